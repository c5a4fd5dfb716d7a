import { Alert, Button, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import { useCleanerReports, type CleanerReport } from '../api/list-reports';
import { formatInstant, languageOf } from './format';
import { REPORT_REASON_KEYS } from './vocabulary';

/** Clients' reports on cleaners, newest first. */
export function ReportsTable() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = languageOf(i18n.resolvedLanguage);
  const { data, error, isLoading, mutate } = useCleanerReports();

  if (error !== undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('admin:reports.loadFailed')}
        action={<Button onClick={() => void mutate()}>{t('common:actions.retry')}</Button>}
      />
    );
  }

  const reasonText = (reason: string | null) => {
    if (reason === null) return '—';
    const key = REPORT_REASON_KEYS[reason];
    return key === undefined ? reason : t(key);
  };

  const columns: TableColumnsType<CleanerReport> = [
    { key: 'cleaner', title: t('admin:reports.columns.cleaner'), render: (_, report) => report.cleanerName },
    { key: 'slug', title: t('admin:reports.columns.slug'), render: (_, report) => <Typography.Text code>{report.cleanerSlug}</Typography.Text> },
    { key: 'reason', title: t('admin:reports.columns.reason'), render: (_, report) => reasonText(report.reason) },
    { key: 'createdAt', title: t('admin:reports.columns.createdAt'), render: (_, report) => formatInstant(report.createdAt, language) },
  ];

  return (
    <ScrollingTable<CleanerReport>
      rowKey={(report) => `${report.cleanerSlug}-${report.createdAt}`}
      columns={columns}
      dataSource={data ?? []}
      loading={isLoading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Typography.Text type="secondary">{t('admin:reports.empty')}</Typography.Text> }}
    />
  );
}
