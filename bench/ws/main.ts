// Socket bench: `npm run bench -- ws [--quick] [--sockets N] [--rate R] [--seconds S] [--rounds K]`. 5 000 signed-in
// sockets held by one BFF socket server in a second process (bench/ws/server.ts), and the same people's sockets held by
// a bare `ws` server in a third (bench/ws/bare-server.ts: the in-run baseline). In alternating rounds, live messages are
// published at a steady rate (200/s) for people picked at random, to one server then the other (the order flipped every
// round); prints the delivery latency (publish → the socket's frame) p50/p95/p99 of each as the median of the rounds
// with min–max, the ratio of the p99s per round, and each server's memory per socket. BENCH_DATABASE_URL picks the
// PostgreSQL server, else an embedded one runs. Target: p99 ≤ 100 ms at 5 000 sockets and 200 messages/s. It reports and
// exits 0.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createSessions, migrate } from '@weklean/platform';
import postgres from 'postgres';
import WebSocket from 'ws';
import { openBenchDatabase } from '../event-store/database';
import { alternatingRounds, formatSpread, loadLine, ratioSpread, spreadOf, type Spread } from '../support/rounds';

const log = (line: string) => process.stderr.write(`· ${line}\n`);
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
type Memory = { rss: number; heapUsed: number; sockets: number };
type Variant = 'bff' | 'bare';

/** A socket server in its own process, spoken to over IPC. */
type Server = { child: ChildProcess; url: string; origin: string; ask<T>(type: string): Promise<T> };

