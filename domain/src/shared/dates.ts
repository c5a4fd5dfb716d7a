/**
 * Calendar dates as 'YYYY-MM-DD' and times of day as 'HH:MM', with plain arithmetic: no library and no clock. The
 * only instant is the command's `now`, turned into a Quebec calendar date and time by `localDateTime`. `dateFormatters`
 * gives the French and English formatters that show a date to people.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** An instant must state its offset: without one, `Date` would read it in the machine's own time zone. */
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

type Ymd = { year: number; month: number; day: number };

const parseDate = (date: string): Ymd | null => {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

const ymd = (date: string): Ymd => {
  const parsed = parseDate(date);
  if (!parsed) throw new RangeError(`Not a calendar date: ${date}`);
  return parsed;
};

const format = ({ year, month, day }: Ymd): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** A real calendar day in 'YYYY-MM-DD' form ('2025-02-29' is not one). */
export const isIsoDate = (value: string): boolean => parseDate(value) !== null;

/** -1, 0 or 1. Valid ISO dates sort as strings; the check keeps a malformed one from comparing silently. */
export const compareDates = (a: string, b: string): number => {
  ymd(a);
  ymd(b);
  return a < b ? -1 : a > b ? 1 : 0;
};

/** Calendar months later (or earlier when negative); the day is clamped to the month's end (01-31 + 1 → 02-28). */
export const addMonths = (date: string, months: number): string => {
  const { year, month, day } = ymd(date);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  return format({ year: newYear, month: newMonth, day: Math.min(day, daysInMonth(newYear, newMonth)) });
};

/**
 * Whole years lived on `onDate`. The birthday counts from its own day: someone born on 29 February turns a year older
 * on 1 March in a common year.
 */
export const ageOn = (birthDate: string, onDate: string): number => {
  const birth = ymd(birthDate);
  const on = ymd(onDate);
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
};

/** 'HH:MM' from 00:00 to 23:59. */
export const isTime = (value: string): boolean => TIME.test(value);

/** Minutes since midnight of an 'HH:MM' time. */
export const minutesOfDay = (time: string): number => {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`Not a time of day: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
};

/** An ISO 8601 instant with its offset ('2025-06-01T14:00:00Z', '2025-06-01T10:00:00-04:00'). */
export const isInstant = (value: string): boolean => {
  const match = INSTANT.exec(value);
  return match !== null && isIsoDate(match[1] ?? '') && !Number.isNaN(Date.parse(value));
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The interface's two languages (accounts' `Language`) and the locale each formats dates in. */
const LOCALES = { fr: 'fr-CA', en: 'en-CA' } as const;
type FormatterPair = Record<keyof typeof LOCALES, Intl.DateTimeFormat>;
const languageFormatters = new Map<string, FormatterPair>();

/**
 * French and English formatters for one set of options (the time zone among them), made once per process: building a
 * formatter costs far more than formatting with it (issue 34's profile), so a caller may ask on every call. Options
 * that differ only in the order of their keys share the pair.
 */
export const dateFormatters = (options: Intl.DateTimeFormatOptions): FormatterPair => {
  // The sorted keys as JSON.stringify's replacer: the key lists them in that order, whatever order the caller wrote.
  const key = JSON.stringify(options, Object.keys(options).sort());
  let pair = languageFormatters.get(key);
  if (!pair) {
    pair = { fr: new Intl.DateTimeFormat(LOCALES.fr, options), en: new Intl.DateTimeFormat(LOCALES.en, options) };
    languageFormatters.set(key, pair);
  }
  return pair;
};

/**
 * The calendar date and time of day that an instant shows on the wall clocks of `timeZone`, or null for something
 * that is not an instant. Daylight saving time comes from the runtime's time-zone data (Intl), not from our code.
 */
export const localDateTime = (instant: string, timeZone: string): { date: string; time: string } | null => {
  if (!isInstant(instant)) return null;
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
};

/** Calendar days later (or earlier when negative): plain date arithmetic, so a DST day still counts as one day. */
export const addDays = (date: string, days: number): string => {
  const { year, month, day } = ymd(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** The wall clock of `timeZone` at an instant, read as if it were UTC (milliseconds). */
const wallClockAt = (instantMs: number, timeZone: string): number => {
  const parts = formatterFor(timeZone).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
};

/**
 * The instant (ISO 8601 UTC) of a calendar date and time of day on the wall clocks of `timeZone`, or null when they
 * are not a date and a time. The offsets of half a day before and after are both tried, so either side of a
 * daylight-saving change is right: a time met twice (autumn) is its first occurrence, a time the clock skips (spring)
 * is read with the offset before the change (02:30 becomes 03:30 daylight time).
 */
export const zonedInstant = (date: string, time: string, timeZone: string): string | null => {
  const parsed = parseDate(date);
  const clock = TIME.exec(time);
  if (!parsed || !clock) return null;
  const wall = Date.UTC(parsed.year, parsed.month - 1, parsed.day, Number(clock[1]), Number(clock[2]));
  const halfDay = 12 * 3_600_000;
  const offsets = [wallClockAt(wall - halfDay, timeZone) - (wall - halfDay), wallClockAt(wall + halfDay, timeZone) - (wall + halfDay)];
  const candidates = offsets.map((offset) => wall - offset).sort((a, b) => a - b);
  const exact = candidates.find((candidate) => wallClockAt(candidate, timeZone) === wall);
  return new Date(exact ?? wall - (offsets[0] ?? 0)).toISOString();
};
