import { BOOKING_LIMITS } from '../bookings/booking-limits';
import { addDays, minutesOfDay } from '../shared/dates';
import type { AvailabilityLabel, SlotStatus } from './cleaner-limits';

/**
 * A cleaner's free times on a Quebec date (issue 15): their declared working hours (recurring or dated blocks) are the
 * availability; available slots add to it and unavailable slots take from it; what is already taken (reservations of
 * pending and confirmed bookings, busy times imported from their own calendar, the past) takes from it too.
 */
export type WorkingHours = {
  readonly allDay: boolean;
  /** Recurring weekdays (0 = Sunday), or null for a dated block. */
  readonly days: readonly number[] | null;
  readonly date: string | null;
  readonly startTime: string | null;
  readonly endTime: string | null;
};
export type DatedSlot = { readonly date: string; readonly startTime: string; readonly endTime: string; readonly status: SlotStatus };
/** Minutes of the day, end exclusive (24 * 60 for midnight at the end of the day). */
export type Span = { readonly start: number; readonly end: number };
export type FreeTime = { readonly start: string; readonly end: string };

/** "All day" means the working day cleanings are booked in, not the night. */
export const ALL_DAY: Span = { start: 7 * 60, end: 21 * 60 };
/** Shorter gaps than this are not offered (the form's times go by half hours). */
export const MIN_FREE_MINUTES = 30;
/** A day counts as free for the labels when a whole shortest booking fits in it. */
export const FREE_DAY_MINUTES = BOOKING_LIMITS.durationHours.min * 60;

const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();
const toSpan = (start: string | null, end: string | null): Span | null =>
  start === null || end === null ? null : { start: minutesOfDay(start), end: end === '00:00' ? 24 * 60 : minutesOfDay(end) };

/** The union of spans, sorted, touching ones merged. */
export function union(spans: readonly Span[]): Span[] {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, span.end) };
    else merged.push(span);
  }
  return merged;
}

/** `from` without every span of `taken`. */
export function subtract(from: readonly Span[], taken: readonly Span[]): Span[] {
  let rest = union(from);
  for (const cut of union(taken)) {
    rest = rest.flatMap((span) =>
      cut.end <= span.start || cut.start >= span.end
        ? [span]
        : [
            ...(cut.start > span.start ? [{ start: span.start, end: cut.start }] : []),
            ...(cut.end < span.end ? [{ start: cut.end, end: span.end }] : []),
          ],
    );
  }
  return rest;
}

/** The working hours declared for a date: the blocks recurring on its weekday and those dated that day. */
export function declaredOn(date: string, blocks: readonly WorkingHours[], slots: readonly DatedSlot[]): Span[] {
  const weekday = weekdayOf(date);
  const fromBlocks = blocks
    .filter((block) => (block.date === null ? (block.days ?? []).includes(weekday) : block.date === date))
    .map((block) => (block.allDay ? ALL_DAY : toSpan(block.startTime, block.endTime)))
    .filter((span): span is Span => span !== null);
  const ofDay = slots.filter((slot) => slot.date === date);
  const added = ofDay.filter((slot) => slot.status === 'available').map((slot) => toSpan(slot.startTime, slot.endTime)!);
  const removed = ofDay.filter((slot) => slot.status === 'unavailable').map((slot) => toSpan(slot.startTime, slot.endTime)!);
  return subtract([...fromBlocks, ...added], removed);
}

/** The free spans of a date: what is declared, without what is taken, in stretches of at least MIN_FREE_MINUTES. */
export function freeSpansOn(date: string, blocks: readonly WorkingHours[], slots: readonly DatedSlot[], taken: readonly Span[]): Span[] {
  return subtract(declaredOn(date, blocks, slots), taken).filter((span) => span.end - span.start >= MIN_FREE_MINUTES);
}

/** Minutes of the day as 'HH:MM' (24 * 60 reads '00:00': toFreeTimes writes an end at midnight '24:00'). */
export const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'HH:MM' as minutes of the day, '24:00' (the end of a day) included. */
export const minutesOfFreeTime = (time: string): number => (time === '24:00' ? 24 * 60 : minutesOfDay(time));

/** Spans as the API shows them: Quebec wall-clock 'HH:MM' (an end at midnight reads '24:00'). */
export const toFreeTimes = (spans: readonly Span[]): FreeTime[] =>
  spans.map((span) => ({ start: hhmm(span.start), end: span.end === 24 * 60 ? '24:00' : hhmm(span.end) }));

/** Whether a day offers room for the shortest booking. */
export const isFreeDay = (spans: readonly Span[]): boolean => spans.some((span) => span.end - span.start >= FREE_DAY_MINUTES);

/** `count` dates from `from` on. */
export const datesFrom = (from: string, count: number): string[] => Array.from({ length: count }, (_, i) => addDays(from, i));

/**
 * The label from the free days of the next seven (SPEC section 4): 5 or more available, 3–4 somewhat busy, 1–2 busy,
 * none very busy.
 */
export const availabilityLabelOf = (freeDaysThisWeek: number): AvailabilityLabel =>
  freeDaysThisWeek >= 5 ? 'available' : freeDaysThisWeek >= 3 ? 'somewhat_busy' : freeDaysThisWeek >= 1 ? 'busy' : 'very_busy';

/** Whether `start`–`end` ('HH:MM') lies inside one of the free times. */
export const fitsIn = (free: readonly FreeTime[], start: string, end: string): boolean => {
  const from = minutesOfFreeTime(start);
  const to = minutesOfFreeTime(end);
  return free.some((span) => minutesOfFreeTime(span.start) <= from && minutesOfFreeTime(span.end) >= to);
};
