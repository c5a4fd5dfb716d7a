import { createMiddleware } from 'hono/factory';
import { isLocalHost, normalizeHost } from '../site/site';
import { clientProtocol } from './client-address';

/**
 * `Cross-Origin-Opener-Policy: same-origin`, only where the browser applies it: a potentially trustworthy origin
 * (https, or a local host). Over plain http on another host, Chrome ignores the header and logs an error on every
 * page (issue 30). Behind a proxy that ends TLS the scheme is the proxy's X-Forwarded-Proto when TRUST_PROXY names it
 * (client-address.ts); a host is also taken as https when a configured https origin (PUBLIC_URL, FRENCH_ORIGIN,
 * ENGLISH_ORIGIN) names it.
 */
export function openerPolicy(httpsOrigins: readonly (string | null | undefined)[]) {
  const secureHosts = new Set(
    httpsOrigins.flatMap((origin) => (origin && new URL(origin).protocol === 'https:' ? [normalizeHost(new URL(origin).host)] : [])),
  );
  return createMiddleware(async (c, next) => {
    await next();
    const host = normalizeHost(c.req.header('host') ?? new URL(c.req.url).host);
    const trustworthy = clientProtocol(c) === 'https' || isLocalHost(host) || secureHosts.has(host);
    if (trustworthy) c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  });
}
