import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ComposeForm } from '../components/compose-form';
import { SentHistory } from '../components/sent-history';
import { StatsCards } from '../components/stats-cards';
import '../components/admin-messages.css';

/** `/admin/messages`: write to a client or a cleaner, the statistics, the history with read status (admins only). */
export default function AdminMessagesPage() {
  const { t } = useTranslation(['admin', 'common']);
  useDocumentTitle(t('admin:messages.title'));
  return (
    <div className="admin-messages-page">
      <div>
        <Typography.Title level={1}>{t('admin:messages.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('admin:messages.intro')}</Typography.Paragraph>
      </div>
      <Card title={<h2 className="admin-card-title">{t('admin:messages.compose.title')}</h2>}>
        <ComposeForm />
      </Card>
      <section aria-labelledby="admin-messages-stats">
        <Typography.Title level={2} id="admin-messages-stats" className="admin-card-title admin-messages-section-title">
          {t('admin:messages.stats.title')}
        </Typography.Title>
        <StatsCards />
      </section>
      <Card title={<h2 className="admin-card-title">{t('admin:messages.history.title')}</h2>}>
        <SentHistory />
      </Card>
    </div>
  );
}
