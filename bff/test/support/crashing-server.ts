/**
 * A BFF process that kills itself (SIGKILL, as `kill -9`) right after its event store's Nth append has been written:
 * the crash tests run it as a child, send it a request, and look at what the stop left behind.
 * Started ahead of its case (its modules loaded, nothing opened), it is told its database (made and migrated by the
 * test) and N by its first line on stdin, `<database url> <N>`. Prints `port <n>` once it listens.
 */
import { once } from 'node:events';
import type { Server } from 'node:http';
import { createInterface } from 'node:readline';
import { serve } from '@hono/node-server';
import { openTestApp } from './test-app';

const [line] = (await once(createInterface({ input: process.stdin }), 'line')) as [string];
const [url, crashAfterText] = line.split(' ');
const crashAfter = Number(crashAfterText);
if (!url || !Number.isInteger(crashAfter) || crashAfter < 1) throw new Error('a database URL and a number of appends are required');

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
