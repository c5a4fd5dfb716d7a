import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { isAllowedPushEndpoint } from '../../src/push/push-endpoint-policy';
import { generateVapidKeys, vapidFileOf, vapidKeysOf } from '../../src/push/vapid-keys';
import { issuesOf, PRODUCTION_ENV } from '../support/config-issues';

const production = PRODUCTION_ENV;
const keys = generateVapidKeys();
const vapid = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@weklean.ca' };

describe('web push settings (issue 36)', () => {
  let dataDir: string | null = null;
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = null;
  });

  it('refuses PUSH_ALLOWED_ORIGINS in production, and takes it as a list of origins elsewhere', () => {
    expect(issuesOf({ ...production, PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:9999' })).toEqual([expect.stringMatching(/^PUSH_ALLOWED_ORIGINS: must not be set with NODE_ENV=production/)]);
    expect(loadConfig({ PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:9999/, http://localhost:4000' }).PUSH_ALLOWED_ORIGINS).toEqual(['http://127.0.0.1:9999', 'http://localhost:4000']);
    expect(issuesOf({ PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:9999/push' })[0]).toMatch(/^PUSH_ALLOWED_ORIGINS\.0: each must be an http\(s\) origin|^PUSH_ALLOWED_ORIGINS: each must be an http\(s\) origin/);
    expect(loadConfig({}).PUSH_ALLOWED_ORIGINS).toEqual([]);
  });

  it('takes the three VAPID settings together or none, in production and elsewhere', () => {
    expect(loadConfig({ ...production, ...vapid })).toMatchObject(vapid);
    expect(loadConfig(production).VAPID_PUBLIC_KEY).toBeUndefined();
    expect(issuesOf({ ...production, VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY, VAPID_SUBJECT: vapid.VAPID_SUBJECT })).toEqual([expect.stringMatching(/^VAPID_PRIVATE_KEY: is required with the other VAPID_ settings/)]);
    expect(issuesOf({ VAPID_SUBJECT: vapid.VAPID_SUBJECT })[0]).toMatch(/^VAPID_PUBLIC_KEY: is required with the other VAPID_ settings/);
    expect(issuesOf({ ...vapid, VAPID_SUBJECT: 'ops@weklean.ca' })[0]).toMatch(/^VAPID_SUBJECT: must be a mailto: address or an https: URL/);
    expect(issuesOf({ ...vapid, VAPID_PUBLIC_KEY: 'abc' })[0]).toMatch(/^VAPID_PUBLIC_KEY: must be a base64url P-256 public key/);
  });

  it('uses the configured pair; in production without one push is off; elsewhere a pair is made once and kept (0600)', () => {
    dataDir = mkdtempSync(join(tmpdir(), 'weklean-vapid-'));
    expect(vapidKeysOf(loadConfig({ ...vapid, DATA_DIR: dataDir }))).toEqual({ publicKey: keys.publicKey, privateKey: keys.privateKey, subject: 'mailto:ops@weklean.ca' });
    expect(vapidKeysOf(loadConfig({ ...production, DATA_DIR: dataDir }))).toBeNull();
    const made = vapidKeysOf(loadConfig({ DATA_DIR: dataDir }));
    expect(made).toMatchObject({ publicKey: expect.stringMatching(/^B[\w-]{86}$/), privateKey: expect.stringMatching(/^[\w-]{43}$/), subject: 'mailto:admin@weklean.local' });
    expect(statSync(vapidFileOf(dataDir)).mode & 0o777).toBe(0o600);
    expect(vapidKeysOf(loadConfig({ DATA_DIR: dataDir }))).toEqual(made);
  });
});

describe('push endpoints the server delivers to', () => {
  it('accepts https URLs of public DNS names on the default port', () => {
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/abc', 'https://web.push.apple.com/QGx', 'https://wns2-bl2p.notify.windows.com/w/?token=x']) {
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(true);
    }
  });

  it('refuses http, IP literals, private names, other ports and credentials', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://10.1.2.3/x',
      'https://0x7f.1/x',
      'https://[fd00::1]/x',
      'https://169.254.169.254/latest',
      'https://localhost/x',
      'https://push.localhost/x',
      'https://printer.local/x',
      'https://metadata.google.internal/x',
      'https://intranet/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(false);
    }
  });

  it('accepts an allowed origin as it is, and that origin only', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:9999/push/a', ['http://127.0.0.1:9999'])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9998/push/a', ['http://127.0.0.1:9999'])).toBe(false);
  });
});
