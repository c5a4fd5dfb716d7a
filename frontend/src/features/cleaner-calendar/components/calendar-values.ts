import type { SlotStatus } from '@weklean/domain';
import type { Dayjs } from 'dayjs';
import type { BlockRequest } from '../api/add-block';
import type { SlotRequest } from '../api/add-slot';
import type { Block, Slot } from '../api/schedule-types';

/** Calendar arithmetic on `YYYY-MM-DD` days (no time zone: the slots' dates are Quebec calendar days) and form mapping. */

export const ISO_DATE = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm';
/** How far ahead the week list goes. */
export const WEEKS_AHEAD = 12;
/** Monday first, as calendars in Quebec show the week; the API counts 0 = Sunday … 6 = Saturday. */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A weekday picked or unpicked: the days stay in the week's order (Monday first), each once. */
export function toggleWeekday(days: readonly number[], day: number): number[] {
  const next = days.includes(day) ? days.filter((picked) => picked !== day) : [...days, day];
  return WEEKDAY_ORDER.filter((weekday) => next.includes(weekday));
}

export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The seven days of the week `offset` weeks after the one holding `today`, Monday to Sunday. */
export function weekDays(today: string, offset: number): string[] {
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7) + 7 * offset);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

export type DaySlots = { date: string; slots: Slot[] };

/** Each day with its slots by start time; a day without slots is kept, empty. */
export function slotsByDay(slots: readonly Slot[], days: readonly string[]): DaySlots[] {
  return days.map((date) => ({
    date,
    slots: slots.filter((slot) => slot.date === date).sort((a, b) => a.startTime.localeCompare(b.startTime)),
  }));
}

export const AVAILABILITY_LABELS = ['available', 'somewhat_busy', 'busy', 'very_busy'] as const;
export type AvailabilityLabel = (typeof AVAILABILITY_LABELS)[number];
type Time = Dayjs | null | undefined;

const timeText = (value: Time): string | null => (value === null || value === undefined || !value.isValid() ? null : value.format(TIME_FORMAT));

/** Both times given and the end after the start (`HH:mm` compares as text). */
export function isTimeRange(start: Time, end: Time): boolean {
  const from = timeText(start);
  const to = timeText(end);
  return from !== null && to !== null && to > from;
}

export type SlotValues = { date: Dayjs | null; startTime: Time; endTime: Time; status: SlotStatus };

/** Called on validated values (the server checks again). */
export function slotRequest(values: SlotValues): SlotRequest {
  return {
    date: values.date?.format(ISO_DATE) ?? '',
    startTime: timeText(values.startTime) ?? '',
    endTime: timeText(values.endTime) ?? '',
    status: values.status,
  };
}

export type BlockValues = { repeat: 'weekly' | 'once'; days: number[]; date: Dayjs | null; allDay: boolean; startTime: Time; endTime: Time };

/** Weekly days or one date, never both; times only when not all day. */
export function blockRequest(values: BlockValues): BlockRequest {
  const when =
    values.repeat === 'weekly'
      ? { days: WEEKDAY_ORDER.filter((day) => values.days.includes(day)) }
      : { date: values.date?.format(ISO_DATE) ?? '' };
  if (values.allDay) return { allDay: true, ...when };
  return { allDay: false, ...when, startTime: timeText(values.startTime) ?? '', endTime: timeText(values.endTime) ?? '' };
}

/** Weekly blocks first, by their first day from Monday; then the dated ones, by date. */
export function sortBlocks(blocks: readonly Block[]): Block[] {
  const rank = (block: Block) => Math.min(...block.days.map((day) => WEEKDAY_ORDER.indexOf(day as (typeof WEEKDAY_ORDER)[number])));
  return [...blocks].sort((a, b) => {
    if (a.date === null && b.date === null) return rank(a) - rank(b) || (a.startTime ?? '').localeCompare(b.startTime ?? '');
    if (a.date === null || b.date === null) return a.date === null ? -1 : 1;
    return a.date.localeCompare(b.date);
  });
}

/** A block's days from Monday, for display. */
export function orderedDays(days: readonly number[]): number[] {
  return WEEKDAY_ORDER.filter((day) => days.includes(day));
}
