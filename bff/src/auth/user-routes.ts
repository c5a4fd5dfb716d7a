import { Hono } from 'hono';
import { DeleteAccountSchema, EmailPreferencesSchema, emailPreferencesOf, optOutsOf, SetProvinceSchema, UpdateAccountSchema } from '@weklean/domain';
import { publicUser, type AccountsRepository } from '@weklean/platform';
import type { AuthService } from './auth-service';
import { jsonBody } from '../http/validation';
import { clearSessionCookie } from './auth-routes';
import { requireRole, type RoleEnv } from '../http/require-role';
import type { Role } from '@weklean/domain';


/** /api/users/me: the signed-in account only; there is no way to name another account here. */
export const userRoutes = (deps: { auth: AuthService; accounts: AccountsRepository }) =>
  new Hono<RoleEnv<Role | null>>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireRole())
    .get('/me', async (c) => {
      const account = c.get('user');
      const bearer = c.get('bearer');
      return c.json({ user: publicUser(await deps.auth.withProfilePic(account)), ...(bearer ? { token: bearer } : {}) }, 200);
    })
    .patch('/me', jsonBody(UpdateAccountSchema), async (c) => {
      const account = c.get('user');
      const updated = await deps.auth.update(account, c.get('session'), c.req.valid('json'));
      return c.json({ user: publicUser(updated) }, 200);
    })
    // Where the person lives (docs/api/accounts.md): the domain rule of SPEC 1 reads it.
    .put('/me/province', jsonBody(SetProvinceSchema), async (c) => {
      const account = c.get('user');
      const { province } = c.req.valid('json');
      await deps.accounts.setProvince(account.id, province);
      const { province: _old, ...rest } = publicUser(await deps.auth.withProfilePic(account));
      return c.json({ user: province ? { ...rest, province } : rest }, 200);
    })
    // Which e-mails the person receives (docs/api/accounts.md).
    .get('/me/email-preferences', async (c) => c.json(emailPreferencesOf(await deps.accounts.emailOptOuts(c.get('user').id)), 200))
    .put('/me/email-preferences', jsonBody(EmailPreferencesSchema), async (c) => {
      const preferences = c.req.valid('json');
      await deps.accounts.setEmailOptOuts(c.get('user').id, optOutsOf(preferences));
      return c.json(emailPreferencesOf(optOutsOf(preferences)), 200);
    })
    // Which push notifications the person's devices receive (docs/api/push.md): the same kinds, chosen apart.
    .get('/me/push-preferences', async (c) => c.json(emailPreferencesOf(await deps.accounts.pushOptOuts(c.get('user').id)), 200))
    .put('/me/push-preferences', jsonBody(EmailPreferencesSchema), async (c) => {
      const preferences = c.req.valid('json');
      await deps.accounts.setPushOptOuts(c.get('user').id, optOutsOf(preferences));
      return c.json(emailPreferencesOf(optOutsOf(preferences)), 200);
    })
    .delete('/me', jsonBody(DeleteAccountSchema), async (c) => {
      const account = c.get('user');
      await deps.auth.deleteAccount(account, c.req.valid('json').currentPassword);
      clearSessionCookie(c);
      return c.json({ message: c.get('t')('auth.account-deleted') }, 200);
    });
