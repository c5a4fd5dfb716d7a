import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type postgres from 'postgres';
import { userNames } from '../accounts/account-status';
import type { Config } from '../config/config';
import type { Logger } from '../log/logger';
import { propertyById } from '../properties/property-repository';
import { IMPORT_DAYS, replaceBusyTimes } from './calendar-links';
import { CalendarProviderError, deleteBookingEvent, readBusyTimes, requestTokens, revokeToken, writeBookingEvent } from './provider-api';
import {
  CALENDAR_PROVIDERS,
  calendarProviderSettingsOf,
  calendarTokenKeyOf,
  createTokenCipher,
  type CalendarProvider,
  type CalendarProviderSettings,
  type ProviderSettings,
  type TokenCipher,
} from './provider-settings';

/** A refusal of a calendar provider request, answered to the person with its code (`calendar.…`). */
export class CalendarProviderRefusal extends Error {
  constructor(readonly code: 'calendar.provider-not-configured' | 'calendar.provider-not-connected' | 'calendar.oauth-state-invalid' | 'calendar.oauth-failed') {
    super(code);
    this.name = 'CalendarProviderRefusal';
  }
}

/** How long a consent may take: the state and its PKCE verifier are forgotten after. */
export const OAUTH_STATE_MINUTES = 10;
/** An access token this close to its end is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;

export type ProviderLinkView = {
  provider: CalendarProvider;
  configured: boolean;
  connected: boolean;
  account?: string;
  lastSyncAt?: string;
  lastError?: string;
};

/** A confirmed booking as its cleaner's calendar shows it. */
export type BookingForCalendar = { bookingId: string; cleanerId: string; clientId: string; propertyId: string; startsAt: string; endsAt: string };

type LinkRow = {
  cleaner_id: string;
  provider: CalendarProvider;
  account: string | null;
  access_token: Buffer;
  refresh_token: Buffer | null;
  access_expires_at: Date;
  synced_at: Date | null;
  last_error: string | null;
  broken: boolean;
};

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const tokenContext = (cleanerId: string, provider: CalendarProvider, kind: 'access' | 'refresh') => `${kind}:${cleanerId}:${provider}`;

/**
 * Calendar sync with Google Calendar and Microsoft 365 through OAuth 2.0 (authorization code with PKCE): connecting,
 * reading busy times into the same storage as the iCal import (so availability and search see them), writing the
 * confirmed bookings' events. Tokens are sealed at rest (provider-settings.ts). Provider failures never reach the
 * booking: they are logged and kept as the connection's `lastError`.
 */
