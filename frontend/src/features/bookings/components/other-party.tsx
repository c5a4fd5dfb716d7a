import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '../api/booking-types';
import type { Viewer } from './viewer';
import { PersonAvatar } from '../../../lib/ui/person-avatar';


/** Who is on the other side: a client sees the cleaner (with the photo), a cleaner sees the client's name. */
export function OtherParty({ booking, viewer, size = 40 }: { booking: BookingSummary; viewer: Viewer; size?: number }) {
  const { t } = useTranslation('bookings');
  if (viewer === 'cleaner') {
    return (
      <span className="booking-party">
        <PersonAvatar name={booking.client.name} url={null} size={size} className="booking-avatar" />
        <span className="booking-party-text">
          <span className="booking-muted">{t('bookings:party.client')}</span>
          <span className="booking-party-name">{booking.client.name}</span>
        </span>
      </span>
    );
  }
  const { cleaner } = booking;
  return (
    <span className="booking-party">
      {/* Decorative: the name is written beside it. */}
      <PersonAvatar name={cleaner.name} url={cleaner.avatarUrl} size={size} className="booking-avatar" />
      <span className="booking-party-text">
        <span className="booking-muted">{t('bookings:party.cleaner')}</span>
        <span className="booking-party-name">{cleaner.name}</span>
      </span>
    </span>
  );
}
