import { frenchFirstOfMonth } from '@weklean/domain';
import type { Language } from './i18n/language';

/**
 * Dates and times as each language writes them, on Quebec's clocks (`America/Toronto`) wherever the browser is:
 * fr-CA `26 novembre 2026`, `9 h 00`; en-CA `November 26, 2026`, `9:00 a.m.`. The hour is never zero-padded (fr-CA's
 * `timeStyle: 'short'` gives `09 h 00`), and a French time keeps its spaces unbroken (`9 h 00` never wraps).
 */

const QUEBEC_TIME_ZONE = 'America/Toronto';

export const localeOf = (language: Language) => (language === 'fr' ? 'fr-CA' : 'en-CA');

/** Spaces inside a formatted French number are non-breaking (`1 234,50 $`). */
export const unbreakable = (text: string): string => text.replace(/[ \u202f]/g, '\u00a0');

/** And inside a French time (`9 h 00`), the rest of a date left free to wrap. */
const unbreakableTimes = (text: string): string => text.replace(/(\d)[ \u00a0\u202f]h[ \u00a0\u202f](\d)/g, '$1\u00a0h\u00a0$2');

const HOUR_MINUTE = { hour: 'numeric', minute: '2-digit' } as const satisfies Intl.DateTimeFormatOptions;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatted(date: Date, language: Language, options: Intl.DateTimeFormatOptions): string {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(localeOf(language), options);
    formatters.set(key, formatter);
  }
  const text = formatter.format(date);
  // French: `1er décembre`, and a time's spaces unbroken.
  return language === 'fr' ? unbreakableTimes(frenchFirstOfMonth(text)) : text;
}

function instantOf(instant: string | Date): Date | null {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? null : date;
}

const onQuebecClock = (instant: string | Date, language: Language, options: Intl.DateTimeFormatOptions): string => {
  const date = instantOf(instant);
  return date === null ? String(instant) : formatted(date, language, { ...options, timeZone: QUEBEC_TIME_ZONE });
};

/** An instant (ISO, UTC) as the day it was in Quebec: `25 nov. 2026` / `Nov 25, 2026`. */
export const formatQuebecDay = (instant: string | Date, language: Language): string => onQuebecClock(instant, language, { dateStyle: 'medium' });

/** An instant (ISO, UTC) on Quebec's clocks: `10 déc. 2026, 14 h 00` / `Dec 10, 2026, 2:00 p.m.`. */
export const formatQuebecDateTime = (instant: string | Date, language: Language): string =>
  onQuebecClock(instant, language, { day: 'numeric', month: 'short', year: 'numeric', ...HOUR_MINUTE });

/** The same, shorter, for lists (no year): `10 déc., 14 h 00` / `Dec 10, 2:00 p.m.`. */
export const formatQuebecShortDateTime = (instant: string | Date, language: Language): string =>
  onQuebecClock(instant, language, { day: 'numeric', month: 'short', ...HOUR_MINUTE });

/** The time of an instant on Quebec's clocks: `9 h 00` / `9:00 a.m.`. */
export const formatQuebecTime = (instant: string | Date, language: Language): string => onQuebecClock(instant, language, HOUR_MINUTE);

/** A wall-clock time the API sends as `HH:mm` (a working hour, a slot): `9 h 00` / `9:00 a.m.`; unreadable text as is. */
export function formatClockTime(time: string, language: Language): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (match === null) return time;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 24 || minutes > 59) return time;
  // 24:00 is the end of a day: written as midnight.
  return formatted(new Date(Date.UTC(2000, 0, 1, hours % 24, minutes)), language, { ...HOUR_MINUTE, timeZone: 'UTC' });
}

/** A range of wall-clock times: `9 h 00 – 13 h 00` / `9:00 a.m. – 1:00 p.m.`. */
export const formatClockRange = (start: string, end: string, language: Language): string =>
  `${formatClockTime(start, language)}\u00a0– ${formatClockTime(end, language)}`;

/**
 * Styles of a calendar day: `26 nov. 2026`, `26 novembre 2026`, `jeudi 26 novembre 2026`, `jeudi 26 novembre`,
 * `26 novembre`.
 */
export type DayStyle = 'medium' | 'long' | 'full' | 'weekday' | 'dayMonth';
const DAY_STYLES: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
  dayMonth: { day: 'numeric', month: 'long' },
};

/**
 * A calendar day the API sends as `YYYY-MM-DD` (already a Quebec date), in words: read at noon UTC and written in
 * UTC, so that no browser zone moves it to the day before. Unreadable text is returned as is.
 */
export function formatCalendarDay(date: string, language: Language, style: DayStyle = 'medium'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const day = instantOf(`${date}T12:00:00Z`);
  return day === null ? date : formatted(day, language, { ...DAY_STYLES[style], timeZone: 'UTC' });
}

/**
 * What antd's date and time pickers show and accept (dayjs formats) and their placeholders, in the reader's words:
 * days as Canada writes them in numbers (`aaaa-mm-jj` / `yyyy-mm-dd`), times as each language reads them
 * (`14 h 30` / `2:30 pm`).
 */
export const dateInput = (language: Language) =>
  ({ format: 'YYYY-MM-DD', placeholder: language === 'fr' ? 'aaaa-mm-jj' : 'yyyy-mm-dd' }) as const;

export const timeInput = (language: Language) =>
  language === 'fr'
    ? ({ format: 'H [h] mm', use12Hours: false, placeholder: 'hh h mm' } as const)
    : ({ format: 'h:mm a', use12Hours: true, placeholder: 'hh:mm am/pm' } as const);
