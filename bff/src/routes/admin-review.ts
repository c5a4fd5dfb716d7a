import { type CommandHandler } from '@weklean/platform';
import { cleanerTarget } from '@weklean/domain';
import { Hono, type Context } from 'hono';
import { RejectDocumentSchema, type VerificationDocumentType, objectSchema } from '@weklean/domain';
import type postgres from 'postgres';
import { fileUrl } from '../cleaners/cleaner-queries';
import { jsonBody, queryParams } from '../http/validation';
import * as v from 'valibot';
import { requireRole, type RoleEnv } from '../http/require-role';
import { refuse } from '../http/refusal';


type DocumentRow = {
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

const StatusQuery = objectSchema({ status: v.optional(v.picklist(['pending', 'approved', 'rejected']), 'pending') });

/** /api/admin: the profile review (verification documents) and the reports on cleaners. */
export const adminReviewRoutes = (deps: { sql: postgres.Sql; commands: CommandHandler; clock: () => Date }) => {
  const documentOf = async (c: Context<RoleEnv<'admin'>>) => {
    const id = c.req.param('id') ?? '';
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    const [row] = await deps.sql<{ cleaner_id: string }[]>`select cleaner_id from cleaner_documents where document_id = ${id}`;
    return row ? { documentId: id, cleanerId: row.cleaner_id } : null;
  };
  return new Hono<RoleEnv<'admin'>>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireRole('admin'))
    .get('/documents', queryParams(StatusQuery), async (c) => {
      const rows = await deps.sql<DocumentRow[]>`
        select d.document_id, d.cleaner_id, p.display_name, d.document_type, d.status, d.reason,
               to_char(d.issued_on, 'YYYY-MM-DD') as issued_on, d.submitted_at, d.content_type, d.size_bytes, d.file_id
        from cleaner_documents d left join cleaner_profiles p on p.cleaner_id = d.cleaner_id
        where d.status = ${c.req.valid('query').status}
        order by d.submitted_at, d.document_id limit 500`;
      return c.json(
        {
          items: rows.map((r) => ({
            id: r.document_id,
            cleanerId: r.cleaner_id,
            cleanerName: r.display_name,
            type: r.document_type,
            status: r.status,
            reason: r.reason,
            issuedOn: r.issued_on,
            submittedAt: r.submitted_at.toISOString(),
            contentType: r.content_type,
            sizeBytes: r.size_bytes,
            fileUrl: fileUrl(r.file_id),
          })),
        },
        200,
      );
    })
    .post('/documents/:id/approve', async (c) => {
      const adminId = c.get('user').id;
      const document = await documentOf(c);
      if (!document) throw refuse('document.not-found', 404);
      const { state } = await deps.commands.execute(cleanerTarget(document.cleanerId), 'ApproveDocument', { documentId: document.documentId, adminId }, { userId: adminId, now: deps.clock() });
      return c.json({ status: 'approved', cleanerVerified: state.verificationStatus === 'verified' }, 200);
    })
    .post('/documents/:id/reject', jsonBody(RejectDocumentSchema), async (c) => {
      const adminId = c.get('user').id;
      const document = await documentOf(c);
      if (!document) throw refuse('document.not-found', 404);
      const { reason } = c.req.valid('json');
      await deps.commands.execute(cleanerTarget(document.cleanerId), 'RejectDocument', { documentId: document.documentId, adminId, reason }, { userId: adminId, now: deps.clock() });
      return c.json({ status: 'rejected' }, 200);
    })
    .get('/cleaner-reports', async (c) => {
      const rows = await deps.sql<{ slug: string; display_name: string; reason: string; created_at: Date }[]>`
        select p.slug, p.display_name, f.reason, f.created_at
        from cleaner_feedback f join cleaner_profiles p on p.cleaner_id = f.cleaner_id
        where f.type = 'report' order by f.created_at desc limit 500`;
      return c.json(
        { items: rows.map((r) => ({ cleanerSlug: r.slug, cleanerName: r.display_name, reason: r.reason, createdAt: r.created_at.toISOString() })) },
        200,
      );
    });
};
