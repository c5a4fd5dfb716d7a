import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config/config';

/** The application server's identity to push services (RFC 8292): a P-256 key pair in base64url, and a contact. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** Where the embedded default keeps the pair it made: subscriptions are bound to the public key, so it must last. */
export const vapidFileOf = (dataDir: string) => join(resolve(dataDir), 'vapid.json');

/** A new pair, as `web-push generate-vapid-keys` makes it. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A private key with leading zero bytes comes back shorter: padded to the 32 bytes push services expect.
  const privateKey = ecdh.getPrivateKey();
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url') };
}

/**
 * The VAPID keys push is sent with: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT when set (config.ts checks
 * they go together); in production none set means push is off (null). Elsewhere (`npm start`), a pair made once and
 * kept in DATA_DIR/vapid.json (0600), with the admin's address as the contact.
 */
export function vapidKeysOf(config: Pick<Config, 'NODE_ENV' | 'DATA_DIR' | 'ADMIN_EMAIL' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>): VapidKeys | null {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY && config.VAPID_SUBJECT) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT };
  }
  if (config.NODE_ENV === 'production') return null;
  const file = vapidFileOf(config.DATA_DIR);
  const subject = `mailto:${config.ADMIN_EMAIL}`;
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...kept, subject };
  }
  const made = generateVapidKeys();
  mkdirSync(resolve(config.DATA_DIR), { recursive: true });
  // `wx`: two processes starting at once keep the first one's pair.
  try {
    writeFileSync(file, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
    return { ...(JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }), subject };
  }
  return { ...made, subject };
}
