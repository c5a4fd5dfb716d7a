import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings the client's Accept-Encoding allows among br and gzip, best first (br preferred at equal weight). */
export function acceptedEncodings(header: string | undefined): Exclude<Encoding, 'identity'>[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a));
}

/** The best encoding the client accepts, identity when none. */
export function pickEncoding(header: string | undefined): Encoding {
  return acceptedEncodings(header)[0] ?? 'identity';
}

/** Files worth compressing (text); images, fonts in woff2 and archives are compressed already. */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|map|webmanifest|ico|ttf|otf)$/i;

/**
 * Gives a JSON answer its Content-Length, so that Hono's compress middleware (placed before this one) leaves answers
 * under its threshold alone: `c.json` answers carry no length, and compress would otherwise gzip even the smallest.
 */
export const measureJson: MiddlewareHandler = async (c, next) => {
  await next();
  // Without an encoding compress applies, it leaves the answer alone and the server gives a text body its length:
  // measuring would only read the whole body back out of a Response built for it (issue 34).
  if (!COMPRESS_ENCODINGS.test(c.req.header('Accept-Encoding') ?? '')) return;
  const type = c.res.headers.get('Content-Type') ?? '';
  if (!type.startsWith('application/json') || c.res.headers.has('Content-Length') || !c.res.body) return;
  const { status } = c.res;
  const headers = new Headers(c.res.headers);
  const body = await c.res.arrayBuffer();
  headers.set('Content-Length', String(body.byteLength));
  c.res = new Response(body, { status, headers });
};

/**
 * API answers vary with Accept-Encoding, said before the answer is made: compress would add it to the finished answer,
 * and a header added there rebuilds it as a full Fetch Response (a fifth of the HTTP layer's cost for a search, issue
 * 34). A handler that sets its own Vary replaces this one, and compress then appends Accept-Encoding as before.
 */
export const varyOnEncoding: MiddlewareHandler = async (c, next) => {
  c.header('Vary', 'Accept-Encoding');
  await next();
};

/** The encodings Hono's compress middleware picks from Accept-Encoding (hono/compress: gzip, then deflate). */
const COMPRESS_ENCODINGS = /gzip|deflate/;

/** The offline map's data (frontend/public/map/): large and unchanged between most releases, but not named by its hash. */
export const OFFLINE_MAP_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

/** Smallest body worth compressing on the fly. */
const THRESHOLD = 1024;

function contentType(path: string): string {
  return getMimeType(path) ?? 'application/octet-stream';
}

/** Compresses a body on the fly (the page, small enough for a synchronous call; brotli at a fast quality). */
export function encodeBody(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(body);
  return body;
}

function respond(c: Context, body: Buffer, type: string, cache: string, encoding: Encoding, vary: boolean, status: 200 | 404 = 200): Response {
  const headers = new Headers({ 'Content-Type': type, 'Cache-Control': cache, 'Content-Length': String(body.length) });
  if (vary) headers.set('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The page, with its head tags filled in by a renderer (bff/src/site), compressed on the fly above 1 KB. */
export type PageRenderer = (c: Context, html: string) => Promise<string> | string;

/**
 * Serves the built React app: hashed assets cached for a year, every other GET that is not a file answered with
 * index.html (client-side routes; 404 for a path that is none of the app's pages), never cached and read from disk on each request, so that a new build is picked
 * up at once. A missing asset is a 404, never the page (a stale page's scripts must fail as scripts).
 *
 * Compression: a text file is answered with the `.br` or `.gz` written beside it at build (scripts/precompress.ts)
 * when the client accepts it (br preferred), with `Vary: Accept-Encoding`; the page is compressed on the fly.
 */
/** A page the server draws itself (bff/src/site/server-pages.ts) instead of the app's index.html, or null. */
export type ServerPageSource = (c: Context) => Promise<{ html: string; lang: string } | null>;

/**
 * Whether the app has a page at a path (domain's isAppRoute); the page of any other path is answered with 404, the
 * app then showing its not-found page. Without it, every path is taken for a page.
 */
export type PageMatcher = (path: string) => boolean;

export const staticFrontend = (distDir: string, renderPage?: PageRenderer, serverPage?: ServerPageSource, isPage?: PageMatcher) => {
  const root = normalize(distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The frontend is not built: ${indexFile} is missing`);

  /** The file at a URL path inside dist, or null (outside dist, a directory, missing). */
  const fileAt = async (urlPath: string): Promise<string | null> => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const path = normalize(join(root, decoded));
    if (!path.startsWith(root + sep)) return null;
    return (await isFile(path)) ? path : null;
  };

  const serveFile = async (c: Context, path: string, cache: string): Promise<Response> => {
    const type = contentType(path);
    if (!COMPRESSIBLE.test(path)) return respond(c, await readFile(path), type, cache, 'identity', false);
    for (const encoding of acceptedEncodings(c.req.header('accept-encoding'))) {
      const beside = `${path}.${encoding === 'br' ? 'br' : 'gz'}`;
      if (await isFile(beside)) return respond(c, await readFile(beside), type, cache, encoding, true);
    }
    return respond(c, await readFile(path), type, cache, 'identity', true);
  };

  return new Hono()
    .on(['GET', 'HEAD'], '/assets/*', async (c) => {
      const path = await fileAt(c.req.path);
      if (!path || /\.(?:br|gz)$/.test(path)) return c.text('Not found', 404);
      return serveFile(c, path, 'public, max-age=31536000, immutable');
    })
    .on(['GET', 'HEAD'], '*', async (c) => {
      // Files at the top of dist (favicon, images) for an hour; anything else is a client-side route, and the page
      // itself is never served from here (it would be cached).
      if (!c.req.path.endsWith('/') && !c.req.path.endsWith('.html') && !/\.(?:br|gz)$/.test(c.req.path)) {
        const path = await fileAt(c.req.path);
        // The service worker is checked for a new version on every visit (its precache names the build's files); the
        // offline map's data (/map/, rebuilt only with its sources: scripts/build-offline-map.ts) is kept a week.
        if (path) return serveFile(c, path, c.req.path === '/sw.js' ? 'no-cache' : c.req.path.startsWith('/map/') ? OFFLINE_MAP_CACHE : 'public, max-age=3600');
      }
      const drawn = serverPage ? await serverPage(c) : null;
      const source = drawn?.html ?? (await readFile(indexFile, 'utf8'));
      let page = renderPage ? await renderPage(c, source) : source;
      // The head tags speak the host's language; the page drawn says which language its text is in.
      if (drawn !== null) page = page.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${drawn.lang}"`);
      const body = Buffer.from(page, 'utf8');
      const encoding = body.length >= THRESHOLD ? pickEncoding(c.req.header('accept-encoding')) : 'identity';
      const status = drawn !== null || isPage === undefined || isPage(c.req.path) ? 200 : 404;
      return respond(c, encodeBody(body, encoding), 'text/html; charset=UTF-8', 'no-cache', encoding, true, status);
    });
};
