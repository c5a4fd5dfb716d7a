import type { TFunction } from 'i18next';

/** A response time as people say it: "45 minutes" under an hour, "4 h 48" / "4 h 48 min" beyond (requests expire at 24 h). */
export function formatResponseTime(minutes: number, t: TFunction<'admin-cleaner-analytics'>, formatCount: (value: number) => string): string {
  const whole = Math.round(minutes);
  if (whole < 60) return t('minutes', { count: whole, value: formatCount(whole) });
  return t('hoursMinutes', { hours: formatCount(Math.floor(whole / 60)), minutes: String(whole % 60).padStart(2, '0') });
}
