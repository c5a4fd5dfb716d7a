import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The 404 page's content, for a city or region the API does not know. */
export function PlaceNotFound({ description }: { description: string }) {
  const { t } = useTranslation(['cleaners', 'common']);
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={
        <Typography.Title level={1} className="not-found-title">
          {t('common:notFound.title')}
        </Typography.Title>
      }
      subTitle={description}
      extra={
        <Button type="primary" onClick={() => void navigate(paths.cleaners.href())}>
          {t('cleaners:place.browseAll')}
        </Button>
      }
    />
  );
}

/** The load failure of a place page, with a retry. */
export function PlaceLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['cleaners', 'common']);
  return (
    <Result
      status="error"
      title={t('cleaners:place.loadFailed')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
