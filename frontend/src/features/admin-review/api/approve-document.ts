import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { DOCUMENTS_URL, isDocumentsKey } from './list-documents';

/** `POST /api/admin/documents/:id/approve` → `{ status: 'approved', cleanerVerified }`. */
export async function approveDocument(documentId: string): Promise<{ cleanerVerified: boolean }> {
  const body = await api.post(`${DOCUMENTS_URL}/${encodeURIComponent(documentId)}/approve`);
  return { cleanerVerified: typeof body === 'object' && body !== null && 'cleanerVerified' in body && body.cleanerVerified === true };
}

/** Every list is read again afterwards: the document moves from one status to another. */
export function useApproveDocument() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${DOCUMENTS_URL}#approve`, (_key: string, { arg }: { arg: string }) => approveDocument(arg), {
    onSuccess: () => void mutate(isDocumentsKey),
  });
}
