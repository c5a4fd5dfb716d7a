import { addDays, compareDates, quebecDateOf } from '@weklean/domain';
import { DAY_BUCKETS_UP_TO, type Period } from '@weklean/projections';
import type { Translate } from '../i18n/server-i18n';
import { refuse } from '../http/refusal';

/** The longest period one report reads: a year and a day (a leap year's). */
export const PERIOD_MAX_DAYS = 366;
/** Without `?from=&to=`, the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;

/** A real calendar day written 'YYYY-MM-DD' ('2026-02-30' is not one). */
const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const invalid = (t: Translate, field: 'from' | 'to' | 'period', key: string) => {
  const message = t(`admin-dashboard:api.${key}`, { max: PERIOD_MAX_DAYS });
  // The one error handler writes the refusal; its message is the period's own, in the request's language.
  return refuse('validation', 400, {}, { message, issues: [{ field, message }] });
};

/**
 * The `?from=&to=` of an admin report: Quebec calendar dates, both included; one alone is taken with the default
 * length before or after it. A bad date, `from` after `to` or a period over 366 days is a 400 `validation`.
 */
export function periodOf(query: { from?: string | undefined; to?: string | undefined }, now: Date, t: Translate): Period {
  const { from: askedFrom, to: askedTo } = query;
  if (askedFrom !== undefined && askedFrom !== '' && !isIsoDate(askedFrom)) throw invalid(t, 'from', 'date');
  if (askedTo !== undefined && askedTo !== '' && !isIsoDate(askedTo)) throw invalid(t, 'to', 'date');
  const today = quebecDateOf(now.toISOString())!;
  const to = askedTo || (askedFrom ? addDays(askedFrom, DEFAULT_PERIOD_DAYS - 1) : today);
  const from = askedFrom || addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  if (compareDates(from, to) > 0) throw invalid(t, 'period', 'fromAfterTo');
  const days = dayCount(from, to);
  if (days > PERIOD_MAX_DAYS) throw invalid(t, 'period', 'tooLong');
  return { from, to, bucket: days > DAY_BUCKETS_UP_TO ? 'week' : 'day' };
}
