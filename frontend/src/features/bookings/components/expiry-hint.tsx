import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { awaitsDeposit } from '../../../lib/payments/deposit-step';
import type { BookingSummary } from '../api/booking-types';
import { timeLeft } from './expiry';
import { useNow } from './use-now';

/**
 * "Expires in …" under a pending request: it expires 24 h after it was made unless the cleaner answers. Not while its
 * deposit waits (3-D Secure): the cleaner has not seen it, and the client's step is what counts then.
 */
export function ExpiryHint({ booking }: { booking: BookingSummary }) {
  const { t } = useTranslation('bookings');
  const now = useNow();
  const left = booking.status === 'pending' && !awaitsDeposit(booking) ? timeLeft(booking.expiresAt, now) : null;
  if (left === null) return null;
  const text =
    left.kind === 'expired'
      ? t('bookings:expiry.passed')
      : left.kind === 'minutes'
        ? t('bookings:expiry.minutes', { minutes: left.minutes })
        : t('bookings:expiry.hours', { hours: left.hours, minutes: String(left.minutes).padStart(2, '0') });
  return (
    <Typography.Text className="booking-expiry" type={left.kind === 'expired' || left.urgent ? 'warning' : 'secondary'}>
      {text}
    </Typography.Text>
  );
}
