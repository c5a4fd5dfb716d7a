import { Card, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatQuebecDay } from '../../../lib/format-date';
import { formatCents, formatNumber } from '../../../lib/format-money';
import { useHistoryLink } from '../../../lib/history-link';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { CleanerAnalytics } from '../api/cleaner-analytics-api';

type Payout = CleanerAnalytics['payouts'][number];
type Feedback = CleanerAnalytics['feedback'][number];
type Report = CleanerAnalytics['reports'][number];

const PAYOUT_STATUS_KEYS = {
  pending: 'admin-cleaner-analytics:payouts.status.pending',
  in_transit: 'admin-cleaner-analytics:payouts.status.in_transit',
  paid: 'admin-cleaner-analytics:payouts.status.paid',
  failed: 'admin-cleaner-analytics:payouts.status.failed',
} as const;
const payoutStatusKey = (status: string) => PAYOUT_STATUS_KEYS[status as keyof typeof PAYOUT_STATUS_KEYS] ?? PAYOUT_STATUS_KEYS.pending;

const REPORT_REASON_KEYS = {
  price: 'admin-cleaner-analytics:reports.reason.price',
  availability: 'admin-cleaner-analytics:reports.reason.availability',
  location: 'admin-cleaner-analytics:reports.reason.location',
  communication: 'admin-cleaner-analytics:reports.reason.communication',
  experience: 'admin-cleaner-analytics:reports.reason.experience',
  services: 'admin-cleaner-analytics:reports.reason.services',
  other: 'admin-cleaner-analytics:reports.reason.other',
} as const;
const reasonKey = (reason: string | null) => REPORT_REASON_KEYS[(reason ?? 'other') as keyof typeof REPORT_REASON_KEYS] ?? REPORT_REASON_KEYS.other;

/** The cleaner's payouts, the clients' comments and the reports about them; each booking and payout's history a link away. */
export function AnalyticsLists({ analytics }: { analytics: CleanerAnalytics }) {
  const { t } = useTranslation('admin-cleaner-analytics');
  const language = useLanguage();
  const historyLink = useHistoryLink();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={<h2 className="admin-card-title">{t('payouts.title')}</h2>} extra={<Link to={historyLink(`payout-${analytics.cleaner.id}`)}>{t('payouts.history')}</Link>}>
        <Table<Payout>
          rowKey="id"
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={analytics.payouts}
          locale={{ emptyText: t('payouts.empty') }}
          columns={[
            { key: 'date', title: t('payouts.columns.date'), render: (_, payout) => formatQuebecDay(payout.createdAt, language) },
            { key: 'kind', title: t('payouts.columns.kind'), render: (_, payout) => (payout.kind === 'instant' ? t('payouts.kind.instant') : t('payouts.kind.weekly')) },
            { key: 'amount', title: t('payouts.columns.amount'), align: 'right', render: (_, payout) => formatCents(payout.amountCents, language) },
            { key: 'fee', title: t('payouts.columns.fee'), align: 'right', render: (_, payout) => formatCents(payout.feeCents, language) },
            { key: 'status', title: t('payouts.columns.status'), render: (_, payout) => <Tag color={payout.status === 'failed' ? 'red' : payout.status === 'paid' ? 'green' : undefined}>{t(payoutStatusKey(payout.status))}</Tag> },
          ]}
        />
      </Card>
      <Card title={<h2 className="admin-card-title">{t('feedback.title')}</h2>}>
        <Table<Feedback>
          rowKey="bookingId"
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={analytics.feedback}
          locale={{ emptyText: t('feedback.empty') }}
          columns={[
            { key: 'date', title: t('feedback.columns.date'), render: (_, item) => formatQuebecDay(item.publishedAt, language) },
            { key: 'overall', title: t('feedback.columns.overall'), align: 'right', render: (_, item) => (item.overall === null ? t('none') : formatNumber(item.overall, language, 0)) },
            { key: 'comment', title: t('feedback.columns.comment'), render: (_, item) => item.comment },
            { key: 'history', title: t('feedback.columns.booking'), render: (_, item) => <Link to={historyLink(`booking-${item.bookingId}`)}>{t('history')}</Link> },
          ]}
        />
      </Card>
      <Card title={<h2 className="admin-card-title">{t('reports.title')}</h2>}>
        <Table<Report>
          rowKey={(report) => `${report.createdAt}-${report.reason ?? ''}`}
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={analytics.reports}
          locale={{ emptyText: t('reports.empty') }}
          columns={[
            { key: 'date', title: t('reports.columns.date'), render: (_, report) => formatQuebecDay(report.createdAt, language) },
            { key: 'reason', title: t('reports.columns.reason'), render: (_, report) => t(reasonKey(report.reason)) },
          ]}
        />
      </Card>
    </Space>
  );
}
