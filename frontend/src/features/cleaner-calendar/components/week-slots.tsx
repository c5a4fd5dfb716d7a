import { Button, Card, Empty, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClockRange } from '../../../lib/format-date';
import type { Slot } from '../api/schedule-types';
import { useRemoveSlot } from '../api/remove-slot';
import { WEEKS_AHEAD, slotsByDay, weekDays } from './calendar-values';
import { formatDay, formatWeekday, languageOf } from './format-day';
import { useCalendarFailure } from './use-calendar-failure';
import { SLOT_STATUS_DISPLAY } from './vocabulary';

/** The slots of one week at a time, from this week to `WEEKS_AHEAD` weeks ahead, each removable. */
export function WeekSlots({ slots, today }: { slots: readonly Slot[]; today: string }) {
  const { t, i18n } = useTranslation(['calendar', 'common']);
  const language = languageOf(i18n.resolvedLanguage);
  const [offset, setOffset] = useState(0);
  const { trigger, isMutating } = useRemoveSlot();
  const showFailure = useCalendarFailure();
  const [removing, setRemoving] = useState<string | null>(null);
  const days = slotsByDay(slots, weekDays(today, offset));
  const first = days[0]?.date ?? today;
  const last = days.at(-1)?.date ?? today;
  const empty = days.every((day) => day.slots.length === 0);

  const remove = async (slot: Slot) => {
    setRemoving(slot.id);
    try {
      await trigger(slot.id);
    } catch (error) {
      showFailure(error);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Card title={<h2 className="calendar-card-title">{t('calendar:slots.title')}</h2>}>
      <div className="week-nav">
        <Button onClick={() => setOffset(offset - 1)} disabled={offset === 0}>
          {t('calendar:slots.previousWeek')}
        </Button>
        <Typography.Text strong aria-live="polite" className="week-nav-label">
          {t('calendar:slots.week', { from: formatDay(first, language), to: formatDay(last, language) })}
        </Typography.Text>
        <Button onClick={() => setOffset(offset + 1)} disabled={offset >= WEEKS_AHEAD}>
          {t('calendar:slots.nextWeek')}
        </Button>
      </div>
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calendar:slots.emptyWeek')} /> : null}
      <ul className="week-days">
        {days.map((day) => (
          <li key={day.date} className={day.date < today ? 'week-day is-past' : 'week-day'}>
            <span className="week-day-name">{formatWeekday(day.date, language)}</span>
            <span className="week-day-slots">
              {day.slots.length === 0 ? (
                <Typography.Text type="secondary">{t('calendar:slots.none')}</Typography.Text>
              ) : (
                day.slots.map((slot) => {
                  const status = SLOT_STATUS_DISPLAY[slot.status];
                  const time = formatClockRange(slot.startTime, slot.endTime, language);
                  return (
                    <span key={slot.id} className="slot-chip">
                      <Tag color={status.color}>
                        {time} · {t(status.key)}
                      </Tag>
                      <Button
                        size="small"
                        type="text"
                        danger
                        loading={isMutating && removing === slot.id}
                        disabled={isMutating}
                        aria-label={t('calendar:slots.remove', { day: formatWeekday(day.date, language), time })}
                        onClick={() => void remove(slot)}
                      >
                        {t('calendar:slots.removeShort')}
                      </Button>
                    </span>
                  );
                })
              )}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
