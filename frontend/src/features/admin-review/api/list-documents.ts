import { DOCUMENT_STATUSES, VERIFICATION_DOCUMENT_TYPES, type DocumentStatus, type VerificationDocumentType } from '@weklean/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type ReviewDocument = {
  id: string;
  cleanerId: string;
  cleanerName: string | null;
  type: VerificationDocumentType;
  status: DocumentStatus;
  reason: string | null;
  issuedOn: string | null;
  submittedAt: string;
  contentType: string;
  sizeBytes: number;
  fileUrl: string | null;
};

export const DOCUMENTS_URL = '/api/admin/documents';

export function documentsUrl(status: DocumentStatus): string {
  return `${DOCUMENTS_URL}?${new URLSearchParams({ status }).toString()}`;
}

/** SWR keys of every status's list, to read them again after a decision. */
export function isDocumentsKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(`${DOCUMENTS_URL}?`);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  (values as readonly unknown[]).includes(value) ? (value as T) : null;

export function parseReviewDocument(value: unknown): ReviewDocument | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const id = text(fields.id);
  const cleanerId = text(fields.cleanerId);
  const type = oneOf(VERIFICATION_DOCUMENT_TYPES, fields.type);
  const status = oneOf(DOCUMENT_STATUSES, fields.status);
  const submittedAt = text(fields.submittedAt);
  if (id === null || cleanerId === null || type === null || status === null || submittedAt === null) return null;
  return {
    id,
    cleanerId,
    cleanerName: text(fields.cleanerName),
    type,
    status,
    reason: text(fields.reason),
    issuedOn: text(fields.issuedOn),
    submittedAt,
    contentType: text(fields.contentType) ?? '',
    sizeBytes: typeof fields.sizeBytes === 'number' ? fields.sizeBytes : 0,
    fileUrl: text(fields.fileUrl),
  };
}

/** `GET /api/admin/documents?status=` → `{ items }`, oldest submission first. */
export async function fetchDocuments(url: string): Promise<ReviewDocument[]> {
  const body = await api.get(url);
  const items = typeof body === 'object' && body !== null && 'items' in body ? body.items : null;
  if (!Array.isArray(items)) throw new Error('Unexpected documents answer');
  return items.flatMap((item: unknown) => parseReviewDocument(item) ?? []);
}

/** Read again on every visit: cleaners keep sending documents. */
export function useReviewDocuments(status: DocumentStatus) {
  return useSWR(documentsUrl(status), fetchDocuments, { revalidateOnMount: true });
}
