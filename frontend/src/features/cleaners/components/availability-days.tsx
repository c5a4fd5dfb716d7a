import { useTranslation } from 'react-i18next';
import { formatCalendarDay, formatClockRange } from '../../../lib/format-date';
import type { CleanerProfile } from '../api/cleaner-types';
import { UPCOMING_DAYS, availabilityDisplay } from './availability';
import { languageOf } from './format';
import { ProfileCard } from './section-title';
import { Tag } from '../../../lib/ui/tag';

/**
 * The next 14 days, each with the cleaner's free times (their working hours and slots, without what is booked), as
 * the server counts them on the Quebec calendar.
 */
export function AvailabilityDays({ availability }: { availability: CleanerProfile['availability'] }) {
  const { t, i18n } = useTranslation('cleaners');
  const language = languageOf(i18n.resolvedLanguage);
  const label = availabilityDisplay(availability.label);
  const anyFree = availability.days.some((day) => day.free.length > 0);
  return (
    <ProfileCard
      title={t('cleaners:availability.title', { count: UPCOMING_DAYS })}
      extra={label === null ? null : <Tag color={label.color}>{t(label.key)}</Tag>}
    >
      {anyFree ? null : <p className="wk-paragraph wk-secondary">{t('cleaners:availability.none')}</p>}
      <ul className="availability-days">
        {availability.days.map((day) => (
          <li key={day.date} className="availability-day">
            <span className="availability-date">{formatCalendarDay(day.date, language, 'weekday')}</span>
            <span className="cleaner-tags">
              {day.free.length === 0 ? (
                <span className="cleaner-muted">{t('cleaners:availability.noSlot')}</span>
              ) : (
                day.free.map((span) => (
                  <Tag key={span.start} color="green">
                    {formatClockRange(span.start, span.end, language)}
                  </Tag>
                ))
              )}
            </span>
          </li>
        ))}
      </ul>
    </ProfileCard>
  );
}
