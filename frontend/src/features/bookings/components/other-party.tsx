import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '../api/booking-types';
import type { Viewer } from './viewer';

function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Who is on the other side: a client sees the cleaner (with the photo), a cleaner sees the client's name. */
export function OtherParty({ booking, viewer, size = 40 }: { booking: BookingSummary; viewer: Viewer; size?: number }) {
  const { t } = useTranslation('bookings');
  if (viewer === 'cleaner') {
    return (
      <span className="booking-party">
        <Avatar size={size} alt="" aria-hidden="true" className="booking-avatar">
          {initialsOf(booking.client.name)}
        </Avatar>
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
      <Avatar size={size} {...(cleaner.avatarUrl === null ? {} : { src: cleaner.avatarUrl })} alt="" aria-hidden="true" className="booking-avatar">
        {initialsOf(cleaner.name)}
      </Avatar>
      <span className="booking-party-text">
        <span className="booking-muted">{t('bookings:party.cleaner')}</span>
        <span className="booking-party-name">{cleaner.name}</span>
      </span>
    </span>
  );
}
