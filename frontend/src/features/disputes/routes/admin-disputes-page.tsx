import { Alert, Button, Card, Radio, Typography, type TableColumnsType } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminDisputes, type AdminDisputeRow } from '../api/admin-disputes';
import { DISPUTE_STATUSES, type DisputeStatus } from '@weklean/domain';
import { byAge, isOverdue } from '../components/dispute-rules';
import { DisputeStatusTag } from '../components/dispute-summary';
import { REASON_KEYS, SIDE_KEYS, STATUS_KEYS, labelOf } from '../components/vocabulary';
import '../components/disputes.css';

const ALL = 'all';
type Filter = DisputeStatus | typeof ALL;
const filterOf = (value: string | null): Filter => (DISPUTE_STATUSES.find((status) => status === value) ?? ALL);

/** `/admin/disputes`: every dispute, oldest first, with the deadline of the answer; filtered by status (`?status=`). */
export default function AdminDisputesPage() {
  const { t } = useTranslation(['disputes', 'common']);
  const language = useLanguage();
  const labelId = useId();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search.get('status'));
  const { data, error, isLoading, mutate } = useAdminDisputes(filter === ALL ? null : filter);
  useDocumentTitle(t('disputes:admin.list.title'));
  const now = Date.now();

  const columns: TableColumnsType<AdminDisputeRow> = [
    { key: 'openedAt', title: t('disputes:admin.list.columns.openedAt'), render: (_, row) => formatQuebecDateTime(row.openedAt, language) },
    { key: 'status', title: t('disputes:admin.list.columns.status'), render: (_, row) => <DisputeStatusTag status={row.status} /> },
    {
      key: 'respondBy',
      title: t('disputes:admin.list.columns.respondBy'),
      render: (_, row) => (
        <>
          {formatQuebecDateTime(row.respondBy, language)}
          {isOverdue(row, now) ? <Typography.Text type="danger"> {t('disputes:summary.overdue')}</Typography.Text> : null}
        </>
      ),
    },
    { key: 'side', title: t('disputes:admin.list.columns.side'), render: (_, row) => labelOf(SIDE_KEYS, row.side, t) },
    { key: 'reason', title: t('disputes:admin.list.columns.reason'), render: (_, row) => labelOf(REASON_KEYS, row.reason, t) },
    { key: 'client', title: t('disputes:admin.list.columns.client'), render: (_, row) => row.client.name },
    { key: 'cleaner', title: t('disputes:admin.list.columns.cleaner'), render: (_, row) => row.cleaner.name },
    { key: 'amount', title: t('disputes:admin.list.columns.amount'), align: 'right', render: (_, row) => (row.amountCents === null ? '—' : formatCents(row.amountCents, language)) },
    {
      key: 'open',
      title: <span className="visually-hidden">{t('disputes:admin.list.columns.open')}</span>,
      render: (_, row) => (
        <Link to={paths.adminDispute.href({ disputeId: row.id })} aria-label={t('disputes:admin.list.openLabel', { client: row.client.name, cleaner: row.cleaner.name })}>
          {t('disputes:admin.list.open')}
        </Link>
      ),
    },
  ];

  return (
    <div className="admin-disputes-page">
      <div>
        <Typography.Title level={1}>{t('disputes:admin.list.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('disputes:admin.list.intro')}</Typography.Paragraph>
      </div>
      <div className="admin-disputes-filter">
        <span id={labelId}>{t('disputes:admin.list.filter')}</span>
        <Radio.Group
          aria-labelledby={labelId}
          optionType="button"
          value={filter}
          onChange={(event) => setSearch(event.target.value === ALL ? {} : { status: String(event.target.value) }, { replace: true })}
          options={[{ value: ALL, label: t('disputes:admin.list.all') }, ...DISPUTE_STATUSES.map((status) => ({ value: status, label: t(STATUS_KEYS[status]) }))]}
        />
      </div>
      <Card>
        {error !== undefined && data === undefined ? (
          <Alert
            type="error"
            showIcon
            title={t('disputes:admin.list.loadFailed')}
            action={<Button onClick={() => void mutate()}>{t('common:actions.retry')}</Button>}
          />
        ) : (
          <ScrollingTable<AdminDisputeRow>
            rowKey="id"
            columns={columns}
            dataSource={byAge(data?.disputes ?? [])}
            loading={isLoading}
            pagination={{ pageSize: 25, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Typography.Text type="secondary">{t('disputes:admin.list.empty')}</Typography.Text> }}
          />
        )}
      </Card>
    </div>
  );
}
