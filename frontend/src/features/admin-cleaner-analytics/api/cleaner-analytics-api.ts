import useSWR from 'swr';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';
import type { ReportPeriod } from '../../../lib/report-period';

/** `GET /api/admin/cleaners/:cleanerId/analytics?from=&to=` (docs/api/admin-dashboard.md). Money in cents. */
export type CleanerAnalytics = Answer<Api['admin']['cleaners'][':cleanerId']['analytics']['$get']>;
export type AnalyticsWeek = CleanerAnalytics['series'][number];

const analytics = client.admin.cleaners[':cleanerId'].analytics;
/** The route reads `?from=&to=` without a validator: Hono's input types do not list them, hence the arguments built apart. */
const analyticsArgs = (cleanerId: string, period: ReportPeriod | null) => ({ param: pathParams({ cleanerId }), query: { ...(period ?? {}) } });

export const cleanerAnalyticsUrl = (cleanerId: string, period: ReportPeriod | null) => analytics.$path(analyticsArgs(cleanerId, period));

export const useCleanerAnalytics = (cleanerId: string, period: ReportPeriod | null) =>
  useSWR(cleanerAnalyticsUrl(cleanerId, period), () => ok(analytics.$get(analyticsArgs(cleanerId, period))));
