import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { calendarKeyBytes, type Config } from '../config/config';

export const CALENDAR_PROVIDERS = ['google', 'microsoft'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];
export const isCalendarProvider = (value: string): value is CalendarProvider => (CALENDAR_PROVIDERS as readonly string[]).includes(value);

/** Where a provider is reached, and as which app. The base URLs are the providers' own outside tests. */
export type ProviderSettings = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Google's token revocation; Microsoft has none for one grant (its tokens lapse once unused). */
  revokeUrl: string | null;
  apiBaseUrl: string;
  scopes: readonly string[];
};

/**
 * The scopes asked: reading busy times and writing the bookings' events, no more (docs/decisions.md). `openid email`
 * give the account's address in the id token, to show which account is connected.
 */
export const PROVIDER_SCOPES: Record<CalendarProvider, readonly string[]> = {
  google: ['openid', 'email', 'https://www.googleapis.com/auth/calendar.freebusy', 'https://www.googleapis.com/auth/calendar.events'],
  microsoft: ['openid', 'email', 'offline_access', 'Calendars.ReadWrite'],
};

export type CalendarProviderSettings = Partial<Record<CalendarProvider, ProviderSettings>>;

/** The providers configured (GOOGLE_CLIENT_ID…, MICROSOFT_CLIENT_ID…): one not configured is not offered. */
export function calendarProviderSettingsOf(config: Config): CalendarProviderSettings {
  const settings: CalendarProviderSettings = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    const oauth = config.GOOGLE_OAUTH_BASE_URL;
    settings.google = {
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authorizeUrl: `${oauth ?? 'https://accounts.google.com'}/o/oauth2/v2/auth`,
      tokenUrl: `${oauth ?? 'https://oauth2.googleapis.com'}/token`,
      revokeUrl: `${oauth ?? 'https://oauth2.googleapis.com'}/revoke`,
      apiBaseUrl: config.GOOGLE_API_BASE_URL ?? 'https://www.googleapis.com',
      scopes: PROVIDER_SCOPES.google,
    };
  }
  if (config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET) {
    const login = `${config.MICROSOFT_OAUTH_BASE_URL ?? 'https://login.microsoftonline.com'}/${encodeURIComponent(config.MICROSOFT_TENANT)}/oauth2/v2.0`;
    settings.microsoft = {
      clientId: config.MICROSOFT_CLIENT_ID,
      clientSecret: config.MICROSOFT_CLIENT_SECRET,
      authorizeUrl: `${login}/authorize`,
      tokenUrl: `${login}/token`,
      revokeUrl: null,
      apiBaseUrl: config.MICROSOFT_GRAPH_BASE_URL ?? 'https://graph.microsoft.com',
      scopes: PROVIDER_SCOPES.microsoft,
    };
  }
  return settings;
}

/** The file in DATA_DIR holding the generated key of the embedded default. */
export const calendarKeyFile = (dataDir: string) => join(resolve(dataDir), 'calendar-token.key');

/**
 * The key that seals the providers' tokens: CALENDAR_TOKEN_KEY, or (outside production, where the config requires it
 * once a provider is configured) 32 random bytes generated once into DATA_DIR, read back by every later start.
 */
export function calendarTokenKeyOf(config: Pick<Config, 'CALENDAR_TOKEN_KEY' | 'DATA_DIR' | 'NODE_ENV'>): Buffer {
  if (config.CALENDAR_TOKEN_KEY) return calendarKeyBytes(config.CALENDAR_TOKEN_KEY)!;
  if (config.NODE_ENV === 'production') throw new Error('CALENDAR_TOKEN_KEY is required with NODE_ENV=production');
  const file = calendarKeyFile(config.DATA_DIR);
  mkdirSync(resolve(config.DATA_DIR), { recursive: true });
  try {
    // `wx`: the first process to start writes it; the others (and every later start) read the same one.
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = calendarKeyBytes(readFileSync(file, 'utf8').trim());
  if (!key) throw new Error(`${file} does not hold a calendar token key (32 bytes in base64): remove it to generate one`);
  return key;
}

/**
 * AES-256-GCM with a fresh 96-bit nonce per value: `nonce | tag | ciphertext`. The associated data binds a sealed token
 * to its cleaner and provider, so a value copied onto another row does not open.
 */
export function createTokenCipher(key: Buffer) {
  if (key.length !== 32) throw new Error('the calendar token key must be 32 bytes');
  return {
    seal(plain: string, context: string): Buffer {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([nonce, cipher.getAuthTag(), body]);
    },
    open(sealed: Buffer, context: string): string {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
export type TokenCipher = ReturnType<typeof createTokenCipher>;
