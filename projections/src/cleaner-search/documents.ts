import type { CleanerEvent } from '@weklean/domain';
import type { Tx } from '@weklean/platform';

/** The documents a cleaner sent for verification, as the admin review queue lists them; an approved background check dates the badge. */
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
      // The latest approved background check dates the badge of the search row (as the domain's `backgroundCheckIssuedOn`).
      if (event.data.documentType === 'background_check') {
        await tx`
          update cleaner_profiles p set background_check_issued_on = d.issued_on
          from cleaner_documents d where d.document_id = ${event.data.documentId} and p.cleaner_id = d.cleaner_id`;
      }
      return;
    case 'CleanerDocumentRejected':
      await tx`
        update cleaner_documents set status = 'rejected', reason = ${event.data.reason}, decided_at = ${event.data.rejectedAt},
          decided_by = ${event.data.adminId}
        where document_id = ${event.data.documentId}`;
      return;
  }
}
