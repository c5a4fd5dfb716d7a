import type { Context } from 'hono';
import type { AppEnv } from './env';
import { notFound } from './refusal';

/**
 * The shapes of the ids that appear in paths. A path id of another shape names nothing: it is answered 404 before any
 * query, so that no byte of it reaches the database or the event store (a zero byte once did, issue 9).
 */
const PATTERNS = {
  /** Bookings, properties, documents, checklist tasks, booking photos: ids the server made with randomUUID. */
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /**
   * The same ids only as randomUUID writes them, in lower case: where the id names a stream or is compared as text
   * (conversations, reviews, admin messages, payouts), another spelling would name something else.
   */
  lowercaseUuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  /** A cleaner's public address: `amelie-m-1a2b3c`. */
  slug: /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/,
  /** Ids a cleaner's own records carry (slots, blocks, photos): letters, digits, `-` and `_`. */
  id: /^[A-Za-z0-9_-]{1,100}$/,
  /** The `?before=` of a newest-first list: the position (a bigint) the page before ended on. */
  cursor: /^\d{1,19}$/,
} as const;

export type ParamKind = keyof typeof PATTERNS;

export const isWellFormed = (value: string | undefined, kind: ParamKind): value is string =>
  value !== undefined && PATTERNS[kind].test(value);

/** A path id of the expected shape, else the 404 (thrown, for routes that answer through the one error handler). */
export const wellFormedOr404 = (value: string, kind: ParamKind): string => {
  if (!isWellFormed(value, kind)) throw notFound();
  return value;
};

/** The `?before=` cursor of a newest-first list: null without one, a 404 for one of another shape. */
export const cursorOf = (value: string | undefined): string | null => (value === undefined ? null : wellFormedOr404(value, 'cursor'));

/** The 404 of a path id that is not one. */
export const unknownPath = <E extends AppEnv>(c: Context<E>) => c.json({ code: 'http.404', message: c.get('t')('http.404') }, 404);
