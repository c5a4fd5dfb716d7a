import { CLEANER_LIMITS } from './cleaner-limits';
import { isTime, minutesOfDay } from '../shared/dates';

/** Pure rules shared by the decider and the valibot schemas (a rule written once, read by both). */

import type { Bounds } from '../shared/money';
export { dollarsToCents, isCentsWithin, type Bounds } from '../shared/money';

/** At least one rate to show: an hourly rate or a fixed price for some property type. */
export const hasAnyRate = (input: { hourlyRateCents?: number | null; fixedPricesCents?: Partial<Record<string, number | null>> }): boolean =>
  (input.hourlyRateCents !== undefined && input.hourlyRateCents !== null) ||
  Object.values(input.fixedPricesCents ?? {}).some((price) => price !== undefined && price !== null);

export const isIntegerWithin = (value: number, range: Bounds): boolean =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

/** Tax numbers are typed with or without spaces, in either case. */
export const normalizeTaxNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** GST/HST: the 9-digit business number, program RT, 4-digit account (123456789 RT 0001). */
export const isGstNumber = (value: string): boolean => /^\d{9}RT\d{4}$/.test(normalizeTaxNumber(value));

/** QST: 10 digits, TQ, 4 digits (1234567890 TQ 0001). */
export const isQstNumber = (value: string): boolean => /^\d{10}TQ\d{4}$/.test(normalizeTaxNumber(value));

/** Both well-formed 'HH:MM' times, the end strictly after the start. */
export const isTimeRange = (startTime: string, endTime: string): boolean =>
  isTime(startTime) && isTime(endTime) && minutesOfDay(endTime) > minutesOfDay(startTime);

/** Half-open ranges: 09:00–12:00 and 12:00–15:00 touch without overlapping. */
export const timeRangesOverlap = (a: { startTime: string; endTime: string }, b: { startTime: string; endTime: string }): boolean =>
  minutesOfDay(a.startTime) < minutesOfDay(b.endTime) && minutesOfDay(b.startTime) < minutesOfDay(a.endTime);

/** An admin's reason for a rejection or a revocation, once trimmed. */
export const isReason = (reason: string): boolean =>
  reason.trim().length >= CLEANER_LIMITS.reason.min && reason.trim().length <= CLEANER_LIMITS.reason.max;

/** Trimmed, without blanks, without repeats, in the given order. */
export const cleanList = (values: readonly string[]): string[] => [
  ...new Set(values.map((value) => value.trim()).filter((value) => value !== '')),
];

/** The values of `allowed` that `values` contains, in `allowed`'s order (so events never depend on input order). */
export const pick = <T extends string | number>(allowed: readonly T[], values: readonly T[]): T[] =>
  allowed.filter((value) => values.includes(value));
