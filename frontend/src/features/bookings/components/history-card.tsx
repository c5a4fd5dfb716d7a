import { Card, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingDetails, HistoryEvent } from '../api/booking-types';
import { formatBookingDate, formatInstant, formatTime } from './booking-time';
import { useLanguage } from './use-language';
import { ACTOR_KEYS, cancellationReasonKey, historyLabelKey } from './vocabulary';

const EVENT_COLORS: Record<string, string> = {
  BookingAccepted: 'green',
  BookingProposalAccepted: 'green',
  BookingCompleted: 'green',
  BookingDeclined: 'red',
  BookingCancelled: 'red',
  BookingProposalDeclined: 'red',
  BookingExpired: 'gray',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The one fact of an event the reader cares about: the task ticked, the time asked for or moved to, the reason. */
function useDetail(booking: BookingDetails): (event: HistoryEvent) => string | null {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  return (event) => {
    const taskId = text(event.data.taskId);
    const task = taskId === null ? undefined : booking.checklist.find((item) => item.id === taskId);
    if (task !== undefined) return task.task;
    const startsAt = text(event.data.startsAt);
    if (startsAt !== null && !Number.isNaN(new Date(startsAt).getTime())) {
      const when = t('bookings:proposal.when', { date: formatBookingDate(startsAt, language), time: formatTime(startsAt, language) });
      return t(event.type === 'BookingRequested' ? 'bookings:history.requestedTime' : 'bookings:history.newTime', { when });
    }
    const reason = text(event.data.reason);
    if (reason === null) return null;
    const reasonKey = cancellationReasonKey(reason);
    return t('bookings:outcome.reason', { reason: reasonKey === null ? reason : t(reasonKey) });
  };
}

/** What happened to the booking, oldest first: what, who and when. */
export function HistoryCard({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const detail = useDetail(booking);
  return (
    <Card title={<h2 className="booking-card-heading">{t('bookings:history.title')}</h2>} className="booking-section">
      {booking.history.length === 0 ? (
        t('bookings:history.empty')
      ) : (
        <Timeline
          className="booking-history"
          items={booking.history.map((event, index) => {
            const labelKey = historyLabelKey(event.type);
            const extra = detail(event);
            return {
              key: `${index}-${event.type}-${event.at}`,
              color: EVENT_COLORS[event.type] ?? 'blue',
              content: (
                <div className="booking-history-item">
                  <strong>{labelKey === null ? event.type : t(labelKey)}</strong>
                  {extra === null ? null : <span>{extra}</span>}
                  <span className="booking-muted">
                    {event.by === null
                      ? formatInstant(event.at, language)
                      : t('bookings:history.byAt', { by: t(ACTOR_KEYS[event.by]), at: formatInstant(event.at, language) })}
                  </span>
                </div>
              ),
            };
          })}
        />
      )}
    </Card>
  );
}
