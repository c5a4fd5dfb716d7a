import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AccountsRepository } from '../auth/accounts-repository';
import { SESSION_COOKIE, type Sessions } from '../auth/sessions';
import type { AppEnv } from './env';

/** Resolves the signed-in account from the session cookie or an `Authorization: Bearer` token. */
export const sessionMiddleware = (deps: { sessions: Sessions; accounts: AccountsRepository }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    const bearer = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/)?.[1] ?? null;
    const token = bearer ?? getCookie(c, SESSION_COOKIE) ?? null;
    const session = token ? await deps.sessions.resolve(token) : null;
    const account = session ? await deps.accounts.byId(session.userId) : null;
    c.set('session', account ? session : null);
    c.set('account', account);
    c.set('bearer', account ? bearer : null);
    await next();
  });
