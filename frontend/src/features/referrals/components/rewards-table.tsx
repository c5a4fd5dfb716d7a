import { REFERRAL_REWARD_VALID_MONTHS } from '@weklean/domain';
import { Empty, Grid, List, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatQuebecDay } from '../../../lib/format-date';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { REWARD_TAG, rewardDate, rewardNoteKey, type Reward } from './reward-state';

const ROLES = new Set(['client', 'cleaner']);

/**
 * One row per friend who signed up with the person's code: where their reward stands, how much, and its date. A
 * table on wide screens; on a phone, the same cells stacked, so nothing hides in a sideways scroll.
 */
export function RewardsTable({ rewards }: { rewards: readonly Reward[] }) {
  const { t } = useTranslation(['referrals', 'common']);
  const wide = Grid.useBreakpoint().md ?? true;
  const cells = useRewardCells();

  if (rewards.length === 0) return <Empty description={t('referrals:noInvitations')} />;
  if (!wide) {
    return (
      <List
        dataSource={[...rewards]}
        rowKey="friendId"
        renderItem={(reward) => (
          <List.Item className="referrals-reward-item">
            <div className="referrals-reward-head">
              <div>{cells.friend(reward)}</div>
              {cells.amount(reward)}
            </div>
            <div>{cells.state(reward)}</div>
            <div>{cells.date(reward)}</div>
          </List.Item>
        )}
      />
    );
  }
  return (
    <Table<Reward>
      rowKey="friendId"
      size="middle"
      pagination={false}
      dataSource={[...rewards]}
      columns={[
        { title: t('referrals:rewards.friend'), key: 'friend', width: '26%', render: (_, reward) => cells.friend(reward) },
        { title: t('referrals:rewards.state.title'), key: 'state', render: (_, reward) => cells.state(reward) },
        { title: t('referrals:rewards.amount'), key: 'amount', align: 'right', width: '12%', render: (_, reward) => cells.amount(reward) },
        { title: t('referrals:rewards.date.title'), key: 'date', width: '24%', render: (_, reward) => cells.date(reward) },
      ]}
    />
  );
}

function useRewardCells() {
  const { t } = useTranslation(['referrals', 'common']);
  const language = useLanguage();
  const day = (instant: string) => formatQuebecDay(instant, language);

  const dateText = (reward: Reward) => {
    const date = rewardDate(reward);
    switch (date.kind) {
      case 'expires':
        return t('referrals:rewards.date.expires', { date: day(date.at) });
      case 'valid-until':
        return t('referrals:rewards.date.validUntil', { date: day(date.at) });
      case 'added-to-payouts':
        return t('referrals:rewards.date.addedToPayouts', { date: day(date.at) });
      case 'expired':
        return t('referrals:rewards.date.expired', { date: day(date.at) });
      case 'since':
        return t('referrals:rewards.date.since', { date: day(date.at) });
      case 'on':
        return t('referrals:rewards.date.on', { date: day(date.at) });
      case 'used':
        return (
          <>
            {t('referrals:rewards.date.used', { date: day(date.at) })}
            {date.bookingId === null ? null : (
              <>
                <br />
                <Link to={paths.bookingDetails.href({ bookingId: date.bookingId })}>{t('referrals:rewards.seeBooking')}</Link>
              </>
            )}
          </>
        );
      default: {
        const unhandled: never = date;
        return unhandled;
      }
    }
  };

  return {
    friend: (reward: Reward) => (
      <>
        <Typography.Text strong>{reward.friendName || t('referrals:someone')}</Typography.Text>
        {reward.friendRole !== null && ROLES.has(reward.friendRole) ? <Tag className="referrals-role">{t(`common:roles.${reward.friendRole}`)}</Tag> : null}
        <br />
        <Typography.Text type="secondary">{t('referrals:joinedOn', { date: day(reward.joinedAt) })}</Typography.Text>
      </>
    ),
    state: (reward: Reward) => (
      <>
        <Tag color={REWARD_TAG[reward.status].color}>{t(REWARD_TAG[reward.status].labelKey)}</Tag>
        <br />
        <Typography.Text type="secondary">{t(rewardNoteKey(reward), { months: REFERRAL_REWARD_VALID_MONTHS })}</Typography.Text>
      </>
    ),
    // A reward that will never be paid stays listed, struck through.
    amount: (reward: Reward) => (
      <Typography.Text delete={reward.status === 'expired' || reward.status === 'refused'}>{formatCents(reward.amountCents, language)}</Typography.Text>
    ),
    date: dateText,
  };
}
