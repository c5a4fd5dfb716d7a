import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Logo } from '../layout/logo';

/**
 * Unknown paths (the server answers them with HTTP 404): the brand's mark and a large 404, the page's words in the
 * interface language only (the French site speaks French), and two ways out (home, find a cleaner).
 */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  useDocumentTitle(t('common:notFound.title'));
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <div className="not-found-mark" aria-hidden="true">
        <Logo size={56} />
        <span className="not-found-code">404</span>
      </div>
      <Typography.Title level={1} id="not-found-title" className="not-found-title">
        {t('common:notFound.title')}
      </Typography.Title>
      <Typography.Paragraph className="not-found-description">{t('common:notFound.description')}</Typography.Paragraph>
      <Space wrap className="not-found-ways">
        <Button type="primary" size="large" onClick={() => void navigate(paths.home.href())}>
          {t('common:notFound.backHome')}
        </Button>
        <Button size="large" onClick={() => void navigate(paths.cleaners.href())}>
          {t('common:notFound.findCleaner')}
        </Button>
      </Space>
    </section>
  );
}
