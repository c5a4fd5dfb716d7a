import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { EventStore } from '@weklean/domain';
import type { Bus, Logger } from '@weklean/platform';
import type { Projection } from '@weklean/projections';
import type postgres from 'postgres';
import { errorHandler } from './http/errors';
import { staticFrontend } from './http/static-frontend';
import { healthRoutes } from './routes/health';
import { localeRoutes } from './routes/locales';

export type AppDeps = {
  sql: postgres.Sql;
  store: EventStore;
  bus: Bus;
  logger: Logger;
  projections: readonly Projection[];
  localesDir: string;
  /** The built React app; absent in API-only tests. */
  frontendDist?: string;
};

/** The BFF, built from injected adapters so that tests call `app.request()` without a network. */
export function createApp(deps: AppDeps) {
  const api = new Hono()
    .route('/health', healthRoutes(deps))
    .all('*', (c) => c.json({ code: 'http.404', message: 'Not found' }, 404));

  const app = new Hono()
    .use(
      secureHeaders({
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // antd writes its CSS-in-JS into <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
        referrerPolicy: 'strict-origin-when-cross-origin',
      }),
    )
    .route('/api', api)
    .route('/locales', localeRoutes(deps.localesDir));
  if (deps.frontendDist) app.route('/', staticFrontend(deps.frontendDist));
  app.onError(errorHandler(deps.logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
