import type { DocumentStatus } from '@weklean/domain';
import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/** A cleaner's document waiting for, or past, an admin's decision (docs/api/admin-review.md). */
export type ReviewDocument = Answer<Api['admin']['documents']['$get']>['items'][number];

const documents = client.admin.documents;
export const DOCUMENTS_URL = documents.$path();

export function documentsUrl(status: DocumentStatus): string {
  return documents.$path({ query: { status } });
}

/** SWR keys of every status's list, to read them again after a decision. */
export function isDocumentsKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(`${DOCUMENTS_URL}?`);
}

/** `GET /api/admin/documents?status=` → `{ items }`, oldest submission first. */
export async function fetchDocuments(status: DocumentStatus): Promise<ReviewDocument[]> {
  return (await ok(documents.$get({ query: { status } }))).items;
}

/** Read again on every visit: cleaners keep sending documents. */
export function useReviewDocuments(status: DocumentStatus) {
  return useSWR(documentsUrl(status), () => fetchDocuments(status), { revalidateOnMount: true });
}
