import { createRateLimiter, type RateLimiter } from '@weklean/platform';
import { recordAnalyticsEvents, type AnalyticsRow } from '@weklean/projections';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type postgres from 'postgres';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/validation';
import { ANALYTICS_LIMITS, AnalyticsBatchSchema, brandOf, deviceOf, isRecent, referrerHost } from './analytics-schema';

export type AnalyticsLimits = { perVisitor: RateLimiter; perAddress: RateLimiter; rowsPerAddress: RateLimiter };

/**
 * Per minute: batches per visitor id (a browser sends one every 5 s at most, 20 events or a heartbeat), batches per
 * address (a household's, an office's or a school's), and events per address whatever the visitor ids. A reader's
 * browser makes a few events a minute (a heartbeat per 28 s, a page view per page); one that changes page at every
 * 2-s path check, about 35. 1,200 is thirty of those behind one address, or hundreds of readers, where rotating
 * visitor ids used to let 600 batches of 50 (30,000 rows) through.
 */
export const ANALYTICS_RATE = { perVisitor: 30, perAddress: 600, rowsPerAddress: 1200, windowSeconds: 60 } as const;

export const inProcessAnalyticsLimits = (): AnalyticsLimits => ({
  perVisitor: createRateLimiter({ name: 'analytics-visitor', points: ANALYTICS_RATE.perVisitor, durationSeconds: ANALYTICS_RATE.windowSeconds }),
  perAddress: createRateLimiter({ name: 'analytics-address', points: ANALYTICS_RATE.perAddress, durationSeconds: ANALYTICS_RATE.windowSeconds }),
  rowsPerAddress: createRateLimiter({ name: 'analytics-address-rows', points: ANALYTICS_RATE.rowsPerAddress, durationSeconds: ANALYTICS_RATE.windowSeconds }),
});

const tooMany = (c: Context<AppEnv>, seconds: number) => {
  c.header('Retry-After', String(seconds));
  return c.json({ code: 'analytics.rate-limited', message: c.get('t')('consent:api.rate-limited', { seconds }) }, 429);
};

/**
 * `POST /api/analytics` (docs/api/analytics.md): page views, heartbeats and errors from visitors who accepted
 * analytics, signed in or not. Kept apart from the events, without personal data: the browser's random id, the path
 * without its query string, the referrer's host, the language, the site, the signed-in person's role, mobile or
 * desktop. 202 with no body; events older than 24 hours or ahead of the clock are dropped quietly.
 */
export const analyticsRoutes = (deps: { sql: postgres.Sql; limits: AnalyticsLimits; clock: () => Date }) =>
  new Hono<AppEnv>().post(
    '/',
    bodyLimit({
      maxSize: ANALYTICS_LIMITS.maxBodyBytes,
      onError: (c) =>
        c.json({ code: 'http.payload-too-large', message: c.get('t')('http.payload-too-large', { maxKb: ANALYTICS_LIMITS.maxBodyBytes / 1024 }) }, 413),
    }),
    async (c, next) => {
      const wait = await deps.limits.perAddress.hit(clientAddress(c));
      return wait === null ? next() : tooMany(c, wait);
    },
    jsonBody(AnalyticsBatchSchema),
    async (c) => {
      const batch = c.req.valid('json');
      const wait =
        (await deps.limits.perVisitor.hit(batch.visitorId)) ??
        (await deps.limits.rowsPerAddress.hit(clientAddress(c), batch.events.length));
      if (wait !== null) return tooMany(c, wait);
      const now = deps.clock();
      const common = {
        visitorId: batch.visitorId,
        language: batch.language ?? c.get('lang'),
        brand: brandOf(c.req.header('host')),
        role: c.get('account')?.role ?? null,
        device: deviceOf(c.req.header('user-agent')),
      };
      const rows: AnalyticsRow[] = batch.events.flatMap((event) => {
        const at = new Date(event.at);
        if (Number.isNaN(at.getTime()) || !isRecent(at, now)) return [];
        const isError = event.kind === 'error';
        return [
          {
            ...common,
            kind: event.kind,
            path: event.path,
            referrerHost: event.kind === 'pageview' ? referrerHost(event.referrer) : null,
            message: isError ? (event.message ?? null) : null,
            source: isError ? (event.source?.slice(0, ANALYTICS_LIMITS.maxPathLength) ?? null) : null,
            line: isError ? (event.line ?? null) : null,
            // A clock a little ahead is taken at the server's word.
            at: at.getTime() > now.getTime() ? now : at,
          },
        ];
      });
      await recordAnalyticsEvents(deps.sql, rows);
      return c.body(null, 202);
    },
  );

/**
 * `GET /api/site-config` (docs/api/analytics.md): what the browser needs to know of the server's configuration
 * before a visitor consents: the Google Analytics measurement id, or null when none is configured. Public, cacheable.
 */
export const siteConfigRoutes = (gaMeasurementId: string | null, simulatedPayments: boolean) =>
  new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ gaMeasurementId, simulatedPayments }, 200);
  });

/** The global site tag's hosts, for the Content-Security-Policy, when a measurement id is configured. */
export const siteTagSources = (gaMeasurementId: string | null) =>
  gaMeasurementId === null
    ? { script: [], connect: [], img: [] }
    : {
        script: ['https://www.googletagmanager.com'],
        connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
        img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
      };
