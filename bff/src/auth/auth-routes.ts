import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import {
  ForgotPasswordSchema,
  LoginSchema,
  NotSignedInError,
  ResetPasswordSchema,
  RoleAlreadyChosenError,
  ForbiddenError,
  SelectRoleSchema,
  SIGNED_IN_COOKIE,
  SignupSchema,
  type Language,
} from '@weklean/domain';
import { publicUser, type AccountsRepository } from '@weklean/platform';
import type { AuthService } from './auth-service';
import type { BackgroundWork } from './background-work';
import { SESSION_COOKIE } from './sessions';
import type { AppEnv } from '../http/env';
import { clientAddress } from '../http/client-address';
import { jsonBody } from '../http/validation';
import type { Translate } from '../i18n/server-i18n';

export type AuthRouteDeps = {
  auth: AuthService;
  accounts: AccountsRepository;
  secureCookies: boolean;
  /** Where the reset mails are sent from, after the answer. */
  backgroundWork: BackgroundWork;
  translatorFor: (lng: Language) => Translate;
};

export const setSessionCookie = <E extends AppEnv>(c: Context<E>, token: string, maxAgeSeconds: number | null, secure: boolean) => {
  const options = {
    sameSite: 'Lax',
    secure: secure || new URL(c.req.url).protocol === 'https:',
    path: '/',
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  } as const;
  setCookie(c, SESSION_COOKIE, token, { ...options, httpOnly: true });
  // Readable by the app, no secret: tells it there is a session to ask about (domain's SIGNED_IN_COOKIE).
  setCookie(c, SIGNED_IN_COOKIE, '1', options);
};

export const clearSessionCookie = <E extends AppEnv>(c: Context<E>) => {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, SIGNED_IN_COOKIE, { path: '/' });
};

/** Where the role choice leads: a new client to their onboarding (shown once: it knows when it is done). */
const AFTER_ROLE: Record<'client' | 'cleaner', string> = { client: '/client-onboarding', cleaner: '/profile' };

/** /api/auth/*; /api/register, /api/login and /api/logout are the same handlers (see app.ts). */
export const authRoutes = (deps: AuthRouteDeps) =>
  new Hono<AppEnv>()
    .post('/signup', jsonBody(SignupSchema), async (c) => {
      const { account, token, maxAgeSeconds } = await deps.auth.signup(c.req.valid('json'), c.get('lang'), clientAddress(c));
      setSessionCookie(c, token, maxAgeSeconds, deps.secureCookies);
      return c.json({ user: publicUser(account), token }, 201);
    })
    .post('/login', jsonBody(LoginSchema), async (c) => {
      const { account, token, maxAgeSeconds } = await deps.auth.login(c.req.valid('json'), clientAddress(c));
      setSessionCookie(c, token, maxAgeSeconds, deps.secureCookies);
      return c.json({ user: publicUser(account), token }, 200);
    })
    .post('/logout', async (c) => {
      const session = c.get('session');
      if (session) await deps.auth.logout(session);
      clearSessionCookie(c);
      return c.json({ message: c.get('t')('auth.logged-out') }, 200);
    })
    .post('/select-role', jsonBody(SelectRoleSchema), async (c) => {
      const account = c.get('account');
      if (!account) throw new NotSignedInError('not signed in');
      if (account.role === 'admin') throw new ForbiddenError('admins have no role to choose');
      const { role } = c.req.valid('json');
      if (account.role === role) return c.json({ redirectTo: AFTER_ROLE[role] }, 200);
      if (!(await deps.accounts.chooseRole(account.id, role))) throw new RoleAlreadyChosenError('role already chosen');
      return c.json({ redirectTo: AFTER_ROLE[role] }, 200);
    })
    .post('/forgot-password', jsonBody(ForgotPasswordSchema), async (c) => {
      // Answered at once, the same way for every address: the lookup, the token and the mail happen afterwards, so
      // neither the answer nor its timing tells whether the address has an account.
      const { email } = c.req.valid('json');
      deps.backgroundWork.enqueue('password reset mail', () => deps.auth.forgotPassword(email, deps.translatorFor));
      return c.json({ message: c.get('t')('auth.reset-mail-sent') }, 200);
    })
    .post('/reset-password', jsonBody(ResetPasswordSchema), async (c) => {
      const { token, password } = c.req.valid('json');
      await deps.auth.resetPassword(token, password);
      return c.json({ message: c.get('t')('auth.password-reset') }, 200);
    });
