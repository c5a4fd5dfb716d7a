import { addDays, QUEBEC_TIME_ZONE, zonedInstant } from '@weklean/domain';

/**
 * A period of the admin's reports: Quebec calendar days `from` to `to`, both included, and the buckets its series
 * are cut in (days, or weeks starting on Monday once the period is longer than `DAY_BUCKETS_UP_TO` days).
 */
export type Period = { from: string; to: string; bucket: 'day' | 'week' };

export const DAY_BUCKETS_UP_TO = 92;

/** The instants the period covers: from `from` at midnight in Quebec to `to + 1` at midnight, excluded. */
export const instantsOf = (period: Pick<Period, 'from' | 'to'>) => ({
  start: zonedInstant(period.from, '00:00', QUEBEC_TIME_ZONE)!,
  end: zonedInstant(addDays(period.to, 1), '00:00', QUEBEC_TIME_ZONE)!,
});

const dayOfWeek = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The Monday on or before a date. */
export const mondayOf = (date: string) => addDays(date, -((dayOfWeek(date) + 6) % 7));

/** Every bucket's first day, in order: each day of the period, or each week's Monday from the week of `from`. */
export function bucketsOf(period: Period): string[] {
  const buckets: string[] = [];
  const step = period.bucket === 'day' ? 1 : 7;
  for (let date = period.bucket === 'day' ? period.from : mondayOf(period.from); date <= period.to; date = addDays(date, step)) buckets.push(date);
  return buckets;
}

/** The SQL expression's time zone and truncation unit for a bucket (read by the queries). */
export const SQL_TIME_ZONE = QUEBEC_TIME_ZONE;
