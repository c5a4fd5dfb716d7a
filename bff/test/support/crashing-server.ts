/**
 * A BFF process that kills itself (SIGKILL, as `kill -9`) right after its event store's Nth append has been written:
 * the crash tests run it as a child, send it a request, and look at what the stop left behind.
 * Env: DATABASE_URL (made and migrated by the test), CRASH_AFTER_APPENDS. Prints `port <n>` once it listens.
 */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { openTestApp } from './test-app';

const url = process.env.DATABASE_URL;
const crashAfter = Number(process.env.CRASH_AFTER_APPENDS);
if (!url || !Number.isInteger(crashAfter) || crashAfter < 1) throw new Error('DATABASE_URL and CRASH_AFTER_APPENDS are required');

let appends = 0;
const t = await openTestApp({ url, drop: async () => undefined }, {}, {
  wrapStore: (store) => ({
    ...store,
    appendToStream: async (...args: Parameters<typeof store.appendToStream>) => {
      const result = await store.appendToStream(...args);
      appends += 1;
      if (appends >= crashAfter) process.kill(process.pid, 'SIGKILL');
      return result;
    },
  }),
});
const server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
server.once('listening', () => {
  const address = server.address();
  process.stdout.write(`port ${typeof address === 'object' && address ? address.port : 0}\n`);
});
