import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type CleanerReport = { cleanerSlug: string; cleanerName: string; reason: string | null; createdAt: string };

export const REPORTS_URL = '/api/admin/cleaner-reports';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function parseReport(value: unknown): CleanerReport | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const cleanerSlug = text(fields.cleanerSlug);
  const createdAt = text(fields.createdAt);
  if (cleanerSlug === null || createdAt === null) return null;
  return { cleanerSlug, cleanerName: text(fields.cleanerName) ?? cleanerSlug, reason: text(fields.reason), createdAt };
}

/** `GET /api/admin/cleaner-reports` → `{ items }`, newest first. */
export async function fetchReports(url: string): Promise<CleanerReport[]> {
  const body = await api.get(url);
  const items = typeof body === 'object' && body !== null && 'items' in body ? body.items : null;
  if (!Array.isArray(items)) throw new Error('Unexpected reports answer');
  return items.flatMap((item: unknown) => parseReport(item) ?? []);
}

export function useCleanerReports() {
  return useSWR(REPORTS_URL, fetchReports, { revalidateOnMount: true });
}
