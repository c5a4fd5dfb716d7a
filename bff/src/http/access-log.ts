import type { Logger, ProcessMetrics } from '@weklean/platform';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import { clientAddress } from './client-address';
import type { AppEnv } from './env';

/** Probes hit these every few seconds: their lines are kept for LOG_LEVEL=debug. */
const isProbe = (route: string) => route === '/metrics' || route.startsWith('/api/health');

/**
 * One line per request at info, and its count and duration in the metrics: the method, the route pattern (Hono's
 * routePath, e.g. /api/bookings/:id: no id, no query string, nothing a person typed), the status, the time to the
 * answer, its size when known, the request id and the client's address. Never a body, a cookie or a header value.
 * Runs after request-id.ts's middleware, which sets the id.
 */
export const accessLog = (options: { logger: Logger; metrics?: Pick<ProcessMetrics, 'observeRequest'> }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    let thrown = false;
    try {
      await next();
    } catch (error) {
      thrown = true;
      throw error;
    } finally {
      const seconds = (performance.now() - started) / 1000;
      // After next(), the route index is the one of the handler (or middleware) that answered.
      const route = routePath(c) || '*';
      const status = thrown ? 500 : c.res.status;
      const length = thrown ? null : c.res.headers.get('content-length');
      options.metrics?.observeRequest({ method: c.req.method, route, status, seconds });
      const fields = {
        method: c.req.method,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(length !== null && /^\d+$/.test(length) ? { bytes: Number(length) } : {}),
        requestId: c.get('requestId'),
        address: clientAddress(c),
      };
      if (isProbe(route)) options.logger.debug('request', fields);
      else options.logger.info('request', fields);
    }
  });
