import { availableParallelism } from 'node:os';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { RetryLater } from '../http/refusal';
import { QueueFullError, type BoundedQueue } from './bounded-queue';

const KEY_LENGTH = 64;
const R = 8;
const P = 1;
/**
 * What a refused hash tells the client to wait (`Retry-After`): a slot frees within a hash's time (a fraction of a
 * second at cost 17); a retry that meets a full queue again is told the same.
 */
export const HASHING_BUSY_RETRY_SECONDS = 1;

/**
 * How many hashes may run at once, and wait, in this process. node:crypto's async scrypt runs on libuv's threadpool
 * (4 threads unless UV_THREADPOOL_SIZE says otherwise), the same pool that serves dns.lookup (a new database
 * connection to a host name), fs and zlib (compressed answers). Uncapped, a flood of failed logins fills all four
 * threads and queues the rest of the flood, each job ~128 MB and hundreds of ms at cost 17, ahead of every other
 * request's lookups and reads (a health check waited seconds); and four CPU-bound threads on two cores leave the
 * event loop little CPU. At most cores − 1 hashes (and never more than 3: one pool thread always stays for the rest)
 * keep a core for the event loop and a thread for I/O; a short queue (4 per slot) absorbs bursts of real sign-ins, and
 * past it the request is refused at once (503 `auth.busy`, Retry-After) instead of waiting minutes.
 */
export const passwordHashingLimits = (cores = availableParallelism()) => {
  const slots = Math.max(1, Math.min(cores - 1, 3));
  return { slots, queue: slots * 4 };
};

const derive = (password: string, salt: Buffer, logN: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/**
 * scrypt with N = 2^logN (17 by default: N=131072, r=8, p=1), a 16-byte salt; the parameters travel with the hash so
 * that a later change of cost still verifies older hashes: `scrypt$<logN>$<r>$<p>$<salt>$<key>` (base64url).
 * With `queue`, every hash and verify waits for one of its slots (the app's requests: see passwordHashingLimits); a
 * full queue refuses with RetryLater `auth.busy`. Without one (the seed scripts), hashes run as they come.
 */
export function createPasswordHasher(logN: number, options: { queue?: BoundedQueue } = {}) {
  const { queue } = options;
  const capped = async <T>(work: () => Promise<T>): Promise<T> => {
    if (!queue) return work();
    try {
      return await queue.run(work);
    } catch (error) {
      if (error instanceof QueueFullError) throw new RetryLater('auth.busy', 503, HASHING_BUSY_RETRY_SECONDS);
      throw error;
    }
  };
  return {
    hash: async (password: string): Promise<string> => {
      const salt = randomBytes(16);
      const key = await capped(() => derive(password, salt, logN, R, P));
      return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
    },
    verify: async (password: string, stored: string): Promise<boolean> => {
      const [scheme, n, r, p, salt, key] = stored.split('$');
      if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
      const expected = Buffer.from(key, 'base64url');
      const actual = await capped(() => derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p)));
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
