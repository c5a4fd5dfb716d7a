import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The site's own pages: its public origins, or (none configured) the origin the request came to. */
export const isSiteOrigin = (origin: string, publicOrigins: readonly string[], ownOrigin: string): boolean =>
  (publicOrigins.length > 0 ? publicOrigins : [ownOrigin]).includes(origin);

/**
 * CSRF defence for state-changing requests: a body must be JSON (415 otherwise: HTML forms cannot send it), and the
 * Origin (or, without one, Sec-Fetch-Site) must be the site's own (403 otherwise). Upload endpoints take
 * multipart/form-data, which a form can send: there an Origin of the site's own is required.
 * One-click paths (RFC 8058: a mail provider posts `List-Unsubscribe=One-Click` as a form, from its own servers) take
 * a form body from anywhere: the secret token in their address is what authorizes them, not the page that posts.
 */
export const requestGuards = (publicOrigins: readonly string[], uploadPaths: readonly (string | RegExp)[] = [], oneClickPaths: readonly string[] = []) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const formType = /^application\/x-www-form-urlencoded\s*(;|$)/i;
    if (c.req.method === 'POST' && oneClickPaths.includes(c.req.path) && formType.test(c.req.header('content-type') ?? '')) return next();
    const t = c.get('t');
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const sameSite = origin ? isSiteOrigin(origin, publicOrigins, new URL(c.req.url).origin) : !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none';
    if (!sameSite) return c.json({ code: 'http.forbidden-origin', message: t('http.forbidden-origin') }, 403);
    const type = c.req.header('content-type');
    const hasBody = Number(c.req.header('content-length') ?? '0') > 0 || c.req.header('transfer-encoding') !== undefined;
    const isJson = type !== undefined && /^application\/json\s*(;|$)/i.test(type);
    const isUploadPath = uploadPaths.some((path) => (typeof path === 'string' ? path === c.req.path : path.test(c.req.path)));
    const isUpload = isUploadPath && type !== undefined && /^multipart\/form-data\s*;/i.test(type);
    if (isUpload && !origin) return c.json({ code: 'http.forbidden-origin', message: t('http.forbidden-origin') }, 403);
    if ((hasBody || type !== undefined) && !isJson && !isUpload) {
      return c.json({ code: 'http.unsupported-media-type', message: t('http.unsupported-media-type') }, 415);
    }
    return next();
  });
