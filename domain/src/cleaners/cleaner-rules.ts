import { CLEANER_LIMITS } from './cleaner-limits';
import { isTime, minutesOfDay } from './dates';

/** Pure rules shared by the decider and the valibot schemas (a rule written once, read by both). */

/**
 * Dollars as typed (17.5, 199.99) to integer cents, rounded half away from zero on the third decimal of the number as
 * written: 0.285 is 29 cents, whereas `Math.round(0.285 * 100)` gives 28 because 0.285 × 100 is 28.499999… in
 * binary. NaN for a non-finite amount.
 */
export const dollarsToCents = (dollars: number): number => {
  if (!Number.isFinite(dollars)) return Number.NaN;
  const magnitude = Math.abs(dollars);
  const text = String(magnitude);
  // Only amounts below 1e-6 or above 1e21 print with an exponent; binary rounding cannot matter at those scales.
  if (text.includes('e')) return Math.sign(dollars) * Math.round(magnitude * 100);
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = `${fraction}000`.slice(0, 3);
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return dollars < 0 ? -cents : cents;
};

export type Bounds = { readonly min: number; readonly max: number };

/** The amount in cents when, rounded to the cent, it lies within the range (bounds included); else null. */
export const centsWithin = (dollars: number, range: Bounds): number | null => {
  const cents = dollarsToCents(dollars);
  return Number.isFinite(cents) && cents >= range.min * 100 && cents <= range.max * 100 ? cents : null;
};

/** At least one rate to show: an hourly rate or a fixed price for some property type. */
export const hasAnyRate = (input: { hourlyRate?: number | null; fixedPrices?: Partial<Record<string, number | null>> }): boolean =>
  (input.hourlyRate !== undefined && input.hourlyRate !== null) ||
  Object.values(input.fixedPrices ?? {}).some((price) => price !== undefined && price !== null);

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
