import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { calendarKeyFile, calendarProviderSettingsOf, calendarTokenKeyOf, createTokenCipher } from '../../src/calendar/provider-settings';
import { issuesOf } from '../support/config-issues';

const names = (env: Record<string, string>) => issuesOf(env).map((issue) => issue.split(':')[0]);

describe('calendar provider settings', () => {
  it('offers a provider only with both its client id and secret, and names the half missing', () => {
    expect(calendarProviderSettingsOf(loadConfig({}))).toEqual({});
    expect(names({ GOOGLE_CLIENT_ID: 'id' })).toEqual(['GOOGLE_CLIENT_SECRET']);
    expect(names({ MICROSOFT_CLIENT_SECRET: 'secret' })).toEqual(['MICROSOFT_CLIENT_SECRET']);
    const settings = calendarProviderSettingsOf(loadConfig({ MICROSOFT_CLIENT_ID: 'id', MICROSOFT_CLIENT_SECRET: 'secret', MICROSOFT_TENANT: 'organizations' }));
    expect(Object.keys(settings)).toEqual(['microsoft']);
    expect(settings.microsoft).toMatchObject({
      authorizeUrl: 'https://login.microsoftonline.com/organizations/oauth2/v2.0/authorize',
      tokenUrl: 'https://login.microsoftonline.com/organizations/oauth2/v2.0/token',
      apiBaseUrl: 'https://graph.microsoft.com',
      revokeUrl: null,
    });
    expect(calendarProviderSettingsOf(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })).google).toMatchObject({
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      apiBaseUrl: 'https://www.googleapis.com',
    });
  });

  it('refuses the test base URLs in production, and requires CALENDAR_TOKEN_KEY there once a provider is configured', () => {
    const production = { NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_API_BASE_URL: 'http://127.0.0.1:9999' };
    expect(names(production)).toEqual(expect.arrayContaining(['GOOGLE_OAUTH_BASE_URL', 'CALENDAR_TOKEN_KEY']));
    expect(names({ NODE_ENV: 'production' })).not.toContain('CALENDAR_TOKEN_KEY');
    expect(names({ CALENDAR_TOKEN_KEY: 'too-short' })).toEqual(['CALENDAR_TOKEN_KEY']);
    expect(calendarTokenKeyOf(loadConfig({ CALENDAR_TOKEN_KEY: 'ab'.repeat(32) }))).toEqual(Buffer.alloc(32, 0xab));
  });

  it('generates the key once into DATA_DIR outside production (owner-only), and reads the same one after', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'weklean-calendar-key-'));
    const config = { NODE_ENV: 'development' as const, DATA_DIR: dataDir };
    const first = calendarTokenKeyOf(config);
    expect(first).toHaveLength(32);
    expect(calendarTokenKeyOf(config).equals(first)).toBe(true);
    expect(statSync(calendarKeyFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(calendarKeyFile(dataDir), 'utf8'), 'base64').equals(first)).toBe(true);
    const given = Buffer.alloc(32, 9);
    expect(calendarTokenKeyOf({ ...config, CALENDAR_TOKEN_KEY: given.toString('base64') }).equals(given)).toBe(true);
    expect(() => calendarTokenKeyOf({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/CALENDAR_TOKEN_KEY/);
  });

  it('seals a token with AES-256-GCM, differently each time, opening only with its key and on its own row', () => {
    const cipher = createTokenCipher(Buffer.alloc(32, 1));
    const a = cipher.seal('ya29.secret', 'access:cleaner-1:google');
    const b = cipher.seal('ya29.secret', 'access:cleaner-1:google');
    expect(a.equals(b)).toBe(false);
    expect(a.includes(Buffer.from('ya29.secret'))).toBe(false);
    expect(cipher.open(a, 'access:cleaner-1:google')).toBe('ya29.secret');
    expect(() => cipher.open(a, 'access:cleaner-2:google')).toThrow();
    expect(() => createTokenCipher(Buffer.alloc(32, 2)).open(a, 'access:cleaner-1:google')).toThrow();
  });
});
