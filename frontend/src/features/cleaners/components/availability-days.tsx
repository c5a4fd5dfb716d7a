import { Card, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CleanerProfile } from '../api/cleaner-types';
import { UPCOMING_DAYS, availabilityDisplay, upcomingDays } from './availability';
import { SectionTitle } from './section-title';

/** The next 14 days, each with its time slots (dates are the Quebec calendar's, read from the browser's clock). */
export function AvailabilityDays({ availability }: { availability: CleanerProfile['availability'] }) {
  const { t } = useTranslation('cleaners');
  const days = upcomingDays(availability.slots, dayjs().format('YYYY-MM-DD'));
  const label = availabilityDisplay(availability.label);
  const anySlot = days.some((day) => day.slots.length > 0);
  return (
    <Card
      title={<SectionTitle>{t('cleaners:availability.title', { count: UPCOMING_DAYS })}</SectionTitle>}
      extra={label === null ? null : <Tag color={label.color}>{t(label.key)}</Tag>}
    >
      {anySlot ? null : <Typography.Paragraph type="secondary">{t('cleaners:availability.none')}</Typography.Paragraph>}
      <ul className="availability-days">
        {days.map((day) => (
          <li key={day.date} className="availability-day">
            <span className="availability-date">{dayjs(day.date).format('dddd D MMMM')}</span>
            <span className="cleaner-tags">
              {day.slots.length === 0 ? (
                <span className="cleaner-muted">{t('cleaners:availability.noSlot')}</span>
              ) : (
                day.slots.map((slot) => (
                  <Tag key={`${slot.startTime}-${slot.endTime}`} color={slot.status === 'available' ? 'green' : 'default'}>
                    {slot.status === 'available'
                      ? t('cleaners:availability.slot', { start: slot.startTime, end: slot.endTime })
                      : t('cleaners:availability.slotTaken', { start: slot.startTime, end: slot.endTime })}
                  </Tag>
                ))
              )}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
