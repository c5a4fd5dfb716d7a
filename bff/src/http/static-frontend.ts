import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';

/** Sets Cache-Control on what a static handler found (its own onFound hook runs after the response is built). */
const cacheFound =
  (value: string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.res.headers.set('Cache-Control', value);
  };

/**
 * Serves the built React app: hashed assets cached for a year, every other GET that is not a file answered with
 * index.html (client-side routes), never cached and read from disk on each request, so that a new build is picked
 * up at once. A missing asset is a 404, never the page (a stale page's scripts must fail as scripts).
 */
export const staticFrontend = (distDir: string) => {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The frontend is not built: ${indexFile} is missing`);
  return new Hono()
    .use('/assets/*', cacheFound('public, max-age=31536000, immutable'), serveStatic({ root: distDir }))
    .get('/assets/*', (c) => c.text('Not found', 404))
    .get('*', async (c, next) => {
      // Files at the top of dist (favicon, images) for an hour; anything else is a client-side route, and the page
      // itself is never served from here (it would be cached).
      if (c.req.path.endsWith('/') || c.req.path.endsWith('.html')) return next();
      const served = await serveStatic({ root: distDir })(c, async () => undefined);
      if (served) {
        c.res.headers.set('Cache-Control', 'public, max-age=3600');
        return served;
      }
      await next();
    })
    .get('*', async (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(await readFile(indexFile, 'utf8'), 200);
    });
};