export function createCalendarProviders(
  sql: postgres.Sql,
  options: {
    settings: CalendarProviderSettings;
    /** Null when no provider is configured (no key is needed then). */
    cipher: TokenCipher | null;
    /** The redirect URI is built on it (the configured origin), never on a request's Host header. */
    publicUrl: string;
    logger?: Logger;
    /** Called in the transaction that replaced a cleaner's busy times (their free dates follow them). */
    onBusyTimes?: (tx: postgres.TransactionSql, cleanerId: string) => Promise<void>;
  },
) {
  const redirectUri = (provider: CalendarProvider) => `${options.publicUrl}/api/calendar/oauth/${provider}/callback`;
  const settingsOf = (provider: CalendarProvider): ProviderSettings => {
    const settings = options.settings[provider];
    if (!settings || !options.cipher) throw new CalendarProviderRefusal('calendar.provider-not-configured');
    return settings;
  };
  const cipher = () => options.cipher!;

  const linkOf = async (cleanerId: string, provider: CalendarProvider) => {
    const [row] = await sql<LinkRow[]>`select * from calendar_provider_links where cleaner_id = ${cleanerId} and provider = ${provider}`;
    return row ?? null;
  };

  const recordFailure = async (link: LinkRow, error: unknown) => {
    const reason = error instanceof CalendarProviderError ? error.reason : 'failed';
    const lastError = reason === 'invalid-grant' ? 'invalid-grant' : 'failed';
    options.logger?.warn('calendar provider failed', { cleanerId: link.cleaner_id, provider: link.provider, reason, detail: error instanceof Error ? error.message : String(error) });
    await sql`update calendar_provider_links set last_error = ${lastError}, broken = broken or ${reason === 'invalid-grant'}
      where cleaner_id = ${link.cleaner_id} and provider = ${link.provider}`;
  };

  /** A usable access token: the stored one, or a fresh one from the refresh token (kept, with a rotated refresh token). */
  const accessTokenOf = async (link: LinkRow, now: Date, force: boolean): Promise<string> => {
    if (!force && link.access_expires_at.getTime() - EXPIRY_MARGIN_MS > now.getTime()) {
      return cipher().open(link.access_token, tokenContext(link.cleaner_id, link.provider, 'access'));
    }
    if (!link.refresh_token) throw new CalendarProviderError('invalid-grant', 'no refresh token');
    const refreshToken = cipher().open(link.refresh_token, tokenContext(link.cleaner_id, link.provider, 'refresh'));
    const answer = await requestTokens(settingsOf(link.provider), { grant_type: 'refresh_token', refresh_token: refreshToken });
    const access = cipher().seal(answer.accessToken, tokenContext(link.cleaner_id, link.provider, 'access'));
    const refresh = answer.refreshToken === null ? link.refresh_token : cipher().seal(answer.refreshToken, tokenContext(link.cleaner_id, link.provider, 'refresh'));
    const expiresAt = new Date(now.getTime() + answer.expiresInSeconds * 1000);
    await sql`update calendar_provider_links set access_token = ${access}, refresh_token = ${refresh}, access_expires_at = ${expiresAt}
      where cleaner_id = ${link.cleaner_id} and provider = ${link.provider}`;
    Object.assign(link, { access_token: access, refresh_token: refresh, access_expires_at: expiresAt });
    return answer.accessToken;
  };

  /** Runs a call with the link's access token; a token the provider refuses is refreshed once and the call made again. */
  const withToken = async <T>(link: LinkRow, now: Date, run: (accessToken: string) => Promise<T>): Promise<T> => {
    try {
      return await run(await accessTokenOf(link, now, false));
    } catch (error) {
      if (!(error instanceof CalendarProviderError) || error.reason !== 'unauthorized') throw error;
      return run(await accessTokenOf(link, now, true));
    }
  };

  const syncBusyTimes = async (link: LinkRow, now: Date): Promise<boolean> => {
    try {
      const busy = await withToken(link, now, (token) =>
        readBusyTimes(link.provider, settingsOf(link.provider), token, { from: now, to: new Date(now.getTime() + IMPORT_DAYS * 86_400_000) }),
      );
      await sql.begin(async (tx) => {
        await replaceBusyTimes(tx, link.cleaner_id, link.provider, busy);
        await tx`update calendar_provider_links set synced_at = ${now}, last_error = null where cleaner_id = ${link.cleaner_id} and provider = ${link.provider}`;
        await options.onBusyTimes?.(tx, link.cleaner_id);
      });
      return true;
    } catch (error) {
      await recordFailure(link, error);
      return false;
    }
  };

  const connectedLinks = async (cleanerId: string): Promise<LinkRow[]> =>
    configured().length === 0 ? [] : sql<LinkRow[]>`select * from calendar_provider_links where cleaner_id = ${cleanerId} and not broken and provider = any(${configured()})`;
  const configured = () => CALENDAR_PROVIDERS.filter((provider) => options.settings[provider] !== undefined && options.cipher !== null);

  return {
    configured,

    /** Every provider, configured or not, with this cleaner's connection. */
    async list(cleanerId: string): Promise<ProviderLinkView[]> {
      const rows = await sql<LinkRow[]>`select * from calendar_provider_links where cleaner_id = ${cleanerId}`;
      return CALENDAR_PROVIDERS.map((provider) => {
        const row = rows.find((r) => r.provider === provider);
        const isConfigured = configured().includes(provider);
        return {
          provider,
          configured: isConfigured,
          connected: isConfigured && row !== undefined,
          ...(row?.account ? { account: row.account } : {}),
          ...(row?.synced_at ? { lastSyncAt: row.synced_at.toISOString() } : {}),
          ...(row?.last_error ? { lastError: row.last_error } : {}),
        };
      });
    },

    /** The consent address: a single-use state bound to the session, and a PKCE verifier kept sealed for 10 minutes. */
    async startConnect(cleanerId: string, sessionHash: Buffer, provider: CalendarProvider, now: Date): Promise<string> {
      const settings = settingsOf(provider);
      const state = randomBytes(32).toString('base64url');
      const verifier = randomBytes(32).toString('base64url');
      await sql`delete from calendar_oauth_states where expires_at < ${now}`;
      await sql`insert into calendar_oauth_states (state_hash, cleaner_id, session_hash, provider, code_verifier, expires_at)
        values (${sha256(state)}, ${cleanerId}, ${sessionHash}, ${provider}, ${cipher().seal(verifier, `verifier:${cleanerId}`)}, ${new Date(now.getTime() + OAUTH_STATE_MINUTES * 60_000)})`;
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        response_type: 'code',
        redirect_uri: redirectUri(provider),
        scope: settings.scopes.join(' '),
        state,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        // Google gives a refresh token only with offline access, and again on a new connection only after consent.
        ...(provider === 'google' ? { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' } : { response_mode: 'query' }),
      }).toString();
      return url.toString();
    },

    /**
     * The callback: the state is consumed (whatever follows), must be this provider's, this session's and under 10
     * minutes old; the code is exchanged with its verifier, the tokens sealed and kept, the busy times read once.
     */
    async finishConnect(input: { provider: CalendarProvider; code: string; state: string; sessionHash: Buffer; now: Date }): Promise<{ cleanerId: string }> {
      const settings = settingsOf(input.provider);
      const [pending] = await sql<{ cleaner_id: string; session_hash: Buffer; provider: string; code_verifier: Buffer; expires_at: Date }[]>`
        delete from calendar_oauth_states where state_hash = ${sha256(input.state)} returning cleaner_id, session_hash, provider, code_verifier, expires_at`;
      if (
        !pending ||
        pending.provider !== input.provider ||
        pending.expires_at.getTime() <= input.now.getTime() ||
        pending.session_hash.length !== input.sessionHash.length ||
        !timingSafeEqual(pending.session_hash, input.sessionHash)
      ) {
        throw new CalendarProviderRefusal('calendar.oauth-state-invalid');
      }
      const cleanerId = pending.cleaner_id;
      let answer;
      try {
        answer = await requestTokens(settings, {
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: redirectUri(input.provider),
          code_verifier: cipher().open(pending.code_verifier, `verifier:${cleanerId}`),
        });
      } catch (error) {
        options.logger?.warn('calendar provider connection failed', { cleanerId, provider: input.provider, detail: error instanceof Error ? error.message : String(error) });
        throw new CalendarProviderRefusal('calendar.oauth-failed');
      }
      const access = cipher().seal(answer.accessToken, tokenContext(cleanerId, input.provider, 'access'));
      const refresh = answer.refreshToken === null ? null : cipher().seal(answer.refreshToken, tokenContext(cleanerId, input.provider, 'refresh'));
      const expiresAt = new Date(input.now.getTime() + answer.expiresInSeconds * 1000);
      await sql`insert into calendar_provider_links (cleaner_id, provider, account, access_token, refresh_token, access_expires_at, connected_at)
        values (${cleanerId}, ${input.provider}, ${answer.account}, ${access}, ${refresh}, ${expiresAt}, ${input.now})
        on conflict (cleaner_id, provider) do update set account = excluded.account, access_token = excluded.access_token,
          refresh_token = coalesce(excluded.refresh_token, calendar_provider_links.refresh_token), access_expires_at = excluded.access_expires_at,
          connected_at = excluded.connected_at, last_error = null, broken = false`;
      const link = await linkOf(cleanerId, input.provider);
      if (link) await syncBusyTimes(link, input.now);
      return { cleanerId };
    },

    /** Forgets the connection: the grant revoked at the provider (best effort), the tokens, its busy times and event ids deleted. */
    async disconnect(cleanerId: string, provider: CalendarProvider): Promise<void> {
      const link = await linkOf(cleanerId, provider);
      if (!link) throw new CalendarProviderRefusal('calendar.provider-not-connected');
      const settings = options.settings[provider];
      if (settings && options.cipher) {
        const token = link.refresh_token
          ? options.cipher.open(link.refresh_token, tokenContext(cleanerId, provider, 'refresh'))
          : options.cipher.open(link.access_token, tokenContext(cleanerId, provider, 'access'));
        await revokeToken(settings, token).catch((error: unknown) => options.logger?.info('calendar token revocation failed', { cleanerId, provider, detail: String(error) }));
      }
      await sql.begin(async (tx) => {
        await tx`delete from calendar_provider_links where cleaner_id = ${cleanerId} and provider = ${provider}`;
        await tx`delete from calendar_provider_events where cleaner_id = ${cleanerId} and provider = ${provider}`;
        await replaceBusyTimes(tx, cleanerId, provider, []);
        await options.onBusyTimes?.(tx, cleanerId);
      });
    },

    /** Reads one cleaner's connected calendars again (right after connecting, and in the 30-minute round). */
    async syncCleaner(cleanerId: string, now: Date) {
      for (const link of await connectedLinks(cleanerId)) await syncBusyTimes(link, now);
    },

    /** The 30-minute round: every working connection of a configured provider; a failure is recorded and the round goes on. */
    async syncAll(now: Date): Promise<{ synced: number; failed: number }> {
      const links = configured().length === 0 ? [] : await sql<LinkRow[]>`select * from calendar_provider_links where not broken and provider = any(${configured()})`;
      let synced = 0;
      for (const link of links) if (await syncBusyTimes(link, now)) synced += 1;
      return { synced, failed: links.length - synced };
    },

    /**
     * Writes (or moves) a confirmed booking's event in each calendar its cleaner connected, once per booking and
     * provider: the provider's event id is kept and the event updated on every later delivery. A booking already
     * over is not written. The address is in it: the cleaner learns it once the booking is confirmed (booking view).
     */
    async writeBooking(booking: BookingForCalendar, now: Date): Promise<void> {
      if (Date.parse(booking.endsAt) <= now.getTime()) return;
      const links = await connectedLinks(booking.cleanerId);
      if (links.length === 0) return;
      const firstName = (await userNames(sql, [booking.clientId])).get(booking.clientId)?.trim().split(/\s+/)[0] ?? '';
      const property = await propertyById(sql, booking.propertyId);
      const location = property ? `${property.address.streetAddress}, ${property.address.city}` : null;
      const event = { bookingId: booking.bookingId, title: firstName ? `Weklean — ${firstName}` : 'Weklean', location, startsAt: booking.startsAt, endsAt: booking.endsAt };
      for (const link of links) {
        try {
          const [known] = await sql<{ event_id: string }[]>`select event_id from calendar_provider_events where booking_id = ${booking.bookingId} and provider = ${link.provider}`;
          const eventId = await withToken(link, now, (token) => writeBookingEvent(link.provider, settingsOf(link.provider), token, known?.event_id ?? null, event));
          await sql`insert into calendar_provider_events (booking_id, provider, cleaner_id, event_id) values (${booking.bookingId}, ${link.provider}, ${booking.cleanerId}, ${eventId})
            on conflict (booking_id, provider) do update set event_id = excluded.event_id`;
        } catch (error) {
          await recordFailure(link, error);
        }
      }
    },

    /** Deletes a booking's events (cancelled, declined); a provider since disconnected only loses our record of it. */
    async removeBooking(bookingId: string, now: Date): Promise<void> {
      const events = await sql<{ provider: CalendarProvider; cleaner_id: string; event_id: string }[]>`
        select provider, cleaner_id, event_id from calendar_provider_events where booking_id = ${bookingId}`;
      for (const row of events) {
        const link = await linkOf(row.cleaner_id, row.provider);
        try {
          if (link && !link.broken && options.settings[row.provider]) {
            await withToken(link, now, (token) => deleteBookingEvent(row.provider, settingsOf(row.provider), token, row.event_id));
          }
          await sql`delete from calendar_provider_events where booking_id = ${bookingId} and provider = ${row.provider}`;
        } catch (error) {
          if (link) await recordFailure(link, error);
        }
      }
    },
  };
}

export type CalendarProviders = ReturnType<typeof createCalendarProviders>;

/** The providers as configured (GOOGLE_…, MICROSOFT_…), with the token key of CALENDAR_TOKEN_KEY or DATA_DIR. */
export function calendarProvidersFromConfig(
  sql: postgres.Sql,
  config: Config,
  options: { publicUrl: string; logger?: Logger; onBusyTimes?: (tx: postgres.TransactionSql, cleanerId: string) => Promise<void> },
): CalendarProviders {
  const settings = calendarProviderSettingsOf(config);
  const cipher = Object.keys(settings).length === 0 ? null : createTokenCipher(calendarTokenKeyOf(config));
  return createCalendarProviders(sql, { settings, cipher, ...options });
}
