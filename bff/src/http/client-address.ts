import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import proxyaddr from 'proxy-addr';
import type { AppEnv } from './env';

/** Who sent a request, as far as it can be known (see forwardedClient). */
export type Client = {
  /** The client's address: the socket's peer, or what trusted proxies say they received it from. */
  address: string;
  /** The scheme the client used: the request's own, or the X-Forwarded-Proto of a trusted proxy. */
  protocol: 'http' | 'https';
  /** The socket's peer is one of TRUST_PROXY: its forwarded headers (and an X-Request-Id it passes) are believed. */
  viaTrustedProxy: boolean;
};

const socketAddress = (c: Context): string | undefined => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

/**
 * The client of a connection from `peer` (the socket's address) with these headers: proxy-addr's rule below. For the
 * HTTP requests (forwardedClient) and the WebSocket upgrades, which reach the server outside Hono.
 */
export function clientOf(
  peer: string,
  headers: { forwardedFor: string | undefined; forwardedProto: string | undefined },
  ownProtocol: 'http' | 'https',
  trustProxy: readonly string[],
  trust = proxyaddr.compile([...trustProxy]),
): Client {
  const viaTrustedProxy = trustProxy.length > 0 && trust(peer, 0);
  const address = viaTrustedProxy ? proxyaddr({ connection: { remoteAddress: peer }, headers: { 'x-forwarded-for': headers.forwardedFor } } as never, trust) : peer;
  // The nearest proxy's scheme: the first value is the client's only when every hop kept the header, so take the last.
  const forwardedProto = headers.forwardedProto?.split(',').at(-1)?.trim().toLowerCase();
  const protocol = viaTrustedProxy && (forwardedProto === 'https' || forwardedProto === 'http') ? forwardedProto : ownProtocol;
  return { address, protocol, viaTrustedProxy };
}

/**
 * Reads the client from the socket and, when the socket's peer is a trusted proxy (TRUST_PROXY: addresses, ranges,
 * loopback…), from X-Forwarded-For and X-Forwarded-Proto with proxy-addr's semantics: the forwarded addresses are
 * walked from the nearest, and the first one not trusted is the client. Without TRUST_PROXY no header is believed,
 * so that nobody chooses their own address to slip past a per-address limit.
 */
export function forwardedClient(trustProxy: readonly string[]) {
  const trust = proxyaddr.compile([...trustProxy]);
  return createMiddleware<AppEnv>(async (c, next) => {
    const peer = socketAddress(c);
    const ownProtocol = new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
    if (peer === undefined) {
      c.set('client', { address: 'unknown', protocol: ownProtocol, viaTrustedProxy: false });
      return next();
    }
    const headers = { forwardedFor: c.req.header('x-forwarded-for'), forwardedProto: c.req.header('x-forwarded-proto') };
    c.set('client', clientOf(peer, headers, ownProtocol, trustProxy, trust));
    return next();
  });
}

/**
 * The address a request came from, for the per-address limits and the logs: what forwardedClient found, else the
 * socket's peer. `unknown` where there is no socket (`app.request()` without the test's `fromAddress`).
 */
export const clientAddress = (c: Context): string => (c.get('client') as Client | undefined)?.address ?? socketAddress(c) ?? 'unknown';

/** The request came through a trusted proxy (its X-Request-Id may be kept). */
export const viaTrustedProxy = (c: Context): boolean => (c.get('client') as Client | undefined)?.viaTrustedProxy ?? false;

/** The scheme the client used (https behind a trusted proxy that ends TLS). */
export const clientProtocol = (c: Context): 'http' | 'https' =>
  (c.get('client') as Client | undefined)?.protocol ?? (new URL(c.req.url).protocol === 'https:' ? 'https' : 'http');
