/**
 * The period of the admin's reports (docs/api/admin-dashboard.md): Quebec calendar days `from` to `to`, both included,
 * kept in the address as `?from=&to=`. Without them the server's default applies (the last 30 days).
 */
export type ReportPeriod = { from: string; to: string };

export const PERIOD_PRESETS = ['7d', '30d', '90d', '12m'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const DAYS: Record<PeriodPreset, number> = { '7d': 7, '30d': 30, '90d': 90, '12m': 365 };

/** Today on the Quebec calendar. */
export const quebecToday = (now: Date = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(now);

export const addDays = (date: string, days: number): string => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
};

/** The preset's days, today included. */
export const presetPeriod = (preset: PeriodPreset, today: string): ReportPeriod => ({ from: addDays(today, -(DAYS[preset] - 1)), to: today });

/** The preset a period is, if any. */
export const presetOf = (period: ReportPeriod, today: string): PeriodPreset | null =>
  PERIOD_PRESETS.find((preset) => {
    const candidate = presetPeriod(preset, today);
    return candidate.from === period.from && candidate.to === period.to;
  }) ?? null;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The period asked in the address, or null (both bounds or neither). */
export function periodFromSearch(search: URLSearchParams): ReportPeriod | null {
  const from = search.get('from');
  const to = search.get('to');
  return from !== null && to !== null && DATE.test(from) && DATE.test(to) ? { from, to } : null;
}
