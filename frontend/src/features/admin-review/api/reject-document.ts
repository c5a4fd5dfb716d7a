import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import { DOCUMENTS_URL, isDocumentsKey } from './list-documents';

export type Rejection = { documentId: string; reason: string };

/** `POST /api/admin/documents/:id/reject` `{ reason }` → `{ status: 'rejected' }`; the cleaner sees the reason. */
export async function rejectDocument({ documentId, reason }: Rejection): Promise<void> {
  await ok(client.admin.documents[':id'].reject.$post({ param: pathParams({ id: documentId }), json: { reason } }));
}

export function useRejectDocument() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${DOCUMENTS_URL}#reject`, (_key: string, { arg }: { arg: Rejection }) => rejectDocument(arg), {
    onSuccess: () => void mutate(isDocumentsKey),
  });
}
