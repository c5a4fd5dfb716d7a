import { QUEBEC_TIME_ZONE } from '@weklean/domain';
import type postgres from 'postgres';

/** One row of the site's traffic (migration 20261128040100): nothing in it names a person. */
export type AnalyticsRow = {
  visitorId: string;
  kind: 'pageview' | 'heartbeat' | 'error';
  path: string;
  referrerHost: string | null;
  language: 'fr' | 'en';
  brand: string;
  role: 'client' | 'cleaner' | 'admin' | null;
  device: 'mobile' | 'desktop';
  message: string | null;
  source: string | null;
  line: number | null;
  at: Date;
};

/** How long the traffic is kept (issue 16): 13 months. */
export const ANALYTICS_RETENTION_MONTHS = 13;

/** Stores a batch of events (one statement). */
export async function recordAnalyticsEvents(sql: postgres.Sql, rows: readonly AnalyticsRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((row) => ({
    visitor_id: row.visitorId,
    kind: row.kind,
    path: row.path,
    referrer_host: row.referrerHost,
    language: row.language,
    brand: row.brand,
    role: row.role,
    device: row.device,
    message: row.message,
    source: row.source,
    line: row.line,
    at: row.at,
  }));
  await sql`insert into analytics_events ${sql(values)}`;
}

/** The instant before which traffic is deleted: 13 months before `now`. */
export const analyticsCutoff = (now: Date): Date => {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ANALYTICS_RETENTION_MONTHS);
  return cutoff;
};

/** Deletes the traffic older than 13 months before `now`; returns how many rows went. */
export async function deleteExpiredAnalytics(sql: postgres.Sql, now: Date): Promise<number> {
  const result = await sql`delete from analytics_events where at < ${analyticsCutoff(now)}`;
  return result.count;
}

export type TrafficFigures = {
  from: string;
  to: string;
  totals: { pageViews: number; visitors: number; visits: number; heartbeats: number; errors: number };
  days: { date: string; pageViews: number; visitors: number }[];
  topPages: { path: string; pageViews: number; visitors: number }[];
  errors: { message: string; path: string; count: number; lastAt: string }[];
};

/**
 * The traffic from `from` to `to` (Quebec calendar dates, both included): page views and unique visitors per day
 * (every day of the period, empty ones at 0), the most viewed pages, the errors grouped by message and page, and the
 * heartbeats. A visit is a visitor's day.
 */
export async function trafficFigures(sql: postgres.Sql, from: string, to: string): Promise<TrafficFigures> {
  const start = sql`((${from}::date)::timestamp at time zone ${QUEBEC_TIME_ZONE})`;
  const end = sql`(((${to}::date) + 1)::timestamp at time zone ${QUEBEC_TIME_ZONE})`;
  const [totals] = await sql<{ page_views: number; visitors: number; visits: number; heartbeats: number; errors: number }[]>`
    select
      count(*) filter (where kind = 'pageview')::int as page_views,
      count(distinct visitor_id) filter (where kind = 'pageview')::int as visitors,
      count(distinct (visitor_id, (at at time zone ${QUEBEC_TIME_ZONE})::date))::int as visits,
      count(*) filter (where kind = 'heartbeat')::int as heartbeats,
      count(*) filter (where kind = 'error')::int as errors
    from analytics_events where at >= ${start} and at < ${end}`;
  const days = await sql<{ date: string; page_views: number; visitors: number }[]>`
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(v.page_views, 0)::int as page_views, coalesce(v.visitors, 0)::int as visitors
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
    left join (
      select (at at time zone ${QUEBEC_TIME_ZONE})::date as day, count(*) as page_views, count(distinct visitor_id) as visitors
      from analytics_events where kind = 'pageview' and at >= ${start} and at < ${end} group by 1
    ) v on v.day = d.day::date
    order by d.day`;
  const topPages = await sql<{ path: string; page_views: number; visitors: number }[]>`
    select path, count(*)::int as page_views, count(distinct visitor_id)::int as visitors
    from analytics_events where kind = 'pageview' and at >= ${start} and at < ${end}
    group by path order by page_views desc, path limit 20`;
  const errors = await sql<{ message: string; path: string; count: number; last_at: Date }[]>`
    select coalesce(message, '') as message, path, count(*)::int as count, max(at) as last_at
    from analytics_events where kind = 'error' and at >= ${start} and at < ${end}
    group by 1, 2 order by count desc, last_at desc limit 50`;
  return {
    from,
    to,
    totals: {
      pageViews: totals?.page_views ?? 0,
      visitors: totals?.visitors ?? 0,
      visits: totals?.visits ?? 0,
      heartbeats: totals?.heartbeats ?? 0,
      errors: totals?.errors ?? 0,
    },
    days: days.map((day) => ({ date: day.date, pageViews: day.page_views, visitors: day.visitors })),
    topPages: topPages.map((page) => ({ path: page.path, pageViews: page.page_views, visitors: page.visitors })),
    errors: errors.map((error) => ({ message: error.message, path: error.path, count: error.count, lastAt: error.last_at.toISOString() })),
  };
}
