import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

type ReportAnswer = Answer<Api['admin']['cleaner-reports']['$get']>['items'][number];
/** A client's report of a cleaner; a cleaner without a display name is shown by their slug. */
export type CleanerReport = Omit<ReportAnswer, 'cleanerName'> & { cleanerName: string };

export const REPORTS_URL = client.admin['cleaner-reports'].$path();

/** `GET /api/admin/cleaner-reports` → `{ items }`, newest first. */
export async function fetchReports(): Promise<CleanerReport[]> {
  const { items } = await ok(client.admin['cleaner-reports'].$get());
  return items.map((report) => ({ ...report, cleanerName: report.cleanerName || report.cleanerSlug }));
}

export function useCleanerReports() {
  return useSWR(REPORTS_URL, fetchReports, { revalidateOnMount: true });
}
