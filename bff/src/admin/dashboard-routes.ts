import { BOOKING_STATUSES, type BookingStatus } from '@weklean/domain';
import { adminBookings, dashboardOf } from '@weklean/projections';
import { Hono, type Context } from 'hono';
import type postgres from 'postgres';
import { noStore } from '../http/no-store';
import { isWellFormed } from '../http/params';
import { refuse } from '../http/refusal';
import { requireRole, type RoleEnv } from '../http/require-role';
import { cleanerAnalytics } from './cleaner-analytics';
import { periodOf } from './dashboard-period';

export const ADMIN_BOOKINGS_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

type AdminContext = Context<RoleEnv<'admin'>>;

const periodOfRequest = (c: AdminContext, now: Date) => periodOf({ from: c.req.query('from'), to: c.req.query('to') }, now, c.get('t'));

const invalidParam = (c: AdminContext, field: string) => {
  const message = c.get('t')('validation.invalid');
  return refuse('validation', 400, {}, { message, issues: [{ field, message }] });
};

function statusOf(c: AdminContext): BookingStatus | null {
  const status = c.req.query('status');
  if (status === undefined || status === '') return null;
  if (!(BOOKING_STATUSES as readonly string[]).includes(status)) throw invalidParam(c, 'status');
  return status as BookingStatus;
}

function pageOf(c: AdminContext): number {
  const page = c.req.query('page');
  if (page === undefined || page === '') return 1;
  if (!/^\d{1,5}$/.test(page) || Number(page) < 1 || Number(page) > MAX_PAGE) throw invalidParam(c, 'page');
  return Number(page);
}

/**
 * `/api/admin` (docs/api/admin-dashboard.md), admins only: the dashboard's figures and series over a period, the
 * bookings behind its counts, and one cleaner's analytics.
 */
export const adminDashboardRoutes = (deps: { sql: postgres.Sql; clock: () => Date }) =>
  new Hono<RoleEnv<'admin'>>()
    .use('*', noStore)
    .use('*', requireRole('admin'))
    .get('/dashboard', async (c) => {
      const period = periodOfRequest(c, deps.clock());
      const { figures, series } = await dashboardOf(deps.sql, period);
      return c.json({ from: period.from, to: period.to, bucket: period.bucket, figures, series }, 200);
    })
    .get('/bookings', async (c) => {
      const period = periodOfRequest(c, deps.clock());
      const status = statusOf(c);
      const page = pageOf(c);
      const { rows, total } = await adminBookings(deps.sql, { from: period.from, to: period.to, status, page, pageSize: ADMIN_BOOKINGS_PAGE_SIZE });
      return c.json(
        {
          from: period.from,
          to: period.to,
          status,
          page,
          pageSize: ADMIN_BOOKINGS_PAGE_SIZE,
          total,
          items: rows.map((row) => ({
            id: row.booking_id,
            status: row.status,
            client: { id: row.client_id, name: row.client_name },
            cleaner: { id: row.cleaner_id, name: row.cleaner_name },
            startsAt: row.starts_at.toISOString(),
            requestedAt: row.requested_at.toISOString(),
            finalPriceCents: row.final_price_cents,
            cancellationFeeCents: row.cancellation_fee_cents,
          })),
        },
        200,
      );
    })
    .get('/cleaners/:cleanerId/analytics', async (c) => {
      const cleanerId = c.req.param('cleanerId');
      // An id of another shape names no cleaner: the same 404, before any query.
      if (!isWellFormed(cleanerId, 'lowercaseUuid')) throw refuse('cleaners.not-found', 404);
      const period = periodOfRequest(c, deps.clock());
      const analytics = await cleanerAnalytics(deps.sql, cleanerId, period);
      if (!analytics) throw refuse('cleaners.not-found', 404);
      return c.json({ from: period.from, to: period.to, ...analytics }, 200);
    });
