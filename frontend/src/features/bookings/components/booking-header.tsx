import { Typography } from 'antd';
import { PRESENCE_BOOKING_STATUSES } from '@weklean/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { BookingDetails } from '../api/booking-types';
import { formatBookingDate, formatInstant } from './booking-time';
import { ExpiryHint } from './expiry-hint';
import { OtherParty } from './other-party';
import { StatusTags } from './status-tags';
import { useLanguage } from './use-language';
import type { Viewer } from './viewer';

/** The booking's day as its title, its status and progress, and who is on the other side. */
export function BookingHeader({ booking, viewer }: { booking: BookingDetails; viewer: Viewer }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const { slug } = booking.cleaner;
  return (
    <header className="booking-header">
      <Link to={paths.bookings.href()} className="booking-back">
        {t('bookings:details.back')}
      </Link>
      <div className="booking-header-row">
        <div className="booking-header-main">
          <Typography.Title level={1} className="booking-title">
            {t('bookings:details.title', { date: formatBookingDate(booking.startsAt, language) })}
          </Typography.Title>
          <div className="booking-header-tags">
            <StatusTags booking={booking} />
            <ExpiryHint booking={booking} />
          </div>
          {booking.createdAt === '' ? null : (
            <Typography.Text type="secondary">
              {t('bookings:details.requestedOn', { date: formatInstant(booking.createdAt, language) })}
            </Typography.Text>
          )}
        </div>
        <div className="booking-header-party">
          {/* Presence is shared while the booking is confirmed or under way (docs/api/messages.md, "Presence"). */}
          <OtherParty booking={booking} viewer={viewer} size={56} presence={(PRESENCE_BOOKING_STATUSES as readonly string[]).includes(booking.status)} />
          {viewer === 'client' && slug !== null ? (
            <Link to={paths.cleanerProfile.href({ slug })}>{t('bookings:party.viewProfile')}</Link>
          ) : null}
        </div>
      </div>
    </header>
  );
}
