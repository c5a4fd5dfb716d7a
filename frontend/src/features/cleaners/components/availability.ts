import type { AvailabilityLabel, Slot } from '../api/cleaner-types';

/** SPEC section 4's availability labels, each with its catalogue text and tag colour (busier is warmer). */
export const AVAILABILITY_DISPLAY = {
  available: { key: 'cleaners:availability.available', color: 'green' },
  somewhat_busy: { key: 'cleaners:availability.somewhat_busy', color: 'gold' },
  busy: { key: 'cleaners:availability.busy', color: 'orange' },
  very_busy: { key: 'cleaners:availability.very_busy', color: 'red' },
} as const satisfies Record<AvailabilityLabel, { key: `cleaners:${string}`; color: string }>;

export type AvailabilityDisplay = (typeof AVAILABILITY_DISPLAY)[AvailabilityLabel];

/** Null when the API gave no label (nothing is shown rather than a guess). */
export function availabilityDisplay(label: AvailabilityLabel | null): AvailabilityDisplay | null {
  return label === null ? null : AVAILABILITY_DISPLAY[label];
}

export const UPCOMING_DAYS = 14;

export type SlotDay = { date: string; slots: Slot[] };

/** `YYYY-MM-DD` plus whole days, on the calendar alone (no time zone, no daylight-saving hour). */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** Each of the `count` days from `today`, with its slots by start time; a day without slots is kept, empty. */
export function upcomingDays(slots: readonly Slot[], today: string, count = UPCOMING_DAYS): SlotDay[] {
  const days = Array.from({ length: count }, (_, index): SlotDay => ({ date: addDays(today, index), slots: [] }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const slot of slots) byDate.get(slot.date)?.slots.push(slot);
  for (const day of days) day.slots.sort((a, b) => a.startTime.localeCompare(b.startTime));
  return days;
}
