import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * The shapes of the ids that appear in paths. A path id of another shape names nothing: it is answered 404 before any
 * query, so that no byte of it reaches the database or the event store (a zero byte once did, issue 9).
 */
const PATTERNS = {
  /** Bookings, properties, documents, checklist tasks, booking photos: ids the server made with randomUUID. */
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /** A cleaner's public address: `amelie-m-1a2b3c`. */
  slug: /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/,
  /** Ids a cleaner's own records carry (slots, blocks, photos): letters, digits, `-` and `_`. */
  id: /^[A-Za-z0-9_-]{1,100}$/,
} as const;

export type ParamKind = keyof typeof PATTERNS;

export const isWellFormed = (value: string | undefined, kind: ParamKind): value is string =>
  value !== undefined && PATTERNS[kind].test(value);

/** The 404 of a path id that is not one. */
export const unknownPath = <E extends AppEnv>(c: Context<E>) => c.json({ code: 'http.404', message: c.get('t')('http.404') }, 404);
