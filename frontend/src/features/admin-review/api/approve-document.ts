import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import { DOCUMENTS_URL, isDocumentsKey } from './list-documents';

/** `POST /api/admin/documents/:id/approve` → `{ status: 'approved', cleanerVerified }`. */
export async function approveDocument(documentId: string): Promise<{ cleanerVerified: boolean }> {
  const { cleanerVerified } = await ok(client.admin.documents[':id'].approve.$post({ param: pathParams({ id: documentId }) }));
  return { cleanerVerified };
}

/** Every list is read again afterwards: the document moves from one status to another. */
export function useApproveDocument() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${DOCUMENTS_URL}#approve`, (_key: string, { arg }: { arg: string }) => approveDocument(arg), {
    onSuccess: () => void mutate(isDocumentsKey),
  });
}
