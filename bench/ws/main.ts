// Socket bench: `npm run bench -- ws [--quick] [--sockets N] [--rate R] [--seconds S]`. 5 000 signed-in sockets held by
// one BFF socket server in a second process (bench/ws/server.ts), live messages published at a steady rate (200/s)
// for people picked at random; prints the delivery latency (publish → the socket's frame) p50/p95/p99 and the
// server's memory per socket. BENCH_DATABASE_URL picks the PostgreSQL server, else an embedded one runs. Target:
// p99 ≤ 100 ms at 5 000 sockets and 200 messages/s. It reports and exits 0.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createSessions, migrate } from '@weklean/platform';
import postgres from 'postgres';
import WebSocket from 'ws';
import { openBenchDatabase } from '../event-store/database';

const log = (line: string) => process.stderr.write(`· ${line}\n`);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
type Memory = { rss: number; heapUsed: number; sockets: number };

async function main() {
  const { values } = parseArgs({
    options: { quick: { type: 'boolean', default: false }, sockets: { type: 'string' }, rate: { type: 'string' }, seconds: { type: 'string' } },
  });
  const sockets = Number(values.sockets ?? (values.quick ? 500 : 5_000));
  const rate = Number(values.rate ?? 200);
  const seconds = Number(values.seconds ?? (values.quick ? 5 : 20));
  const started = new Date();
  const db = await openBenchDatabase(process.env, log);
  let server: ChildProcess | null = null;
  try {
    await migrate(db.url);
    const sql = postgres(db.url, { max: 4, onnotice: () => undefined });
    // The people: accounts with a live session each.
    log(`creating ${sockets.toLocaleString('en')} signed-in people`);
    const ids = Array.from({ length: sockets }, () => randomUUID());
    for (let start = 0; start < ids.length; start += 1000) {
      const rows = ids.slice(start, start + 1000).map((id, index) => ({ id, name: `Bench ${start + index}`, email: `bench.${start + index}@example.com`, password_hash: 'x', role: 'client' }));
      await sql`insert into users ${sql(rows)}`;
    }
    const sessions = createSessions(sql);
    const tokens: string[] = [];
    for (const id of ids) tokens.push((await sessions.open(id, false)).token);

    // The socket server, in its own process.
    server = fork(new URL('./server.ts', import.meta.url).pathname, [], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      env: { ...process.env, BENCH_WS_DATABASE_URL: db.url },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const child = server;
    const ask = <T>(type: string): Promise<T> =>
      new Promise((resolve) => {
        const listener = (message: { type: string }) => {
          if (message.type !== type) return;
          child.off('message', listener);
          resolve(message as T);
        };
        child.on('message', listener);
        child.send({ type });
      });
    const ready = await new Promise<{ port: number; origin: string }>((resolve) => child.once('message', (message) => resolve(message as { port: number; origin: string })));
    const url = `ws://127.0.0.1:${ready.port}/ws/messages`;
    const before = await ask<Memory>('memory');

    // Every person's socket, opened 200 at a time.
    log(`opening ${sockets.toLocaleString('en')} sockets`);
    const latencies: number[] = [];
    const clients: WebSocket[] = [];
    for (let start = 0; start < sockets; start += 200) {
      await Promise.all(
        tokens.slice(start, start + 200).map(
          (token) =>
            new Promise<void>((resolve, reject) => {
              const socket = new WebSocket(url, { headers: { cookie: `weklean_session=${token}`, origin: ready.origin } });
              socket.on('message', (raw) => {
                const frame = JSON.parse(raw.toString()) as { type: string; message?: { text?: string } };
                if (frame.type === 'NEW_MESSAGE' && frame.message?.text) latencies.push(Date.now() - Number(frame.message.text));
              });
              socket.once('open', () => resolve());
              socket.once('error', reject);
              clients.push(socket);
            }),
        ),
      );
    }
    const held = await ask<Memory>('memory');

    // Messages at a steady rate, each to a person picked at random.
    log(`publishing ${rate} messages/s for ${seconds} s`);
    const total = rate * seconds;
    const t0 = Date.now();
    for (let sent = 0; sent < total; sent += 1) {
      const due = t0 + (sent * 1000) / rate;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const userId = ids[Math.floor(Math.random() * ids.length)]!;
      child.send({
        type: 'publish',
        publication: {
          userIds: [userId],
          message: { type: 'NEW_MESSAGE', message: { id: randomUUID(), bookingId: randomUUID(), senderId: randomUUID(), recipientId: userId, text: String(Date.now()), sentAt: new Date().toISOString(), readAt: null } },
          readModel: 'conversations',
        },
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const sorted = [...latencies].sort((a, b) => a - b);
    const lines = [
      `ws bench — ${started.toISOString()} — ${db.server} (PostgreSQL ${db.serverVersion}), ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`,
      `sockets held: ${held.sockets.toLocaleString('en')}; server memory per socket: RSS ${((held.rss - before.rss) / sockets / 1024).toFixed(1)} KiB, heap ${((held.heapUsed - before.heapUsed) / sockets / 1024).toFixed(1)} KiB`,
      `messages: ${total.toLocaleString('en')} sent at ${rate}/s, ${latencies.length.toLocaleString('en')} delivered`,
      `delivery latency (publish → frame, each with its unread count read from PostgreSQL): p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, p99 ${percentile(sorted, 99)} ms, max ${sorted.at(-1)} ms`,
      `target p99 ≤ 100 ms at 5 000 sockets and 200 messages/s: ${sockets >= 5_000 && rate >= 200 ? (percentile(sorted, 99) <= 100 ? 'PASS' : 'MISS') : 'not measured at that size'}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    for (const client of clients) client.terminate();
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
    server = null;
    await sql.end();
  } finally {
    server?.kill('SIGKILL');
    await db.dispose();
  }
}

await main();
