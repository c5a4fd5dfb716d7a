import { SESSIONS_ENDED_CHANNEL } from '@weklean/domain';
import type { Bus } from '@weklean/platform';

/**
 * What SESSIONS_ENDED_CHANNEL carries: whose sessions ended and, when only one did (a logout), which one, by its
 * token's digest in hex, as sessions are stored. Without `session`, all of the person's sockets close.
 */
export type SessionsEnded = { userId: string; session?: string };

/** Tells every BFF process (each subscribes: live-sockets.ts) to close the sockets of the sessions that ended. */
export const publishSessionsEnded = (bus: Bus, userId: string, tokenHash?: Buffer) =>
  bus.publish(SESSIONS_ENDED_CHANNEL, tokenHash ? { userId, session: tokenHash.toString('hex') } : { userId });

/** The message as it came off the bus; null when it is not one (the bus carries JSON from other processes). */
export const readSessionsEnded = (message: unknown): SessionsEnded | null => {
  if (typeof message !== 'object' || message === null) return null;
  const { userId, session } = message as { userId?: unknown; session?: unknown };
  if (typeof userId !== 'string') return null;
  return typeof session === 'string' ? { userId, session } : { userId };
};
