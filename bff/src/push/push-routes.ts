import { ECDH } from 'node:crypto';
import { PushSubscriptionSchema, type Role } from '@weklean/domain';
import { isAllowedPushEndpoint, type PushSubscriptions } from '@weklean/platform';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { noStore } from '../http/no-store';
import { isWellFormed } from '../http/params';
import { refuse } from '../http/refusal';
import { requireRole, type RoleEnv } from '../http/require-role';
import { jsonBody } from '../http/validation';

/** Whether the browser's key is a point of P-256 (the schema checked its length and form only). */
const isP256Point = (base64url: string) => {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
};

/**
 * /api/push (docs/api/push.md): web push. The public key browsers subscribe with (public), and the signed-in person's
 * subscriptions. An endpoint is delivered to by the server: only public https push services are accepted, besides the
 * origins of PUSH_ALLOWED_ORIGINS (push-endpoint-policy.ts).
 */
export const pushRoutes = (deps: { subscriptions: PushSubscriptions; publicKey: string | null; allowedOrigins: readonly string[] }) =>
  new Hono<AppEnv>()
    // Null when push is not configured (production without VAPID keys): the app offers no notifications.
    .get('/config', (c) => c.json({ publicKey: deps.publicKey }, 200))
    .route(
      '/subscriptions',
      new Hono<RoleEnv<Role | null>>()
        .use('*', noStore, requireRole())
        .post('/', jsonBody(PushSubscriptionSchema, 'push.invalid-subscription'), async (c) => {
          const { endpoint, keys } = c.req.valid('json');
          if (!isP256Point(keys.p256dh)) throw refuse('push.invalid-subscription', 400);
          if (!isAllowedPushEndpoint(endpoint, deps.allowedOrigins)) throw refuse('push.endpoint-refused', 400);
          // Bound to this session: signing out ends the device's notifications (push-subscriptions.ts).
          const session = c.get('session');
          if (!session) throw refuse('auth.not-signed-in', 401);
          const { id } = await deps.subscriptions.save(c.get('user').id, session.tokenHash, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
          return c.json({ id }, 201);
        })
        .delete('/:id', async (c) => {
          const id = c.req.param('id');
          // Someone else's, unknown, or of another shape: the same 404, so that ids cannot be probed.
          if (!isWellFormed(id, 'lowercaseUuid') || !(await deps.subscriptions.remove(c.get('user').id, id))) throw refuse('push.subscription-not-found', 404);
          return c.body(null, 204);
        }),
    );
