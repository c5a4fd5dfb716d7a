import { BOOKING_STATUSES, LEDGER_ACCOUNTS, type BookingStatus } from '@weklean/domain';
import type postgres from 'postgres';
import { bucketsOf, instantsOf, SQL_TIME_ZONE, type Period } from './period';

/**
 * The admin dashboard's figures (docs/api/admin-dashboard.md): read from several read models at once (bookings, the
 * ledger, the cleaners' documents and reports) and the accounts, so they live in a folder of their own; nothing here
 * writes. Every sum is in integer cents.
 */

export type DashboardFigures = {
  bookingsByStatus: Record<BookingStatus, number>;
  grossBookingValueCents: number;
  platformRevenueCents: number;
  refundsCents: number;
  newClients: number;
  newCleaners: number;
  cleanersAwaitingReview: number;
  reportsWaiting: number;
};

export type DashboardPoint = {
  date: string;
  bookings: number;
  grossBookingValueCents: number;
  platformRevenueCents: number;
  refundsCents: number;
  newClients: number;
  newCleaners: number;
};

/** `to_char(date_trunc(bucket, column in Quebec), 'YYYY-MM-DD')`: the bucket's first Quebec day of an instant column. */
const bucketOf = (sql: postgres.Sql, unit: Period['bucket'], column: string) =>
  sql`to_char(date_trunc(${unit}::text, ${sql(column)} at time zone ${SQL_TIME_ZONE}), 'YYYY-MM-DD')`;

const { clientFunds, platformFeeIncome, instantPayoutFeeIncome, refundsPayable } = LEDGER_ACCOUNTS;

/**
 * Gross booking value: what clients were charged (the charges' credits to the client funds held). Platform revenue:
 * the service fees of the bookings' earnings once posted, plus the instant payouts' fees net of those given back.
 * Refunds: the money the provider returned to clients (the refunds paid). All by the date they were posted.
 */
async function moneyByBucket(sql: postgres.Sql, period: Period, start: string, end: string) {
  return sql<{ bucket: string; gross: string; revenue: string; refunds: string }[]>`
    select ${bucketOf(sql, period.bucket, 'posted_at')} as bucket,
      coalesce(sum(amount_cents) filter (where account = ${clientFunds} and side = 'credit' and phase = 'single'), 0)::text as gross,
      coalesce(sum(case when side = 'credit' then amount_cents else -amount_cents end)
        filter (where account in (${platformFeeIncome}, ${instantPayoutFeeIncome}) and phase in ('single', 'post')), 0)::text as revenue,
      coalesce(sum(amount_cents) filter (where account = ${refundsPayable} and side = 'debit'), 0)::text as refunds
    from ledger_lines
    where posted_at >= ${start} and posted_at < ${end}
    group by 1`;
}

export async function dashboardOf(sql: postgres.Sql, period: Period): Promise<{ figures: DashboardFigures; series: DashboardPoint[] }> {
  const { start, end } = instantsOf(period);
  const [bookingRows, moneyRows, userRows, [waiting]] = await Promise.all([
    sql<{ bucket: string; status: BookingStatus; n: number }[]>`
      select ${bucketOf(sql, period.bucket, 'requested_at')} as bucket, status, count(*)::int as n
      from bookings where requested_at >= ${start} and requested_at < ${end}
      group by 1, 2`,
    moneyByBucket(sql, period, start, end),
    sql<{ bucket: string; role: 'client' | 'cleaner'; n: number }[]>`
      select ${bucketOf(sql, period.bucket, 'created_at')} as bucket, role, count(*)::int as n
      from users where role in ('client', 'cleaner') and created_at >= ${start} and created_at < ${end}
      group by 1, 2`,
    sql<{ cleaners: number; reports: number }[]>`
      select (select count(distinct cleaner_id) from cleaner_documents where status = 'pending')::int as cleaners,
             (select count(*) from cleaner_feedback where type = 'report')::int as reports`,
  ]);
  const series = new Map<string, DashboardPoint>(
    bucketsOf(period).map((date) => [date, { date, bookings: 0, grossBookingValueCents: 0, platformRevenueCents: 0, refundsCents: 0, newClients: 0, newCleaners: 0 }]),
  );
  const pointOf = (bucket: string) => series.get(bucket);
  const bookingsByStatus = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<BookingStatus, number>;
  for (const row of bookingRows) {
    bookingsByStatus[row.status] = (bookingsByStatus[row.status] ?? 0) + row.n;
    const point = pointOf(row.bucket);
    if (point) point.bookings += row.n;
  }
  for (const row of moneyRows) {
    const point = pointOf(row.bucket);
    if (!point) continue;
    point.grossBookingValueCents += Number(row.gross);
    point.platformRevenueCents += Number(row.revenue);
    point.refundsCents += Number(row.refunds);
  }
  for (const row of userRows) {
    const point = pointOf(row.bucket);
    if (point && row.role === 'client') point.newClients += row.n;
    if (point && row.role === 'cleaner') point.newCleaners += row.n;
  }
  const points = [...series.values()];
  const total = (key: keyof Omit<DashboardPoint, 'date'>) => points.reduce((sum, point) => sum + point[key], 0);
  return {
    figures: {
      bookingsByStatus,
      grossBookingValueCents: total('grossBookingValueCents'),
      platformRevenueCents: total('platformRevenueCents'),
      refundsCents: total('refundsCents'),
      newClients: total('newClients'),
      newCleaners: total('newCleaners'),
      cleanersAwaitingReview: waiting?.cleaners ?? 0,
      reportsWaiting: waiting?.reports ?? 0,
    },
    series: points,
  };
}

export type AdminBookingRow = {
  booking_id: string;
  status: BookingStatus;
  client_id: string;
  client_name: string | null;
  cleaner_id: string;
  cleaner_name: string | null;
  starts_at: Date;
  requested_at: Date;
  final_price_cents: number;
  cancellation_fee_cents: number;
};

/** The bookings requested in the period (of one status, or all), newest request first, a page at a time. */
export async function adminBookings(sql: postgres.Sql, filter: { from: string; to: string; status: BookingStatus | null; page: number; pageSize: number }) {
  const { start, end } = instantsOf(filter);
  const rows = await sql<(AdminBookingRow & { total: number })[]>`
    select b.booking_id, b.status, b.client_id, client.name as client_name, b.cleaner_id,
           coalesce(p.display_name, cleaner.name) as cleaner_name, b.starts_at, b.requested_at, b.final_price_cents,
           b.cancellation_fee_cents, count(*) over ()::int as total
    from bookings b
    left join users client on client.id = b.client_id
    left join users cleaner on cleaner.id = b.cleaner_id
    left join cleaner_profiles p on p.cleaner_id = b.cleaner_id
    where b.requested_at >= ${start} and b.requested_at < ${end} and (${filter.status}::text is null or b.status = ${filter.status})
    order by b.requested_at desc, b.booking_id
    limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`;
  if (rows.length > 0 || filter.page === 1) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end: the total still says how many there are.
  const [count] = await sql<{ total: number }[]>`
    select count(*)::int as total from bookings
    where requested_at >= ${start} and requested_at < ${end} and (${filter.status}::text is null or status = ${filter.status})`;
  return { rows, total: count?.total ?? 0 };
}
