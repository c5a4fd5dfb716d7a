import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';
import type { ReportPeriod } from '../../../lib/report-period';

/** The admin dashboard's API (docs/api/admin-dashboard.md). Money in cents. */
export type Dashboard = Answer<Api['admin']['dashboard']['$get']>;
export type AdminBookings = Answer<Api['admin']['bookings']['$get']>;
export type AdminBooking = AdminBookings['items'][number];

const withPeriod = (path: string, period: ReportPeriod | null, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({ ...(period ?? {}), ...extra });
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
};

export const dashboardUrl = (period: ReportPeriod | null) => withPeriod('/api/admin/dashboard', period);
export const adminBookingsUrl = (period: ReportPeriod | null, status: string | null, page: number) =>
  withPeriod('/api/admin/bookings', period, { ...(status ? { status } : {}), ...(page > 1 ? { page: String(page) } : {}) });

export const useDashboard = (period: ReportPeriod | null) => useSWR(dashboardUrl(period), (url: string) => api.get<Dashboard>(url));

export const useAdminBookings = (period: ReportPeriod | null, status: string | null, page: number, enabled: boolean) =>
  useSWR(enabled ? adminBookingsUrl(period, status, page) : null, (url: string) => api.get<AdminBookings>(url), { keepPreviousData: true });
