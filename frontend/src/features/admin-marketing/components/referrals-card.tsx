import { Card, Space, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { formatCents } from '../../../lib/format-money';
import { useHistoryLink } from '../../../lib/history-link';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import { useHeldRewards, useReferralFigures, type HeldReward, type ReferralFigures } from '../api/marketing-api';
import { HeldRewardActions } from './held-reward-actions';

type StateRow = ReferralFigures['rewards'][number];

/** The referral programme: codes, sign-ups, first bookings, rewards by state, and the rewards held for review. */
export function ReferralsCard() {
  const { t } = useTranslation('admin-marketing');
  const language = useLanguage();
  const historyLink = useHistoryLink();
  const figures = useReferralFigures();
  const held = useHeldRewards();

  const stateColumns: TableColumnsType<StateRow> = [
    { title: t('admin-marketing:referrals.state'), render: (_, row) => t(`admin-marketing:rewardStates.${row.state}`, { defaultValue: row.state }) },
    { title: t('admin-marketing:referrals.count'), dataIndex: 'count', align: 'right' },
    { title: t('admin-marketing:referrals.amount'), align: 'right', render: (_, row) => formatCents(row.cents, language) },
  ];
  const person = (name: string, userId: string) => (
    <Link to={historyLink(`referral-${userId}`)} aria-label={t('admin-marketing:held.history', { name: name || userId })}>
      {name || t('admin-marketing:held.deleted')}
    </Link>
  );
  const heldColumns: TableColumnsType<HeldReward> = [
    { title: t('admin-marketing:held.referrer'), render: (_, r) => person(r.referrerName, r.referrerId) },
    { title: t('admin-marketing:held.friend'), render: (_, r) => person(r.friendName, r.friendId) },
    { title: t('admin-marketing:held.amount'), align: 'right', render: (_, r) => formatCents(r.amountCents, language) },
    {
      title: t('admin-marketing:held.reasons'),
      render: (_, r) => [...new Set(r.reasons)].map((reason) => <Tag key={reason}>{t(`admin-marketing:holdReasons.${reason}`, { defaultValue: reason })}</Tag>),
    },
    { title: t('admin-marketing:held.since'), render: (_, r) => (r.heldAt ? formatQuebecDateTime(r.heldAt, language) : '—') },
    { title: t('admin-marketing:held.decision'), render: (_, r) => <HeldRewardActions reward={r} /> },
  ];

  return (
    <Card title={<h2 className="admin-card-title">{t('admin-marketing:referrals.title')}</h2>} loading={figures.isLoading && figures.data === undefined}>
      {(figures.error !== undefined || held.error !== undefined) && <Typography.Text type="danger">{t('admin-marketing:loadFailed')}</Typography.Text>}
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {figures.data && (
          <>
            <Space size="large" wrap>
              <Statistic title={t('admin-marketing:referrals.codesIssued')} value={figures.data.codesIssued} />
              <Statistic title={t('admin-marketing:referrals.codeHolders')} value={figures.data.codeHolders} />
              <Statistic title={t('admin-marketing:referrals.signUps')} value={figures.data.signUps} />
              <Statistic title={t('admin-marketing:referrals.firstBookings')} value={figures.data.firstBookings} />
            </Space>
            <Table<StateRow> rowKey="state" size="small" pagination={false} columns={stateColumns} dataSource={figures.data.rewards} />
          </>
        )}
        <section aria-labelledby="held-rewards-title">
          <h3 id="held-rewards-title">{t('admin-marketing:held.title')}</h3>
          <ScrollingTable<HeldReward>
            rowKey={(r) => `${r.referrerId}:${r.friendId}`}
            size="small"
            loading={held.isLoading}
            columns={heldColumns}
            dataSource={held.data?.items ?? []}
            pagination={false}
            locale={{ emptyText: t('admin-marketing:held.none') }}
            scroll={{ x: true }}
          />
        </section>
      </Space>
    </Card>
  );
}