async function startServer(script: string, env: NodeJS.ProcessEnv): Promise<Server> {
  const child = fork(new URL(script, import.meta.url).pathname, [], { execArgv: ['--import', 'tsx', '--expose-gc'], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await new Promise<{ port: number; origin: string }>((resolve) => child.once('message', (message) => resolve(message as { port: number; origin: string })));
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
  return { child, url: `ws://127.0.0.1:${ready.port}/ws/messages`, origin: ready.origin, ask };
}

async function main() {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      sockets: { type: 'string' },
      rate: { type: 'string' },
      seconds: { type: 'string' },
      rounds: { type: 'string' },
    },
  });
  const sockets = Number(values.sockets ?? (values.quick ? 500 : 5_000));
  const rate = Number(values.rate ?? 200);
  const seconds = Number(values.seconds ?? (values.quick ? 2 : 5));
  const rounds = Number(values.rounds ?? (values.quick ? 2 : 5));
  const started = new Date();
  const loadAtStart = loadLine('at start');
  const db = await openBenchDatabase(process.env, log);
  const servers: Server[] = [];
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

    // The two socket servers, each in its own process.
    const bff = await startServer('./server.ts', { ...process.env, BENCH_WS_DATABASE_URL: db.url });
    servers.push(bff);
    const bare = await startServer('./bare-server.ts', process.env);
    servers.push(bare);
    bare.child.send({ type: 'people', people: tokens.map((token, index) => [token, ids[index]!]) });
    const byVariant: Record<Variant, Server> = { bff, bare };

    // Every person's socket on each server, opened 200 at a time; a frame's latency goes to the round's variant.
    const latencies: Record<Variant, number[]> = { bff: [], bare: [] };
    const memory: Record<Variant, { before: Memory; held: Memory }> = {} as Record<Variant, { before: Memory; held: Memory }>;
    const clients: WebSocket[] = [];
    for (const variant of ['bff', 'bare'] as const) {
      const server = byVariant[variant];
      const before = await server.ask<Memory>('memory');
      log(`opening ${sockets.toLocaleString('en')} sockets on the ${variant} server`);
      for (let start = 0; start < sockets; start += 200) {
        await Promise.all(
          tokens.slice(start, start + 200).map(
            (token) =>
              new Promise<void>((resolve, reject) => {
                const socket = new WebSocket(server.url, { headers: { cookie: `weklean_session=${token}`, origin: server.origin } });
                socket.on('message', (raw) => {
                  const frame = JSON.parse(raw.toString()) as { type: string; message?: { text?: string } };
                  if (frame.type === 'NEW_MESSAGE' && frame.message?.text) latencies[variant].push(Date.now() - Number(frame.message.text));
                });
                socket.once('open', () => resolve());
                socket.once('error', reject);
                clients.push(socket);
              }),
          ),
        );
      }
      memory[variant] = { before, held: await server.ask<Memory>('memory') };
    }

    /** One round of a variant: messages at a steady rate for people picked at random; its latencies, sorted. */
    const perRound: Record<Variant, number[][]> = { bff: [], bare: [] };
    const publishRound = async (variant: Variant): Promise<number> => {
      latencies[variant] = [];
      const total = rate * seconds;
      const t0 = Date.now();
      for (let sent = 0; sent < total; sent += 1) {
        const due = t0 + (sent * 1000) / rate;
        const wait = due - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const userId = ids[Math.floor(Math.random() * ids.length)]!;
        byVariant[variant].child.send({
          type: 'publish',
          publication: {
            userIds: [userId],
            message: { type: 'NEW_MESSAGE', message: { id: randomUUID(), bookingId: randomUUID(), senderId: randomUUID(), recipientId: userId, text: String(Date.now()), sentAt: new Date().toISOString(), readAt: null } },
            readModel: 'conversations',
          },
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const sorted = [...latencies[variant]].sort((a, b) => a - b);
      perRound[variant].push(sorted);
      return percentile(sorted, 99);
    };
    log(`${rounds} rounds of ${seconds} s at ${rate} messages/s on each server, the order flipped every round`);
    const p99 = await alternatingRounds(rounds, { bff: () => publishRound('bff'), bare: () => publishRound('bare') }, (round, figures) =>
      log(`round ${round + 1}: p99 bff ${figures.bff} ms, bare ${figures.bare} ms`),
    );
    const ofRounds = (variant: Variant, p: number): Spread => spreadOf(perRound[variant].map((sorted) => percentile(sorted, p)));
    const delivered = (variant: Variant) => perRound[variant].reduce((sum, sorted) => sum + sorted.length, 0);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const perSocket = (variant: Variant) => {
      const { before, held } = memory[variant];
      return `RSS ${((held.rss - before.rss) / sockets / 1024).toFixed(1)} KiB, heap ${((held.heapUsed - before.heapUsed) / sockets / 1024).toFixed(1)} KiB (${held.sockets.toLocaleString('en')} held)`;
    };
    const ratio = ratioSpread(p99.bff.values, p99.bare.values);
    const lines = [
      `ws bench — ${started.toISOString()} — ${db.server} (PostgreSQL ${db.serverVersion}); ${loadAtStart}; ${loadLine('at end')}`,
      `${sockets.toLocaleString('en')} sockets on each server; ${rounds} rounds of ${seconds} s at ${rate} messages/s each; figures: median (min–max) of the rounds`,
      `BFF socket server (session, Origin, unread count read from PostgreSQL per frame): p50 ${formatSpread(ofRounds('bff', 50), ms)}, p95 ${formatSpread(ofRounds('bff', 95), ms)}, p99 ${formatSpread(p99.bff, ms)}; ${delivered('bff').toLocaleString('en')} of ${(rounds * rate * seconds).toLocaleString('en')} delivered; memory per socket ${perSocket('bff')}`,
      `bare ws server (the baseline): p50 ${formatSpread(ofRounds('bare', 50), ms)}, p95 ${formatSpread(ofRounds('bare', 95), ms)}, p99 ${formatSpread(p99.bare, ms)}; ${delivered('bare').toLocaleString('en')} delivered; memory per socket ${perSocket('bare')}`,
      `p99 BFF / bare, per round: ${formatSpread(ratio)}`,
      `target p99 ≤ 100 ms at 5 000 sockets and 200 messages/s: ${sockets >= 5_000 && rate >= 200 ? (p99.bff.median <= 100 ? 'PASS' : 'MISS') : 'not measured at that size'}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    for (const client of clients) client.terminate();
    for (const server of servers.splice(0)) {
      server.child.send({ type: 'stop' });
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    await sql.end();
  } finally {
    for (const server of servers) server.child.kill('SIGKILL');
    await db.dispose();
  }
}

await main();
