import type { Server } from 'node:http';
import { serve } from '@hono/node-server';

type FetchCallback = Parameters<typeof serve>[0]['fetch'];

/**
 * The HTTP server of the BFF (start.ts, and the tests that need a real connection). Bodies the app leaves unread are
 * settled by the app itself (unread-body.ts): @hono/node-server's own clean-up would cut such a connection after half
 * a second, without a `Connection: close` the client could act on.
 */
export const serveApp = (fetch: FetchCallback, options: { hostname: string; port: number }): Server =>
  serve({ fetch, hostname: options.hostname, port: options.port, autoCleanupIncoming: false }) as Server;
