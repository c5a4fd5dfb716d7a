import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Unknown paths, and for now every page whose screen belongs to later work. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  useDocumentTitle(t('common:notFound.title'));
  return (
    <Result
      status="404"
      title={
        <Typography.Title level={1} className="not-found-title">
          {t('common:notFound.title')}
        </Typography.Title>
      }
      subTitle={t('common:notFound.description')}
      extra={
        <Button type="primary" onClick={() => void navigate(paths.home.href())}>
          {t('common:notFound.backHome')}
        </Button>
      }
    />
  );
}
