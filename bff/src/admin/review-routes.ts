import { type CommandHandler } from '@weklean/platform';
import { cleanerTarget } from '@weklean/domain';
import { Hono, type Context } from 'hono';
import { RejectDocumentSchema, objectSchema } from '@weklean/domain';
import type postgres from 'postgres';
import { cleanerReports, documentOwner, documentsByStatus, fileUrl } from '@weklean/projections';
import { jsonBody, queryParams } from '../http/validation';
import * as v from 'valibot';
import { requireRole, type RoleEnv } from '../http/require-role';
import { refuse } from '../http/refusal';


const StatusQuery = objectSchema({ status: v.optional(v.picklist(['pending', 'approved', 'rejected']), 'pending') });

/** /api/admin: the profile review (verification documents) and the reports on cleaners. */
export const adminReviewRoutes = (deps: { sql: postgres.Sql; commands: CommandHandler; clock: () => Date }) => {
  const documentOf = async (c: Context<RoleEnv<'admin'>>) => {
    const id = c.req.param('id') ?? '';
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    const cleanerId = await documentOwner(deps.sql, id);
    return cleanerId ? { documentId: id, cleanerId } : null;
  };
  return new Hono<RoleEnv<'admin'>>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireRole('admin'))
    .get('/documents', queryParams(StatusQuery), async (c) => {
      const rows = await documentsByStatus(deps.sql, c.req.valid('query').status);
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
      const rows = await cleanerReports(deps.sql);
      return c.json(
        { items: rows.map((r) => ({ cleanerSlug: r.slug, cleanerName: r.display_name, reason: r.reason, createdAt: r.created_at.toISOString() })) },
        200,
      );
    });
};
