import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';

/** The largest JSON body the API reads (a booking series with its full checklist is a few KB). */
export const MAX_JSON_BYTES = 100 * 1024;

/**
 * Refuses a request body over `maxBytes` with 413 and the localized message, before anything parses it: at once when
 * Content-Length says so, else as soon as a streamed (chunked) body passes the limit. Upload paths have their own,
 * larger limit (uploads.ts).
 */
export const jsonBodyLimit = (uploadPaths: readonly (string | RegExp)[], maxBytes = MAX_JSON_BYTES) => {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      c.json({ code: 'http.payload-too-large', message: c.get('t')('http.payload-too-large', { maxKb: Math.floor(maxBytes / 1024) }) }, 413),
  });
  const isUpload = (path: string) => uploadPaths.some((candidate) => (typeof candidate === 'string' ? candidate === path : candidate.test(path)));
  // A GET or HEAD has no body here (@hono/node-server hands none on; settleUnreadBody drains one sent anyway): asking
  // for it would only build the full Fetch Request, a third of the HTTP layer's own cost for a search (issue 34).
  const bodiless = (method: string) => method === 'GET' || method === 'HEAD';
  return createMiddleware<AppEnv>(async (c, next) => (bodiless(c.req.method) || isUpload(c.req.path) ? next() : limit(c, next)));
};
