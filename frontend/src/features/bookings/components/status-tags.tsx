import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '../api/booking-types';
import { STATUS_DISPLAY, progressDisplay } from './vocabulary';

/** The booking's status, its cleaning progress label and the emergency flag, each named for screen readers. */
export function StatusTags({ booking }: { booking: BookingSummary }) {
  const { t } = useTranslation('bookings');
  const status = STATUS_DISPLAY[booking.status];
  const progress = progressDisplay(booking.progressLabel, booking.status);
  return (
    <span className="booking-tags">
      <Tag color={status.color}>
        <span className="visually-hidden">{t('bookings:tags.status')}</span>
        {t(status.key)}
      </Tag>
      {progress === null ? null : (
        <Tag color={progress.color}>
          <span className="visually-hidden">{t('bookings:tags.progress')}</span>
          {t(progress.key)}
        </Tag>
      )}
      {booking.emergency ? <Tag color="magenta">{t('bookings:tags.emergency')}</Tag> : null}
    </span>
  );
}
