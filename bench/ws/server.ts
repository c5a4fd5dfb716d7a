// The BFF's socket side alone, in its own process, for `npm run bench -- ws`: /ws/messages on a free port, fed by an
// in-process bus that the bench drives over IPC (publish), and its memory reported on request.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, createMemoryBus, createPostgresEventStore } from '@weklean/platform';
import postgres from 'postgres';
import { liveSocketsFor } from '../../bff/src/live/live-sockets';

const databaseUrl = process.env.BENCH_WS_DATABASE_URL ?? '';
const origin = 'http://bench.local';
const sql = postgres(databaseUrl, { max: 8, onnotice: () => undefined });
const store = await createPostgresEventStore({ connectionString: databaseUrl });
const bus = createMemoryBus();
const live = liveSocketsFor({ sql, store, bus, publicOrigins: [origin], logger: createLogger({ level: 'error', json: true }) });
const http = createServer((_request, response) => {
  response.writeHead(404).end();
});
await live.attach(http);
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));

process.on('message', (message: { type: string; publication?: unknown }) => {
  if (message.type === 'publish') void bus.publish('live', message.publication);
  if (message.type === 'memory') {
    global.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ type: 'memory', rss, heapUsed, sockets: live.count() });
  }
  if (message.type === 'stop') {
    void (async () => {
      await live.close();
      http.close();
      await store.close();
      await sql.end();
      process.exit(0);
    })();
  }
});
process.send?.({ type: 'ready', port: (http.address() as AddressInfo).port, origin });
