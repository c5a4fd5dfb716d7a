import * as v from 'valibot';
import { lineSchema as line, objectSchema as object, textSchema as text } from '@weklean/domain';

/** The limits of `POST /api/analytics` (docs/api/analytics.md). */
export const ANALYTICS_LIMITS = {
  /** Events in one batch (the browser sends 20 at most). */
  maxEvents: 50,
  /** The body, in bytes: beyond, 413 before anything parses it. */
  maxBodyBytes: 32 * 1024,
  /** A page's path once its query string and fragment are gone. */
  maxPathLength: 300,
  maxMessageLength: 500,
  /** What the browser may send before its query string is stripped (the stripped path must then fit in 300). */
  maxRawUrlLength: 2000,
  /** How old an event may be (a batch kept through a night in a closed laptop's tab is dropped, not refused). */
  maxAgeMs: 24 * 3600_000,
  /** How far ahead of the server a browser's clock may be: later still, the event is dropped. */
  clockSkewMs: 5 * 60_000,
} as const;

/** A v4 UUID, as crypto.randomUUID() draws it. */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The path alone: what follows `?` or `#` is dropped, so that no token or e-mail in an address is ever kept. */
export const pathOnly = (url: string): string => url.replace(/[?#].*$/s, '');

const path = v.pipe(
  line(),
  v.maxLength(ANALYTICS_LIMITS.maxRawUrlLength),
  v.transform(pathOnly),
  v.startsWith('/'),
  v.maxLength(ANALYTICS_LIMITS.maxPathLength),
);

const AnalyticsEventSchema = object({
  kind: v.picklist(['pageview', 'heartbeat', 'error']),
  path,
  at: v.pipe(line(), v.isoTimestamp('validation.date')),
  referrer: v.optional(v.pipe(line(), v.maxLength(ANALYTICS_LIMITS.maxRawUrlLength))),
  message: v.optional(v.pipe(text(), v.maxLength(ANALYTICS_LIMITS.maxMessageLength))),
  source: v.optional(v.pipe(line(), v.maxLength(ANALYTICS_LIMITS.maxRawUrlLength), v.transform(pathOnly))),
  line: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000))),
});

export const AnalyticsBatchSchema = object({
  visitorId: v.pipe(line(), v.regex(UUID_V4)),
  /** The interface's language (a beacon cannot set Accept-Language); the request's when absent. */
  language: v.optional(v.picklist(['fr', 'en'])),
  events: v.pipe(v.array(AnalyticsEventSchema), v.minLength(1), v.maxLength(ANALYTICS_LIMITS.maxEvents)),
});

export type AnalyticsBatch = v.InferOutput<typeof AnalyticsBatchSchema>;
export type AnalyticsEventInput = AnalyticsBatch['events'][number];

/** The host of a referring page (nothing else of its address), or null when there is none or it is not a URL. */
export function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.slice(0, 255) || null;
  } catch {
    return null;
  }
}

/** Mobile or desktop, the only thing kept of the user agent. */
export const deviceOf = (userAgent: string | undefined): 'mobile' | 'desktop' =>
  userAgent !== undefined && /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'mobile' : 'desktop';

/** The site the event came from, by its host name (lower case, no port, no `www.`). */
export const brandOf = (hostHeader: string | undefined): string => {
  const bare = (hostHeader ?? '').trim().toLowerCase().replace(/\.$/, '');
  const withoutPort = bare.startsWith('[') ? bare.replace(/^(\[[^\]]*\]).*$/, '$1') : bare.replace(/:\d+$/, '');
  const host = withoutPort.replace(/^www\./, '');
  return /^[a-z0-9.:[\]-]{1,255}$/.test(host) ? host : 'unknown';
};

/** Whether an event's instant is kept: within the last 24 hours and not ahead of the server (beyond its skew). */
export const isRecent = (at: Date, now: Date): boolean =>
  at.getTime() >= now.getTime() - ANALYTICS_LIMITS.maxAgeMs && at.getTime() <= now.getTime() + ANALYTICS_LIMITS.clockSkewMs;
