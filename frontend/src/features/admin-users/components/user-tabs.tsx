import { Empty, Table, Tag, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatQuebecDateTime, formatQuebecDay } from '../../../lib/format-date';
import { formatCents } from '../../../lib/format-money';
import { useHistoryLink } from '../../../lib/history-link';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { UserDetail } from '../api/admin-users-api';

/** What the person has on the platform, one tab per kind, each row with a link to its history. */
export function UserTabs({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation(['admin-users', 'bookings', 'admin', 'referrals']);
  const language = useLanguage();
  const historyOf = useHistoryLink();
  const history = (streamId: string) => <Link to={historyOf(streamId)}>{t('admin-users:detail.history')}</Link>;
  const empty = (key: string) => ({ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(key)} /> });
  const { bookings, payments, reviews, referrals, documents, suspensions } = detail;
  const allReviews = [...reviews.given.map((review) => ({ ...review, kind: 'given' as const })), ...reviews.received.map((review) => ({ ...review, kind: 'received' as const }))];

  return (
    <Tabs
      items={[
        {
          key: 'bookings',
          label: t('admin-users:tabs.bookings', { count: bookings.length }),
          children: (
            <Table
              size="small"
              rowKey="id"
              dataSource={bookings}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={empty('admin-users:bookings.empty')}
              columns={[
                { title: t('admin-users:bookings.date'), key: 'date', render: (_, row) => formatQuebecDateTime(row.startsAt, language) },
                { title: t('admin-users:bookings.side'), key: 'side', render: (_, row) => t(`admin-users:bookings.sides.${row.side}`) },
                { title: t('admin-users:bookings.otherParty'), key: 'other', render: (_, row) => row.otherParty.name ?? '—' },
                { title: t('admin-users:bookings.status'), key: 'status', render: (_, row) => <Tag>{t(`bookings:status.${row.status}`)}</Tag> },
                { title: t('admin-users:bookings.price'), key: 'price', align: 'right', render: (_, row) => formatCents(row.priceCents, language) },
                { title: '', key: 'history', render: (_, row) => history(`booking-${row.id}`) },
              ]}
            />
          ),
        },
        {
          key: 'payments',
          label: t('admin-users:tabs.payments', { count: payments.length }),
          children: (
            <Table
              size="small"
              rowKey="bookingId"
              dataSource={payments}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={empty('admin-users:payments.empty')}
              columns={[
                { title: t('admin-users:payments.status'), key: 'status', render: (_, row) => <Tag>{t(`bookings:payment.status.${row.status}`)}</Tag> },
                { title: t('admin-users:payments.price'), key: 'price', align: 'right', render: (_, row) => formatCents(row.priceCents, language) },
                { title: t('admin-users:payments.paid'), key: 'paid', align: 'right', render: (_, row) => formatCents(row.paidCents, language) },
                { title: t('admin-users:payments.refunded'), key: 'refunded', align: 'right', render: (_, row) => formatCents(row.refundedCents, language) },
                { title: t('admin-users:payments.feeKept'), key: 'fee', align: 'right', render: (_, row) => formatCents(row.feeKeptCents, language) },
                { title: t('admin-users:payments.due'), key: 'due', align: 'right', render: (_, row) => formatCents(row.dueCents, language) },
                { title: '', key: 'history', render: (_, row) => history(`payment-${row.bookingId}`) },
              ]}
            />
          ),
        },
        {
          key: 'reviews',
          label: t('admin-users:tabs.reviews', { count: allReviews.length }),
          children: (
            <Table
              size="small"
              rowKey={(row) => `${row.kind}-${row.bookingId}`}
              dataSource={allReviews}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={empty('admin-users:reviews.empty')}
              columns={[
                { title: '', key: 'kind', render: (_, row) => t(row.kind === 'given' ? 'admin-users:reviews.given' : 'admin-users:reviews.received') },
                {
                  title: '',
                  key: 'who',
                  render: (_, row) =>
                    'about' in row && row.about ? t('admin-users:reviews.about', { name: row.about.name ?? '—' }) : 'by' in row && row.by ? t('admin-users:reviews.by', { name: row.by.name ?? '—' }) : '—',
                },
                { title: t('admin-users:reviews.state'), key: 'status', render: (_, row) => <Tag>{t(`admin-users:reviews.status.${row.status}`)}</Tag> },
                { title: '', key: 'comment', render: (_, row) => <Typography.Text ellipsis={{ tooltip: row.comment }}>{row.comment}</Typography.Text> },
                { title: '', key: 'when', render: (_, row) => formatQuebecDay(row.submittedAt, language) },
              ]}
            />
          ),
        },
        {
          key: 'referrals',
          label: t('admin-users:tabs.referrals'),
          children: (
            <>
              <Typography.Paragraph>
                {t('admin-users:referrals.codeLine', { code: referrals.code ?? t('admin-users:referrals.noCode') })}{' '}
                {referrals.code ? <Tag>{t(referrals.active ? 'admin-users:referrals.active' : 'admin-users:referrals.inactive')}</Tag> : null}
                {history(`referral-${detail.account.id}`)}
              </Typography.Paragraph>
              {referrals.referredBy ? (
                <Typography.Paragraph>{t('admin-users:referrals.referredBy', { name: referrals.referredBy.firstName ?? '—', date: formatQuebecDay(referrals.referredBy.referredAt, language) })}</Typography.Paragraph>
              ) : null}
              <Table
                size="small"
                rowKey="id"
                dataSource={referrals.friends}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                locale={empty('admin-users:referrals.empty')}
                columns={[
                  { title: t('admin-users:referrals.friend'), key: 'name', render: (_, row) => row.firstName ?? '—' },
                  { title: t('admin-users:referrals.referredAt'), key: 'at', render: (_, row) => formatQuebecDay(row.referredAt, language) },
                  { title: t('admin-users:referrals.reward'), key: 'amount', align: 'right', render: (_, row) => formatCents(row.reward.amountCents, language) },
                  { title: t('admin-users:referrals.state'), key: 'state', render: (_, row) => <Tag>{t(`referrals:rewards.state.${row.reward.status}`)}</Tag> },
                ]}
              />
            </>
          ),
        },
        {
          key: 'documents',
          label: t('admin-users:tabs.documents', { count: documents.length }),
          children: (
            <Table
              size="small"
              rowKey="id"
              dataSource={documents}
              pagination={false}
              locale={empty('admin-users:documents.empty')}
              columns={[
                { title: t('admin-users:documents.type'), key: 'type', render: (_, row) => t(`admin:documentTypes.${row.type}`) },
                { title: t('admin-users:documents.status'), key: 'status', render: (_, row) => <Tag>{t(`admin-users:documents.statuses.${row.status}`, { defaultValue: row.status })}</Tag> },
                { title: t('admin-users:documents.submittedAt'), key: 'at', render: (_, row) => formatQuebecDay(row.submittedAt, language) },
                { title: t('admin-users:documents.reason'), key: 'reason', render: (_, row) => row.reason ?? '' },
                { title: '', key: 'history', render: () => history(`cleaner-${detail.account.id}`) },
              ]}
            />
          ),
        },
        {
          key: 'suspensions',
          label: t('admin-users:tabs.suspensions', { count: suspensions.length }),
          children: (
            <Table
              size="small"
              rowKey={(row) => `${row.at}-${row.type}`}
              dataSource={suspensions}
              pagination={false}
              locale={empty('admin-users:suspensions.empty')}
              columns={[
                { title: t('admin-users:suspensions.when'), key: 'at', render: (_, row) => formatQuebecDateTime(row.at, language) },
                { title: t('admin-users:suspensions.action'), key: 'type', render: (_, row) => <Tag color={row.type === 'suspended' ? 'red' : 'green'}>{t(`admin-users:suspensions.actions.${row.type}`)}</Tag> },
                { title: t('admin-users:suspensions.by'), key: 'by', render: (_, row) => row.by.name ?? t('admin-users:suspensions.system') },
                { title: t('admin-users:suspensions.reason'), key: 'reason', render: (_, row) => row.reason },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
