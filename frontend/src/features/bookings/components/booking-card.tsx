import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { BookingSummary } from '../api/booking-types';
import { formatBookingDate, formatHours, formatTime } from './booking-time';
import { ExpiryHint } from './expiry-hint';
import { formatCents } from './money';
import { OtherParty } from './other-party';
import { StatusTags } from './status-tags';
import { useLanguage } from './use-language';
import type { Viewer } from './viewer';

/** One booking of a list; the date is the one link, stretched over the whole card. */
export function BookingCard({ booking, viewer }: { booking: BookingSummary; viewer: Viewer }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const { property } = booking;
  return (
    <Card className="booking-card" size="small" hoverable>
      <div className="booking-card-grid">
        <div className="booking-card-when">
          <h3 className="booking-card-title">
            <Link to={paths.bookingDetails.href({ bookingId: booking.id })} className="booking-card-link">
              {formatBookingDate(booking.startsAt, language)}
            </Link>
          </h3>
          <div>
            {t('bookings:when.timeAndDuration', {
              time: t('bookings:when.timeRange', {
                start: formatTime(booking.startsAt, language),
                end: formatTime(booking.endsAt, language),
              }),
              duration: t('bookings:when.duration', {
                count: booking.durationHours,
                hours: formatHours(booking.durationHours, language),
              }),
            })}
          </div>
          <div className="booking-muted">
            {property === null
              ? t('bookings:property.deleted')
              : t('bookings:property.nameAndCity', { name: property.name, city: property.city })}
          </div>
        </div>
        <OtherParty booking={booking} viewer={viewer} />
        <div className="booking-card-side">
          {/* The cleaner sees what they earn, the client the price they pay. */}
          {viewer === 'cleaner' ? (
            booking.earning === null ? null : (
              <strong className="booking-card-price">{t('bookings:earnings.cardAmount', { amount: formatCents(booking.earning.amount, language) })}</strong>
            )
          ) : (
            <strong className="booking-card-price">{formatCents(booking.finalPrice, language)}</strong>
          )}
          <StatusTags booking={booking} />
          <ExpiryHint booking={booking} />
        </div>
      </div>
    </Card>
  );
}
