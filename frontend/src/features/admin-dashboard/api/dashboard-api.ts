import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';
import type { ReportPeriod } from '../../../lib/report-period';

/** The admin dashboard's API (docs/api/admin-dashboard.md). Money in cents. */
export type Dashboard = Answer<Api['admin']['dashboard']['$get']>;
export type AdminBookings = Answer<Api['admin']['bookings']['$get']>;
export type AdminBooking = AdminBookings['items'][number];

/** The routes read `?from=&to=&status=&page=` without a validator: Hono's input types do not list them, hence the arguments built apart. */
const dashboardArgs = (period: ReportPeriod | null) => ({ query: { ...(period ?? {}) } });
const bookingsArgs = (period: ReportPeriod | null, status: string | null, page: number) => ({
  query: { ...(period ?? {}), ...(status ? { status } : {}), ...(page > 1 ? { page: String(page) } : {}) },
});

export const dashboardUrl = (period: ReportPeriod | null) => client.admin.dashboard.$path(dashboardArgs(period));
export const adminBookingsUrl = (period: ReportPeriod | null, status: string | null, page: number) =>
  client.admin.bookings.$path(bookingsArgs(period, status, page));

export const useDashboard = (period: ReportPeriod | null) => useSWR(dashboardUrl(period), () => ok(client.admin.dashboard.$get(dashboardArgs(period))));

export const useAdminBookings = (period: ReportPeriod | null, status: string | null, page: number, enabled: boolean) =>
  useSWR(enabled ? adminBookingsUrl(period, status, page) : null, () => ok(client.admin.bookings.$get(bookingsArgs(period, status, page))), {
    keepPreviousData: true,
  });
