import { Hono } from 'hono';
import {
  DeletePasskeySchema,
  PasskeyNotFoundError,
  PasskeyRegistrationOptionsSchema,
  PasskeyRegistrationSchema,
  PasskeySignInSchema,
  type Role,
} from '@weklean/domain';
import { publicUser } from '@weklean/platform';
import type { AppEnv } from '../http/env';
import { clientAddress } from '../http/client-address';
import { isWellFormed } from '../http/params';
import { requireRole, type RoleEnv } from '../http/require-role';
import { jsonBody } from '../http/validation';
import { setSessionCookie } from './auth-routes';
import type { Passkeys } from './passkeys';

/** /api/auth/passkeys: signing in with a passkey (docs/api/accounts.md), the same session as a password sign-in. */
export const passkeySignInRoutes = (deps: { passkeys: Passkeys; secureCookies: boolean }) =>
  new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .post('/sign-in/options', async (c) => c.json(await deps.passkeys.signInOptions(c.req.header('origin'), clientAddress(c)), 200))
    .post('/sign-in/verify', jsonBody(PasskeySignInSchema), async (c) => {
      const { response, rememberMe } = c.req.valid('json');
      const { account, token, maxAgeSeconds } = await deps.passkeys.signIn(response, rememberMe, clientAddress(c));
      setSessionCookie(c, token, maxAgeSeconds, deps.secureCookies);
      return c.json({ user: publicUser(account), token }, 200);
    });

/** /api/users/me/passkeys: the signed-in account's passkeys (docs/api/accounts.md); adding or removing one needs the password. */
export const passkeyAccountRoutes = (deps: { passkeys: Passkeys }) =>
  new Hono<RoleEnv<Role | null>>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireRole())
    .get('/', async (c) => c.json({ passkeys: await deps.passkeys.list(c.get('user').id) }, 200))
    .post('/options', jsonBody(PasskeyRegistrationOptionsSchema), async (c) => {
      const { currentPassword } = c.req.valid('json');
      return c.json(await deps.passkeys.registrationOptions(c.get('user'), currentPassword, c.req.header('origin')), 200);
    })
    .post('/', jsonBody(PasskeyRegistrationSchema), async (c) => {
      const { name, response } = c.req.valid('json');
      return c.json({ passkey: await deps.passkeys.register(c.get('user'), name, response) }, 201);
    })
    .delete('/:id', jsonBody(DeletePasskeySchema), async (c) => {
      const id = c.req.param('id');
      // An id of another shape names no passkey: answered before any query.
      if (!isWellFormed(id, 'lowercaseUuid')) throw new PasskeyNotFoundError('no such passkey');
      await deps.passkeys.remove(c.get('user'), id, c.req.valid('json').currentPassword);
      return c.json({ passkeys: await deps.passkeys.list(c.get('user').id) }, 200);
    });
