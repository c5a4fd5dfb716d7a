import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { dueJobCount, type ProcessMetrics, type ScrapeSources } from '@weklean/platform';
import { readProjectionStatuses } from '@weklean/projections';
import { readReactorStatuses, TIMER_QUEUE } from '@weklean/workers';
import type { AppEnv } from '../http/env';
import type { HealthDeps } from './health-routes';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests of equal length in constant time: how long a refusal takes says nothing of the guess. */
export const bearerMatches = (authorization: string | undefined, token: string): boolean =>
  timingSafeEqual(digest(/^Bearer (\S+)$/i.exec(authorization ?? '')?.[1] ?? ''), digest(token));

/**
 * GET /metrics (Prometheus text format, docs/metrics.md) for `Authorization: Bearer <METRICS_TOKEN>`; mounted only
 * when METRICS_TOKEN is set (without it the path is an unknown page, 404).
 */
export const metricsRoutes = (deps: { metrics: ProcessMetrics; token: string }) =>
  new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!bearerMatches(c.req.header('authorization'), deps.token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ code: 'auth.not-signed-in', message: c.get('t')('auth.not-signed-in') }, 401);
    }
    return c.body(await deps.metrics.registry.metrics(), 200, { 'Content-Type': deps.metrics.registry.contentType });
  });

/** The BFF's gauges, read at scrape time from what its health page reads (health-routes.ts). */
export const bffScrapeSources = (deps: HealthDeps): ScrapeSources => {
  const { liveConnections } = deps;
  return {
    projections: () => readProjectionStatuses(deps.sql, deps.store, deps.projections),
    reactors: () => readReactorStatuses(deps.sql, deps.store, deps.reactors ?? []),
    timersDue: () => dueJobCount(deps.sql, TIMER_QUEUE),
    ...(liveConnections ? { liveSockets: () => liveConnections().sockets } : {}),
  };
};
