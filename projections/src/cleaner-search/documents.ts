import type { CleanerEvent } from '@weklean/domain';
import type { Tx } from '@weklean/platform';

/** The documents a cleaner sent for verification, as the admin review queue lists them. */
export const DOCUMENT_EVENTS = ['CleanerDocumentSubmitted', 'CleanerDocumentApproved', 'CleanerDocumentRejected'] as const;
export type DocumentEvent = Extract<CleanerEvent, { type: (typeof DOCUMENT_EVENTS)[number] }>;

export async function applyDocumentEvent(tx: Tx, cleanerId: string, event: DocumentEvent): Promise<void> {
  switch (event.type) {
    case 'CleanerDocumentSubmitted': {
      const d = event.data;
      await tx`
        insert into cleaner_documents (document_id, cleaner_id, document_type, file_id, content_type, size_bytes, issued_on, status, submitted_at)
        values (${d.documentId}, ${cleanerId}, ${d.documentType}, ${d.fileId}, ${d.contentType}, ${d.sizeBytes}, ${d.issuedOn}, 'pending', ${d.submittedAt})
        on conflict (document_id) do nothing`;
      return;
    }
    case 'CleanerDocumentApproved':
      await tx`
        update cleaner_documents set status = 'approved', decided_at = ${event.data.approvedAt}, decided_by = ${event.data.adminId}
        where document_id = ${event.data.documentId}`;
      return;
    case 'CleanerDocumentRejected':
      await tx`
        update cleaner_documents set status = 'rejected', reason = ${event.data.reason}, decided_at = ${event.data.rejectedAt},
          decided_by = ${event.data.adminId}
        where document_id = ${event.data.documentId}`;
      return;
  }
}
