import { localDateTime, zonedInstant } from './dates';

/** Bookings, schedules and availability are in Quebec time (America/Toronto: same rules as Montréal). */
export const QUEBEC_TIME_ZONE = 'America/Toronto';

/** Instant arithmetic on ISO strings (no clock: every instant comes from a command). */
export const addMinutes = (instant: string, minutes: number): string => new Date(Date.parse(instant) + minutes * 60_000).toISOString();
export const minutesBetween = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / 60_000;

/** The Quebec date of an instant (the schedule stream it belongs to), or null when it is not an instant. */
export const quebecDateOf = (instant: string): string | null => localDateTime(instant, QUEBEC_TIME_ZONE)?.date ?? null;

/** The instant of a Quebec wall-clock date and time (DST respected), or null when they are not a date and a time. */
export const quebecInstant = (date: string, time: string): string | null => zonedInstant(date, time, QUEBEC_TIME_ZONE);
