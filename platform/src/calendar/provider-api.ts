import type { BusyTime } from './ical-import';
import type { CalendarProvider, ProviderSettings } from './provider-settings';

/**
 * What went wrong with a provider, as it is kept on the connection (`lastError`) and shown: the grant was refused
 * (revoked, expired: reconnect), the access token refused, or anything else (network, an error status, an answer we do
 * not read). `detail` is for the logs only.
 */
export class CalendarProviderError extends Error {
  constructor(
    readonly reason: 'invalid-grant' | 'unauthorized' | 'failed',
    readonly detail: string,
  ) {
    super(`calendar provider: ${reason} (${detail})`);
    this.name = 'CalendarProviderError';
  }
}

const TIMEOUT_MS = 10_000;
const MAX_PAGES = 10;

export type TokenAnswer = { accessToken: string; refreshToken: string | null; expiresInSeconds: number; account: string | null };

/** The provider's event of a confirmed booking. Times are instants. */
export type BookingEventBody = { bookingId: string; title: string; location: string | null; startsAt: string; endsAt: string };

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new CalendarProviderError('failed', `${init.method ?? 'GET'} ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new CalendarProviderError('failed', `${what}: status ${response.status}, not JSON`);
  }
  if (typeof body !== 'object' || body === null) throw new CalendarProviderError('failed', `${what}: not an object`);
  return body as Record<string, unknown>;
}

/** A refusal of an API call: 401 is the access token's, the rest a failure. */
async function refusal(response: Response, what: string): Promise<CalendarProviderError> {
  const text = (await response.text().catch(() => '')).slice(0, 300);
  return new CalendarProviderError(response.status === 401 ? 'unauthorized' : 'failed', `${what}: status ${response.status} ${text}`);
}

/** The e-mail address in an id token received straight from the token endpoint over TLS (OpenID Connect 3.1.3.7). */
function accountOf(idToken: unknown): string | null {
  if (typeof idToken !== 'string') return null;
  try {
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const account = claims.email ?? claims.preferred_username;
    return typeof account === 'string' && account.length <= 320 ? account : null;
  } catch {
    return null;
  }
}

/** The token endpoint (RFC 6749 §4.1.3 and §6): the code with its PKCE verifier, or a refresh token. */
export async function requestTokens(settings: ProviderSettings, grant: Record<string, string>): Promise<TokenAnswer> {
  const response = await call(settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ ...grant, client_id: settings.clientId, client_secret: settings.clientSecret }).toString(),
  });
  const body = await readJson(response, 'token');
  if (!response.ok) {
    const error = typeof body.error === 'string' ? body.error : 'unknown';
    throw new CalendarProviderError(error === 'invalid_grant' ? 'invalid-grant' : 'failed', `token: status ${response.status} ${error}`);
  }
  if (typeof body.access_token !== 'string' || body.access_token === '') throw new CalendarProviderError('failed', 'token: no access_token');
  const expiresIn = Number(body.expires_in);
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' && body.refresh_token !== '' ? body.refresh_token : null,
    expiresInSeconds: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 3600,
    account: accountOf(body.id_token),
  };
}

/** Google's token revocation (best effort: the grant is forgotten here whatever it answers). */
export async function revokeToken(settings: ProviderSettings, token: string): Promise<void> {
  if (!settings.revokeUrl) return;
  await call(settings.revokeUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }).toString() });
}

const bearer = (accessToken: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${accessToken}`, accept: 'application/json', ...extra });
/** Microsoft Graph's date-times are wall times with a zone: ours are written and read in UTC. */
const graphTime = (instant: string) => ({ dateTime: new Date(instant).toISOString().slice(0, 23), timeZone: 'UTC' });
const fromGraphTime = (value: unknown): Date | null => {
  const dateTime = (value as { dateTime?: unknown } | null)?.dateTime;
  if (typeof dateTime !== 'string') return null;
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(dateTime) ? dateTime : `${dateTime}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The busy times of the account's main calendar in the window: Google's freeBusy (times only, no titles), Microsoft
 * Graph's calendarView in UTC with only the fields needed (no subjects): events shown as free, working elsewhere or
 * cancelled do not count.
 */
export async function readBusyTimes(provider: CalendarProvider, settings: ProviderSettings, accessToken: string, window: { from: Date; to: Date }): Promise<BusyTime[]> {
  if (provider === 'google') {
    const response = await call(`${settings.apiBaseUrl}/calendar/v3/freeBusy`, {
      method: 'POST',
      headers: bearer(accessToken, { 'content-type': 'application/json' }),
      body: JSON.stringify({ timeMin: window.from.toISOString(), timeMax: window.to.toISOString(), items: [{ id: 'primary' }] }),
    });
    if (!response.ok) throw await refusal(response, 'freeBusy');
    const body = await readJson(response, 'freeBusy');
    const primary = (body.calendars as Record<string, { busy?: unknown; errors?: unknown }> | undefined)?.primary;
    if (!primary || Array.isArray(primary.errors)) throw new CalendarProviderError('failed', `freeBusy: ${JSON.stringify(primary?.errors ?? 'no primary calendar')}`);
    const busy = Array.isArray(primary.busy) ? (primary.busy as { start?: unknown; end?: unknown }[]) : [];
    return busy
      .map((b) => ({ start: new Date(String(b.start)), end: new Date(String(b.end)), allDay: false }))
      .filter((b) => !Number.isNaN(b.start.getTime()) && !Number.isNaN(b.end.getTime()) && b.end > b.start);
  }
  const query = new URLSearchParams({ startDateTime: window.from.toISOString(), endDateTime: window.to.toISOString(), $select: 'start,end,showAs,isAllDay,isCancelled', $top: '200' });
  let next: string | null = `${settings.apiBaseUrl}/v1.0/me/calendarView?${query.toString()}`;
  const busy: BusyTime[] = [];
  for (let page = 0; next !== null && page < MAX_PAGES; page += 1) {
    const response = await call(next, { method: 'GET', headers: bearer(accessToken, { prefer: 'outlook.timezone="UTC"' }) });
    if (!response.ok) throw await refusal(response, 'calendarView');
    const body = await readJson(response, 'calendarView');
    for (const event of Array.isArray(body.value) ? (body.value as Record<string, unknown>[]) : []) {
      if (event.isCancelled === true || event.showAs === 'free' || event.showAs === 'workingElsewhere') continue;
      const start = fromGraphTime(event.start);
      const end = fromGraphTime(event.end);
      if (start && end && end > start) busy.push({ start, end, allDay: event.isAllDay === true });
    }
    const link = body['@odata.nextLink'];
    // Only pages of the same API: the token is never sent anywhere else.
    next = typeof link === 'string' && link.startsWith(`${settings.apiBaseUrl}/`) ? link : null;
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Google event ids are base32hex (a–v, 0–9): a booking's uuid without its dashes is one, known before the call. */
const googleEventId = (bookingId: string) => bookingId.replace(/-/g, '').toLowerCase();

/**
 * Writes the booking's event: creates it (`eventId` null) or updates the one written before; answers its id. A
 * creation is idempotent at the provider too (Google: the id derived from the booking, a second insert answers 409
 * and the event is updated; Microsoft: `transactionId`), so a crash between the call and our record writes no double.
 */
export async function writeBookingEvent(provider: CalendarProvider, settings: ProviderSettings, accessToken: string, eventId: string | null, event: BookingEventBody): Promise<string> {
  const headers = bearer(accessToken, { 'content-type': 'application/json' });
  if (provider === 'google') {
    const base = `${settings.apiBaseUrl}/calendar/v3/calendars/primary/events`;
    const body = {
      summary: event.title,
      ...(event.location ? { location: event.location } : {}),
      start: { dateTime: new Date(event.startsAt).toISOString() },
      end: { dateTime: new Date(event.endsAt).toISOString() },
    };
    const id = eventId ?? googleEventId(event.bookingId);
    if (eventId === null) {
      const created = await call(base, { method: 'POST', headers, body: JSON.stringify({ id, ...body }) });
      if (created.ok) return String((await readJson(created, 'insert event')).id ?? id);
      if (created.status !== 409) throw await refusal(created, 'insert event');
    }
    const updated = await call(`${base}/${encodeURIComponent(id)}`, { method: 'PATCH', headers, body: JSON.stringify({ ...body, status: 'confirmed' }) });
    if (!updated.ok) throw await refusal(updated, 'patch event');
    return id;
  }
  const body = {
    subject: event.title,
    ...(event.location ? { location: { displayName: event.location } } : {}),
    start: graphTime(event.startsAt),
    end: graphTime(event.endsAt),
    showAs: 'busy',
  };
  const url = eventId === null ? `${settings.apiBaseUrl}/v1.0/me/events` : `${settings.apiBaseUrl}/v1.0/me/events/${encodeURIComponent(eventId)}`;
  const response = await call(url, { method: eventId === null ? 'POST' : 'PATCH', headers, body: JSON.stringify(eventId === null ? { ...body, transactionId: event.bookingId } : body) });
  if (!response.ok) throw await refusal(response, eventId === null ? 'create event' : 'update event');
  const answer = await readJson(response, 'event');
  if (typeof answer.id !== 'string') throw new CalendarProviderError('failed', 'event: no id');
  return answer.id;
}

/** Deletes the booking's event; one already gone (404, 410) is as good as deleted. */
export async function deleteBookingEvent(provider: CalendarProvider, settings: ProviderSettings, accessToken: string, eventId: string): Promise<void> {
  const url =
    provider === 'google'
      ? `${settings.apiBaseUrl}/calendar/v3/calendars/primary/events/${encodeURIComponent(eventId)}`
      : `${settings.apiBaseUrl}/v1.0/me/events/${encodeURIComponent(eventId)}`;
  const response = await call(url, { method: 'DELETE', headers: bearer(accessToken) });
  if (response.ok || response.status === 404 || response.status === 410) return;
  throw await refusal(response, 'delete event');
}
