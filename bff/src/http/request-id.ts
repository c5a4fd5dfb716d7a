import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a caller may give: short, and nothing that could break a log line or a header. */
const WELL_FORMED = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Whether the request came through a proxy of ours, whose X-Request-Id (one id across the proxy's log and ours) is
 * believed; anyone else could pick ids to muddle the logs. The app passes client-address.ts's viaTrustedProxy
 * (TRUST_PROXY), which needs forwardedClient to have run first.
 */
export type TrustsCaller = (c: Context) => boolean;

/** The id a trusted caller gave, when well formed; else a new one. */
export const requestIdFrom = (given: string | undefined, trusted: boolean): string =>
  given !== undefined && WELL_FORMED.test(given) && trusted ? given : randomUUID();

const requestIdOf = (c: Context, trustsCaller: TrustsCaller): string => requestIdFrom(c.req.header(REQUEST_ID_HEADER), trustsCaller(c));

/**
 * Gives each request an id (`c.get('requestId')`) and returns it as X-Request-Id on every answer: set once the answer
 * is made, so that an error's (onError), a 404 and a handler's own Response carry it too.
 */
export const requestId = (trustsCaller: TrustsCaller) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const id = requestIdOf(c, trustsCaller);
    c.set('requestId', id);
    try {
      await next();
    } finally {
      // On the answer's own headers: c.header would rebuild a finished answer as a full Fetch Response (issue 34). A
      // Response with immutable headers (Response.redirect, a fetched one) throws, and goes through c.header instead.
      try {
        c.res.headers.set(REQUEST_ID_HEADER, id);
      } catch {
        c.header(REQUEST_ID_HEADER, id);
      }
    }
  });
