import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { SIGNED_IN_COOKIE } from '@weklean/domain';
import { SESSION_POLICY, type AccountsRepository, type Sessions } from '@weklean/platform';
import { clearSessionCookie } from '../auth/auth-routes';
import { bearerTokenOf, SESSION_COOKIE } from '../auth/sessions';
import type { AppEnv } from './env';

/**
 * Resolves the signed-in account from the session cookie or an `Authorization: Bearer` token. A session cookie that
 * no longer opens a session is cleared with its marker, and a live one lacking its marker (a session opened before
 * the marker existed) gets it, so that the app asks who is signed in exactly when there is someone to ask about.
 */
export const sessionMiddleware = (deps: { sessions: Sessions; accounts: AccountsRepository }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const bearer = bearerTokenOf(c.req.header('authorization'));
    const cookie = getCookie(c, SESSION_COOKIE) ?? null;
    const token = bearer ?? cookie;
    const session = token ? await deps.sessions.resolve(token) : null;
    const account = session ? await deps.accounts.byId(session.userId) : null;
    c.set('session', account ? session : null);
    c.set('account', account);
    c.set('bearer', account ? bearer : null);
    if (bearer === null && cookie !== null) {
      if (!account) clearSessionCookie(c);
      else if (getCookie(c, SIGNED_IN_COOKIE) === undefined) {
        const maxAge = session?.remember ? SESSION_POLICY.remembered.absoluteSeconds : undefined;
        setCookie(c, SIGNED_IN_COOKIE, '1', { sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:', path: '/', ...(maxAge ? { maxAge } : {}) });
      }
    }
    await next();
  });
