import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';
import type { ReportPeriod } from '../../../lib/report-period';

/** `GET /api/admin/cleaners/:cleanerId/analytics?from=&to=` (docs/api/admin-dashboard.md). Money in cents. */
export type CleanerAnalytics = Answer<Api['admin']['cleaners'][':cleanerId']['analytics']['$get']>;
export type AnalyticsWeek = CleanerAnalytics['series'][number];

export const cleanerAnalyticsUrl = (cleanerId: string, period: ReportPeriod | null) => {
  const query = period ? `?${new URLSearchParams(period).toString()}` : '';
  return `/api/admin/cleaners/${encodeURIComponent(cleanerId)}/analytics${query}`;
};

export const useCleanerAnalytics = (cleanerId: string, period: ReportPeriod | null) =>
  useSWR(cleanerAnalyticsUrl(cleanerId, period), (url: string) => api.get<CleanerAnalytics>(url));
