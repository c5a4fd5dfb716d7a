import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '../api/booking-types';
import type { Viewer } from './viewer';
import { PersonAvatar } from '../../../lib/ui/person-avatar';
import { PresenceBadge } from '../../../lib/live/presence-badge';


/**
 * Who is on the other side, with their picture (initials when none): a client sees the cleaner, a cleaner the client;
 * with `presence`, their presence beside it (a confirmed booking's, from the live socket).
 */
export function OtherParty({ booking, viewer, size = 40, presence = false }: { booking: BookingSummary; viewer: Viewer; size?: number; presence?: boolean }) {
  const { t } = useTranslation('bookings');
  if (viewer === 'cleaner') {
    return (
      <span className="booking-party">
        {/* Decorative: the name is written beside it. The client's own picture, shown only to their cleaners. */}
        <PersonAvatar name={booking.client.name} url={booking.client.avatarUrl} size={size} className="booking-avatar" />
        <span className="booking-party-text">
          <span className="booking-muted">{t('bookings:party.client')}</span>
          <span className="booking-party-name">{booking.client.name}</span>
          {presence ? <PresenceBadge userId={booking.client.id} /> : null}
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
        {presence ? <PresenceBadge userId={cleaner.id} /> : null}
      </span>
    </span>
  );
}
