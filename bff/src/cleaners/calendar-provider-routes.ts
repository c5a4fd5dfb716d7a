import { Hono } from 'hono';
import { CalendarProviderRefusal, isCalendarProvider, type CalendarProvider, type CalendarProviders } from '@weklean/platform';
import type { AppEnv } from '../http/env';
import { requireRole, type RoleEnv } from '../http/require-role';
import { refuse } from '../http/refusal';

/** Where the callback sends the browser back: the cleaner's calendar page, with the outcome in its address. */
const CALENDAR_PAGE = '/profile/calendar';

const REFUSAL_STATUS = {
  'calendar.provider-not-configured': 404,
  'calendar.provider-not-connected': 404,
  'calendar.oauth-state-invalid': 400,
  'calendar.oauth-failed': 422,
} as const;

/** A provider of the path: one not configured (or not a provider at all) is not offered. */
function providerOf(name: string, providers: CalendarProviders): CalendarProvider {
  if (!isCalendarProvider(name) || !providers.configured().includes(name)) throw refuse('calendar.provider-not-configured', 404);
  return name;
}

const answerRefusal = (error: unknown): never => {
  if (error instanceof CalendarProviderRefusal) throw refuse(error.code, REFUSAL_STATUS[error.code]);
  throw error;
};

/**
 * /api/cleaners/me/calendar/providers: Google Calendar and Microsoft 365 connected through OAuth, beside the iCal links
 * (docs/api/cleaners.md). Connecting answers the consent address; the provider sends the browser back to the callback.
 */
export const calendarProviderRoutes = (deps: { providers: CalendarProviders; clock: () => Date }) =>
  new Hono<RoleEnv<'cleaner'>>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireRole('cleaner'))
    .get('/', async (c) => c.json(await deps.providers.list(c.get('user').id), 200))
    .post('/:provider/connect', async (c) => {
      const provider = providerOf(c.req.param('provider'), deps.providers);
      const session = c.get('session');
      // The state is bound to the session that asks (cookie or bearer token): the callback must come back in it.
      if (!session) throw refuse('calendar.oauth-state-invalid', 400);
      const url = await deps.providers.startConnect(c.get('user').id, session.tokenHash, provider, deps.clock()).catch(answerRefusal);
      return c.json({ url }, 200);
    })
    .delete('/:provider', async (c) => {
      const provider = providerOf(c.req.param('provider'), deps.providers);
      const cleanerId = c.get('user').id;
      await deps.providers.disconnect(cleanerId, provider).catch(answerRefusal);
      return c.json(await deps.providers.list(cleanerId), 200);
    });

/**
 * GET /api/calendar/oauth/:provider/callback?code&state: where the provider sends the browser after the consent. It
 * always answers a redirection to the calendar page: `?connected=<provider>`, or `?calendarError=<code>` (the page
 * says it in the person's language). The state must be the one made for this session (single use, 10 minutes).
 */
export const calendarOAuthRoutes = (deps: { providers: CalendarProviders; clock: () => Date }) =>
  new Hono<AppEnv>().get('/:provider/callback', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const back = (outcome: Record<string, string>) => c.redirect(`${CALENDAR_PAGE}?${new URLSearchParams(outcome).toString()}`, 302);
    const name = c.req.param('provider');
    if (!isCalendarProvider(name) || !deps.providers.configured().includes(name)) return back({ calendarError: 'provider-not-configured' });
    const { code, state, error } = c.req.query();
    if (error) return back({ calendarError: error === 'access_denied' ? 'oauth-denied' : 'oauth-failed' });
    const session = c.get('session');
    if (!code || !state || code.length > 4096 || state.length > 256 || !session) return back({ calendarError: 'oauth-state-invalid' });
    try {
      await deps.providers.finishConnect({ provider: name, code, state, sessionHash: session.tokenHash, now: deps.clock() });
    } catch (failure) {
      if (failure instanceof CalendarProviderRefusal) return back({ calendarError: failure.code.replace(/^calendar\./, '') });
      throw failure;
    }
    return back({ connected: name });
  });
