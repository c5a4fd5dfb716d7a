import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for the per-address limits: the socket's peer (docs/decisions.md: behind a
 * reverse proxy it would be the proxy's; no forwarded header is trusted). `unknown` where there is no socket
 * (`app.request()` without the test's `fromAddress`).
 */
export const clientAddress = (c: Context): string => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
};
