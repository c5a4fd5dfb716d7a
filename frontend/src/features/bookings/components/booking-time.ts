import { BOOKING_TIME_ZONE, frenchFirstOfMonth } from '@weklean/domain';
import { formatQuebecDateTime, formatQuebecTime } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-money';
import type { Language } from '../../../lib/i18n/language';

/**
 * Bookings are lived on the Quebec clock (`America/Toronto`), wherever the browser is: instants come from the API in
 * UTC and are shown as Quebec wall-clock dates and times (the pickers' conversions are the domain's: `quebecInstant`,
 * `localDateTime`, `startWindowProblem`).
 */

const locale = (language: Language) => (language === 'en' ? 'en-CA' : 'fr-CA');

function validDate(instant: string): Date | null {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(instant: string, language: Language, options: Intl.DateTimeFormatOptions): string {
  const date = validDate(instant);
  return date === null ? instant : frenchFirstOfMonth(new Intl.DateTimeFormat(locale(language), { ...options, timeZone: BOOKING_TIME_ZONE }).format(date));
}

/** `mercredi 25 novembre 2026` / `Wednesday, November 25, 2026`; `short`: `mer. 25 nov. 2026` / `Wed, Nov 25, 2026`. */
export function formatBookingDate(instant: string, language: Language, style: 'long' | 'short' = 'long'): string {
  return format(instant, language, { weekday: style, day: 'numeric', month: style, year: 'numeric' });
}

/** `9 h 00` / `9:00 a.m.`. */
export function formatTime(instant: string, language: Language): string {
  return formatQuebecTime(instant, language);
}

/** `25 nov. 2026, 9 h 00` / `Nov 25, 2026, 9:00 a.m.`: when something happened. */
export function formatInstant(instant: string, language: Language): string {
  return formatQuebecDateTime(instant, language);
}

/** Hours by halves, the reader's way: `4,5` / `4.5`. */
export function formatHours(hours: number, language: Language): string {
  return formatNumber(hours, language);
}
