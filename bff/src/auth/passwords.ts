import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const R = 8;
const P = 1;

const derive = (password: string, salt: Buffer, logN: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/**
 * scrypt with N = 2^logN (17 by default: N=131072, r=8, p=1), a 16-byte salt; the parameters travel with the hash so
 * that a later change of cost still verifies older hashes: `scrypt$<logN>$<r>$<p>$<salt>$<key>` (base64url).
 */
export function createPasswordHasher(logN: number) {
  return {
    hash: async (password: string): Promise<string> => {
      const salt = randomBytes(16);
      const key = await derive(password, salt, logN, R, P);
      return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
    },
    verify: async (password: string, stored: string): Promise<boolean> => {
      const [scheme, n, r, p, salt, key] = stored.split('$');
      if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
      const expected = Buffer.from(key, 'base64url');
      const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
