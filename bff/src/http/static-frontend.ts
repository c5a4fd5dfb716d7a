import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * Serves the built React app: hashed assets cached for a year, every other GET that is not a file answered with
 * index.html (client-side routes), never cached so that a deployment is picked up at once.
 */
export const staticFrontend = (distDir: string) => {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The frontend is not built: ${indexFile} is missing`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  return new Hono()
    .use(
      '/assets/*',
      serveStatic({
        root: distDir,
        onFound: (_path, c) => void c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    )
    .use('*', serveStatic({ root: distDir, onFound: (_path, c) => void c.header('Cache-Control', 'public, max-age=3600') }))
    .get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml, 200);
    });
};
