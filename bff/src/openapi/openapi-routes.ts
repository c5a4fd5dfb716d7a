import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { RouterRoute } from 'hono/types';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/refusal';
import { openApiDocument, type OpenApiDocument } from './openapi-document';

const require = createRequire(import.meta.url);
const swaggerDir = dirname(require.resolve('swagger-ui-dist/package.json'));
const { version } = require('../../package.json') as { version: string };

/** The files of the interactive reference, from swagger-ui-dist in node_modules (no CDN: no internet at run time). */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: join(swaggerDir, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: join(swaggerDir, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
};

/** Its start, a file of its own: the page's CSP runs no inline script. */
const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null, tryItOutEnabled: false });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Weklean API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

/**
 * The interactive reference's own CSP, narrower than the app's: its scripts and stylesheet from here, no inline
 * script, no eval, nothing to fetch but this origin. Swagger UI sets style attributes, hence 'unsafe-inline' for styles.
 * Registered before secureHeaders in app.ts, so that it has the last word on /api/docs.
 */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
  "font-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'";
export const docsContentSecurityPolicy = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('Content-Security-Policy', DOCS_CSP);
});

/**
 * The app's routes for its own document: handed over once the app is built (`are(app)`), read at the first request.
 * A holder, not a closure over `app`, which would make the app's type depend on itself.
 */
export const publishedRoutes = () => {
  let source: { routes: readonly RouterRoute[] } | null = null;
  return {
    are(app: { routes: readonly RouterRoute[] }) {
      source = app;
    },
    routes: (): readonly RouterRoute[] => source?.routes ?? [],
  };
};

/**
 * `GET /api/openapi.json` (the document, built once from the app's routes on first request) and `GET /api/docs` (the
 * interactive reference). Public. `routes`: the app's own routes, read when the document is first asked for (after
 * every route is registered).
 */
export const openApiRoutes = (routes: () => readonly RouterRoute[]) => {
  let document: OpenApiDocument | null = null;
  const assets = new Map<string, string>();
  const assetOf = (name: string) => {
    const asset = ASSETS[name];
    if (!asset) return null;
    if (!assets.has(name)) assets.set(name, readFileSync(asset.file, 'utf8'));
    return { body: assets.get(name)!, type: asset.type };
  };
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      document ??= openApiDocument(routes(), { version });
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(document, 200);
    })
    .get('/docs', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.html(PAGE, 200);
    })
    .get('/docs/:file', (c) => {
      const file = c.req.param('file');
      const asset = file === 'init.js' ? { body: INIT, type: 'text/javascript; charset=utf-8' } : assetOf(file);
      if (!asset) throw notFound();
      c.header('Content-Type', asset.type);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(asset.body, 200);
    });
};
