import type { BookingStatus } from '@weklean/domain';
import { Tag } from 'antd';
import { PersonAvatar } from '../../../lib/ui/person-avatar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatCents } from '../../../lib/format-money';
import { formatCalendarDay } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { HomeBooking } from '../api/get-home';
import { formatHours } from './home-format';

const STATUS = {
  pending: { key: 'dashboard:status.pending', color: 'gold' },
  confirmed: { key: 'dashboard:status.confirmed', color: 'blue' },
  in_progress: { key: 'dashboard:status.in_progress', color: 'cyan' },
  completed: { key: 'dashboard:status.completed', color: 'green' },
} as const satisfies Partial<Record<BookingStatus, { key: `dashboard:${string}`; color: string }>>;

const quebecDate = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

/**
 * One booking on a home: its day and hours (the one link, to its page), who is on the other side, the place, its
 * status, and the amount that side cares about: the cleaner's pay, the client's price.
 */
export function BookingRow({ booking, side, extra }: { booking: HomeBooking; side: 'client' | 'cleaner'; extra?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const status = booking.status in STATUS ? STATUS[booking.status as keyof typeof STATUS] : null;
  const other = side === 'cleaner' ? booking.client : booking.cleaner;
  const amount =
    side === 'cleaner'
      ? booking.earning === null
        ? null
        : t('dashboard:booking.earning', { amount: formatCents(booking.earning.amount, language) })
      : t('dashboard:booking.price', { amount: formatCents(booking.finalPrice, language) });
  return (
    <div className="dashboard-booking">
      <PersonAvatar name={other.name} url={other.avatarUrl} size={40} />
      <div className="dashboard-booking-main">
        <Link to={paths.bookingDetails.href({ bookingId: booking.id })} className="dashboard-booking-link">
          {t('dashboard:booking.when', {
            day: formatCalendarDay(quebecDate(booking.startsAt), language, 'weekday'),
            hours: formatHours(booking.startsAt, booking.endsAt, language),
          })}
        </Link>
        <div className="dashboard-muted">
          {side === 'cleaner' ? t('dashboard:booking.forClient', { name: other.name }) : t('dashboard:booking.withCleaner', { name: other.name })}
          {booking.property === null ? null : ` · ${t('dashboard:booking.place', { name: booking.property.name, city: booking.property.city ?? '' })}`}
        </div>
        {extra}
      </div>
      <div className="dashboard-booking-side">
        {amount === null ? null : <strong className="dashboard-amount">{amount}</strong>}
        {status === null ? null : <Tag color={status.color}>{t(status.key)}</Tag>}
      </div>
    </div>
  );
}
