import type postgres from 'postgres';

/** One month (Quebec time) of the last twelve: bookings completed in it and how many by eco-certified cleaners. */
export type ImpactMonth = { month: string; completedBookings: number; ecoCompletedBookings: number };

/**
 * The public eco-impact figures (docs/api/impact.md): counts of finished facts only, read from the bookings and
 * cleaner-search read models. A booking counts as done by an eco-certified cleaner when that cleaner is certified now
 * (the cleaner-search model keeps the current certification, not its history).
 */
export type ImpactFigures = {
  completedBookings: number;
  hoursCleaned: number;
  ecoCompletedBookings: number;
  /** Completed bookings where the cleaner brought the cleaning products. */
  suppliedCompletedBookings: number;
  activeCleaners: number;
  ecoCertifiedCleaners: number;
  citiesServed: number;
  months: ImpactMonth[];
};

/** The first day of the month `offset` months before `now`'s month, in Quebec (yyyy-mm). */
function monthKey(now: Date, offset: number): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit' }).format(now).split('-').map(Number);
  const index = year! * 12 + (month! - 1) - offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The figures as of `now`; the months run from eleven months before `now`'s month to that month, oldest first. */
export async function impactFigures(sql: postgres.Sql, now: Date): Promise<ImpactFigures> {
  const first = monthKey(now, 11);
  const [[totals], [cleaners], monthRows] = await Promise.all([
    sql<{ completed: string; hours: string | null; eco: string; supplied: string }[]>`
      select count(*) as completed, sum(b.duration_hours) as hours, count(*) filter (where p.eco_certified) as eco,
        count(*) filter (where b.cleaner_brings_supplies) as supplied
      from bookings b left join cleaner_profiles p on p.cleaner_id = b.cleaner_id
      where b.status = 'completed'`,
    // Public cleaners: the ones search shows (verified, not suspended).
    sql<{ active: string; eco: string; cities: string }[]>`
      select count(*) as active, count(*) filter (where p.eco_certified) as eco,
        (select count(distinct city) from cleaner_profiles q, unnest(q.service_city_ids || array[q.primary_city_id]) as city
          where q.verified and city is not null
            and not exists (select 1 from users u where u.id = q.cleaner_id and u.suspended_at is not null)) as cities
      from cleaner_profiles p
      where p.verified and not exists (select 1 from users u where u.id = p.cleaner_id and u.suspended_at is not null)`,
    sql<{ month: string; completed: string; eco: string }[]>`
      select to_char(coalesce(b.completed_at, b.ends_at) at time zone 'America/Toronto', 'YYYY-MM') as month,
        count(*) as completed, count(*) filter (where p.eco_certified) as eco
      from bookings b left join cleaner_profiles p on p.cleaner_id = b.cleaner_id
      where b.status = 'completed'
        and coalesce(b.completed_at, b.ends_at) >= (${`${first}-01`}::date::timestamp at time zone 'America/Toronto')
        and coalesce(b.completed_at, b.ends_at) <= ${now}
      group by 1`,
  ]);
  const byMonth = new Map(monthRows.map((row) => [row.month, row]));
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = monthKey(now, 11 - index);
    const row = byMonth.get(month);
    return { month, completedBookings: Number(row?.completed ?? 0), ecoCompletedBookings: Number(row?.eco ?? 0) };
  });
  return {
    completedBookings: Number(totals?.completed ?? 0),
    hoursCleaned: Number(totals?.hours ?? 0),
    ecoCompletedBookings: Number(totals?.eco ?? 0),
    suppliedCompletedBookings: Number(totals?.supplied ?? 0),
    activeCleaners: Number(cleaners?.active ?? 0),
    ecoCertifiedCleaners: Number(cleaners?.eco ?? 0),
    citiesServed: Number(cleaners?.cities ?? 0),
    months,
  };
}
