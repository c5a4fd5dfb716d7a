import type { VerificationDocumentType } from '@weklean/domain';
import type postgres from 'postgres';

/** The queries of the cleaners' verification documents (documents.ts keeps them). */

export type DocumentRow = {
  document_id: string;
  cleaner_id: string;
  display_name: string | null;
  document_type: VerificationDocumentType;
  status: string;
  reason: string | null;
  issued_on: string | null;
  submitted_at: Date;
  content_type: string;
  size_bytes: number;
  file_id: string;
};

/** The admin review queue: documents of one status, oldest first, with their cleaner's name. */
export const documentsByStatus = (sql: postgres.Sql, status: 'pending' | 'approved' | 'rejected') =>
  sql<DocumentRow[]>`
    select d.document_id, d.cleaner_id, p.display_name, d.document_type, d.status, d.reason,
           to_char(d.issued_on, 'YYYY-MM-DD') as issued_on, d.submitted_at, d.content_type, d.size_bytes, d.file_id
    from cleaner_documents d left join cleaner_profiles p on p.cleaner_id = d.cleaner_id
    where d.status = ${status}
    order by d.submitted_at, d.document_id limit 500`;

/** Whose document this is, or null. */
export async function documentOwner(sql: postgres.Sql, documentId: string): Promise<string | null> {
  const [row] = await sql<{ cleaner_id: string }[]>`select cleaner_id from cleaner_documents where document_id = ${documentId}`;
  return row?.cleaner_id ?? null;
}

/** A cleaner's documents as decided: the reason of a refusal and when it was sent (the stream has the rest). */
export const documentDecisions = (sql: postgres.Sql, cleanerId: string) =>
  sql<{ document_id: string; reason: string | null; submitted_at: Date }[]>`
    select document_id, reason, submitted_at from cleaner_documents where cleaner_id = ${cleanerId}`;
