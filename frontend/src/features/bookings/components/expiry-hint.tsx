import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '../api/booking-types';
import { timeLeft } from './expiry';
import { useNow } from './use-now';

/** "Expires in …" under a pending request: it expires 24 h after it was made unless the cleaner answers. */
export function ExpiryHint({ booking }: { booking: BookingSummary }) {
  const { t } = useTranslation('bookings');
  const now = useNow();
  const left = booking.status === 'pending' ? timeLeft(booking.expiresAt, now) : null;
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
