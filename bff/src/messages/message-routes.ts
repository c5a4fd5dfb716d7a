import { MarkReadSchema, SendMessageSchema } from '@weklean/domain';
import { actorFor, type RateLimiter } from '@weklean/platform';
import { Hono } from 'hono';
import { FRAMES_PER_SECOND } from '../live/live-sockets';
import { requireRole, type RoleEnv } from '../http/require-role';
import { noStore } from '../http/no-store';
import { cursorOf, wellFormedOr404 } from '../http/params';
import { withinLimit } from '../http/rate-limit';
import { jsonBody } from '../http/validation';
import type { Messaging } from './messages';
import type { ReadYourWrites } from '../http/read-your-writes';
import { conversations } from '@weklean/projections';

/** `/api/messages/unread`: the header badge's count (clients and cleaners). */
export const unreadRoutes = (deps: { messaging: Messaging }) =>
  new Hono<RoleEnv<'client' | 'cleaner'>>()
    .use('*', requireRole('client', 'cleaner'))
    .get('/unread', noStore, async (c) => c.json(await deps.messaging.unread(c.get('user').id), 200));

/**
 * Messages one person may post per second over REST: the live socket's frame rate (docs/api/messages.md), so that
 * REST is no way around it. Counted per person, whatever the booking, across BFF instances when Redis is configured.
 */
export const MESSAGE_RATE = { perPerson: FRAMES_PER_SECOND, windowSeconds: 1 } as const;

/** `/api/conversations`: a booking's messages between its client and cleaner (docs/api/messages.md). */
export const conversationRoutes = (deps: { messaging: Messaging; sendLimit: RateLimiter; reads: ReadYourWrites; clock: () => Date }) => {
  const { messaging } = deps;
  const bookingIdOf = (value: string) => wellFormedOr404(value, 'lowercaseUuid');
  return new Hono<RoleEnv<'client' | 'cleaner'>>()
    .use('*', noStore)
    .use('*', requireRole('client', 'cleaner'))
    .get('/', async (c) => c.json({ items: await messaging.conversations(c.get('user').id) }, 200))
    .get('/:bookingId/messages', async (c) => {
      const before = cursorOf(c.req.query('before'));
      return c.json(await messaging.page(c.get('user').id, bookingIdOf(c.req.param('bookingId')), before), 200);
    })
    .post('/:bookingId/messages', async (c, next) => {
      await withinLimit(deps.sendLimit, c.get('user').id, 'messaging.rate-limited');
      await next();
    }, jsonBody(SendMessageSchema), async (c) => {
      const { text, messageId } = c.req.valid('json');
      const bookingId = bookingIdOf(c.req.param('bookingId'));
      // Answered once the conversation's read model holds it: the page read right after shows it.
      const { value: message } = await deps.reads.settle(c, conversations, () => messaging.send(actorFor(c.get('user').id, deps.clock()), bookingId, text, messageId));
      return c.json(message, 201);
    })
    .post('/:bookingId/read', jsonBody(MarkReadSchema), async (c) => {
      const userId = c.get('user').id;
      const bookingId = bookingIdOf(c.req.param('bookingId'));
      await deps.reads.settle(c, conversations, () => messaging.markRead(actorFor(userId, deps.clock()), bookingId, c.req.valid('json').messageId));
      return c.json({ ok: true }, 200);
    });
};
