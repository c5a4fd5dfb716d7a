import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatQuebecDay } from '../../../lib/format-date';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { MyReferrals } from '../api/referrals-api';

type FriendDiscount = NonNullable<MyReferrals['friendDiscount']>;

const TAGS: Record<FriendDiscount['status'], { color: string; labelKey: string }> = {
  pending: { color: 'green', labelKey: 'referrals:friendDiscount.state.pending' },
  used: { color: 'cyan', labelKey: 'referrals:friendDiscount.state.used' },
  expired: { color: 'default', labelKey: 'referrals:friendDiscount.state.expired' },
};

/** The person's own $10, when a friend invited them: still to use on a first booking, used on it, or no longer offered. */
export function FriendDiscountCard({ discount }: { discount: FriendDiscount }) {
  const { t } = useTranslation('referrals');
  const language = useLanguage();
  const values = {
    name: discount.referrerName || t('referrals:someone'),
    amount: formatCents(discount.amountCents, language),
    date: formatQuebecDay(discount.expiresAt, language),
  };
  const text =
    discount.status === 'pending'
      ? t('referrals:friendDiscount.pending', values)
      : discount.status === 'used'
        ? t('referrals:friendDiscount.used', values)
        : t('referrals:friendDiscount.expired', values);
  const tag = TAGS[discount.status];
  return (
    <Card
      className={`referrals-friend-discount is-${discount.status}`}
      title={<h2 className="referrals-card-title">{t('referrals:friendDiscount.title')}</h2>}
    >
      <Tag color={tag.color}>{t(tag.labelKey)}</Tag>
      <Typography.Paragraph className="referrals-friend-discount-text">{text}</Typography.Paragraph>
      {discount.status === 'used' && discount.bookingId !== null ? (
        <Link to={paths.bookingDetails.href({ bookingId: discount.bookingId })}>{t('referrals:rewards.seeBooking')}</Link>
      ) : null}
    </Card>
  );
}
