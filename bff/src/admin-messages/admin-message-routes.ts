import { RecipientQuerySchema, SendAdminMessageSchema } from '@weklean/domain';
import { actorFor } from '@weklean/platform';
import { Hono } from 'hono';
import { noStore } from '../http/no-store';
import { cursorOf } from '../http/params';
import { requireRole, type RoleEnv } from '../http/require-role';
import { notFound } from '../http/refusal';
import { jsonBody, queryParams } from '../http/validation';
import type { AdminMessages } from './admin-messages';

/** `/api/admin/messages`: an admin writes to a person, reads the history and the statistics (docs/api/admin-messages.md). */
export const adminMessageRoutes = (deps: { adminMessages: AdminMessages; clock: () => Date }) =>
  new Hono<RoleEnv<'admin'>>()
    .use('*', noStore)
    .use('*', requireRole('admin'))
    .get('/recipients', queryParams(RecipientQuerySchema), async (c) => c.json({ items: await deps.adminMessages.recipients(c.req.valid('query').q) }, 200))
    .get('/stats', async (c) => c.json(await deps.adminMessages.stats(), 200))
    .get('/', async (c) => c.json(await deps.adminMessages.history(cursorOf(c.req.query('before'))), 200))
    .post('/', jsonBody(SendAdminMessageSchema), async (c) => {
      const message = await deps.adminMessages.send(actorFor(c.get('user').id, deps.clock()), c.req.valid('json'));
      return c.json(message, 201);
    });

/** `/api/messages/admin`: a client's or a cleaner's messages from the platform. */
export const adminInboxRoutes = (deps: { adminMessages: AdminMessages; clock: () => Date }) =>
  new Hono<RoleEnv<'client' | 'cleaner'>>()
    .use('*', noStore)
    .use('*', requireRole('client', 'cleaner'))
    .get('/', async (c) => c.json(await deps.adminMessages.inbox(c.get('user').id, cursorOf(c.req.query('before'))), 200))
    .post('/:messageId/read', async (c) => {
      const messageId = c.req.param('messageId');
      if (messageId.length > 100) throw notFound();
      await deps.adminMessages.markRead(actorFor(c.get('user').id, deps.clock()), messageId);
      return c.json({ ok: true }, 200);
    });
