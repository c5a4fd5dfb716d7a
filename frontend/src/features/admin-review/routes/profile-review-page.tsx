import { DOCUMENT_STATUSES } from '@weklean/domain';
import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DocumentsTable } from '../components/documents-table';
import { ReportsTable } from '../components/reports-table';
import { STATUS_TAB_KEYS } from '../components/vocabulary';
import '../components/admin-review.css';

/** `/admin/profile-review`: cleaners' verification documents by status, and the reports on cleaners (admins only). */
export default function ProfileReviewPage() {
  const { t } = useTranslation(['admin', 'common']);
  useDocumentTitle(t('admin:review.title'));
  return (
    <div className="admin-review-page">
      <div>
        <Typography.Title level={1}>{t('admin:review.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('admin:review.intro')}</Typography.Paragraph>
      </div>
      <Card title={<h2 className="admin-card-title">{t('admin:review.documentsTitle')}</h2>}>
        <Tabs
          items={DOCUMENT_STATUSES.map((status) => ({
            key: status,
            label: t(STATUS_TAB_KEYS[status]),
            children: <DocumentsTable status={status} />,
          }))}
        />
      </Card>
      {/* The dashboard's "reports waiting" links here: /admin/profile-review#reports. */}
      <Card id="reports" title={<h2 className="admin-card-title">{t('admin:reports.title')}</h2>}>
        <ReportsTable />
      </Card>
    </div>
  );
}
