import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, quebecInstant } from '@weklean/domain';
import type postgres from 'postgres';
import WebSocket from 'ws';
import type { BenchCleaner, Person } from './seed';

export type Answer = { status: number; body: string };

/** Keep-alive requests to the BFF as a signed-in browser makes them: the session cookie and the site's Origin. */
export function httpClient(port: number, origin: string, timeoutMs = 15_000) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 1_000 });
  const send = (method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { accept: 'application/json', origin };
      if (token) headers.cookie = `weklean_session=${token}`;
      if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) });
      const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
}
export type HttpClient = ReturnType<typeof httpClient>;

/**
 * Each cleaner's live socket (/ws/messages), noting when the first BOOKING_UPDATED frame about each booking arrives:
 * the request reaching the cleaner once its deposit is paid. `arrival` waits for it (the frame may come before the
 * HTTP answer that names the booking).
 */
export async function cleanerSockets(port: number, origin: string, cleaners: readonly BenchCleaner[]) {
  const arrived = new Map<string, { at: number; event: string }>();
  const waiting = new Map<string, (arrival: { at: number; event: string }) => void>();
  const sockets = await Promise.all(
    cleaners.map(
      (cleaner) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/messages`, { headers: { cookie: `weklean_session=${cleaner.token}`, origin } });
          socket.on('message', (raw) => {
            const at = performance.now();
            const frame = JSON.parse(raw.toString()) as { type: string; bookingId?: string; event?: string };
            if (frame.type !== 'BOOKING_UPDATED' || !frame.bookingId || arrived.has(frame.bookingId)) return;
            const arrival = { at, event: frame.event ?? '' };
            arrived.set(frame.bookingId, arrival);
            waiting.get(frame.bookingId)?.(arrival);
            waiting.delete(frame.bookingId);
          });
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  return {
    /** When the booking's first frame reached its cleaner; null past `timeoutMs`. */
    arrival: async (bookingId: string, timeoutMs: number): Promise<{ at: number; event: string } | null> => {
      const known = arrived.get(bookingId);
      if (known) return known;
      const timeout = sleep(timeoutMs).then(() => null);
      const frame = new Promise<{ at: number; event: string }>((resolve) => waiting.set(bookingId, resolve));
      const first = await Promise.race([frame, timeout]);
      waiting.delete(bookingId);
      return first;
    },
    close: () => sockets.forEach((socket) => socket.terminate()),
  };
}
export type CleanerSockets = Awaited<ReturnType<typeof cleanerSockets>>;

/**
 * When a booking shows in the `bookings` read model as the cleaner's list reads it (its deposit paid, no longer
 * awaiting it), and with which payment status: one query for every booking still awaited, every `pollMs`.
 */
export function readModelWatcher(sql: postgres.Sql, pollMs = 20) {
  const awaited = new Map<string, (seen: { at: number; paymentStatus: string }) => void>();
  let timer: NodeJS.Timeout | null = null;
  const poll = async () => {
    timer = null;
    const ids = [...awaited.keys()];
    if (ids.length > 0) {
      // A row the query finds was visible once the query took its snapshot, after it was sent: on a loaded machine
      // the answer comes much later than that, so the sending is the nearer bound.
      const at = performance.now();
      const rows = await sql<{ id: string; payment_status: string }[]>`
        select booking_id::text as id, payment_status from bookings where booking_id = any(${ids}::uuid[]) and not awaiting_deposit`;
      for (const row of rows) {
        awaited.get(row.id)?.({ at, paymentStatus: row.payment_status });
        awaited.delete(row.id);
      }
    }
    if (awaited.size > 0) timer = setTimeout(() => void poll(), pollMs);
  };
  return {
    pollMs,
    /** When the booking became visible (the sending of the first poll that saw it); null past `timeoutMs`. */
    visible: async (bookingId: string, timeoutMs: number): Promise<{ at: number; paymentStatus: string } | null> => {
      const seen = new Promise<{ at: number; paymentStatus: string }>((resolve) => awaited.set(bookingId, resolve));
      timer ??= setTimeout(() => void poll(), 0);
      const first = await Promise.race([seen, sleep(timeoutMs).then(() => null)]);
      awaited.delete(bookingId);
      return first;
    },
    stop: () => {
      if (timer) clearTimeout(timer);
      awaited.clear();
    },
  };
}
export type ReadModelWatcher = ReturnType<typeof readModelWatcher>;

/** One client and the cleaner they book, with the client's property. */
export type Pair = { client: Person; cleaner: BenchCleaner; propertyId: string };

export type BookingSample = {
  /** From the request sent to its complete answer. */
  answerMs: number;
  status: number;
  /** The payment status the 201 answered. */
  answerPaymentStatus: string | null;
  /** To the cleaner's socket frame announcing it (null: none came within the wait). */
  pushMs: number | null;
  pushEvent: string | null;
  /** To the booking in the cleaner's list read model with its deposit paid (null: not within the wait). */
  visibleMs: number | null;
  paymentStatus: string | null;
};
export type BookingSlice = { samples: BookingSample[]; seconds: number; firstError?: string };

/** Visits of 4 hours at 8:00, 12:00 and 16:00, from 3 days ahead: a pair's k-th booking never overlaps its others. */
export const slotOf = (today: string, k: number): string => {
  const times = ['08:00', '12:00', '16:00'] as const;
  return quebecInstant(addDays(today, 3 + Math.floor(k / times.length)), times[k % times.length]!)!;
};

/**
 * Closed loop: each pair's client requests a booking of its own cleaner as soon as its previous request was answered,
 * for `ms`; then the slice waits (`followMs` at most after each answer) for the pushes and the read model of the
 * bookings made.
 */
export async function bookingLoop(
  http: HttpClient, pairs: readonly Pair[], next: { k: number[] }, today: string, sockets: CleanerSockets, watcher: ReadModelWatcher, ms: number, followMs: number,
): Promise<BookingSlice> {
  const samples: BookingSample[] = [];
  const follow: Promise<void>[] = [];
  let firstError: string | undefined;
  const start = performance.now();
  const until = start + ms;
  let lastAnswer = start;
  await Promise.all(
    pairs.map(async (pair, index) => {
      while (performance.now() < until) {
        const k = next.k[index]!;
        next.k[index] = k + 1;
        const sent = performance.now();
        const answer = await http
          .send('POST', '/api/bookings', pair.client.token, {
            cleanerSlug: pair.cleaner.slug, propertyId: pair.propertyId, startsAt: slotOf(today, k), durationHours: 4, cleanerBringsSupplies: false,
            frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
          })
          .catch((error: unknown) => ({ status: 0, body: error instanceof Error ? error.message : String(error) }));
        const answered = performance.now();
        lastAnswer = Math.max(lastAnswer, answered);
        if (answer.status !== 201) {
          firstError ??= `${answer.status} ${answer.body.slice(0, 200)}`;
          samples.push({ answerMs: answered - sent, status: answer.status, answerPaymentStatus: null, pushMs: null, pushEvent: null, visibleMs: null, paymentStatus: null });
          continue;
        }
        const { id, paymentStatus } = JSON.parse(answer.body) as { id: string; paymentStatus: string };
        follow.push(
          Promise.all([sockets.arrival(id, followMs), watcher.visible(id, followMs)]).then(([push, seen]) => {
            samples.push({
              answerMs: answered - sent,
              status: answer.status,
              answerPaymentStatus: paymentStatus,
              pushMs: push ? push.at - sent : null,
              pushEvent: push?.event ?? null,
              visibleMs: seen ? Math.max(seen.at, answered) - sent : null,
              paymentStatus: seen?.paymentStatus ?? null,
            });
          }),
        );
      }
    }),
  );
  const seconds = (lastAnswer - start) / 1000;
  await Promise.all(follow);
  return { samples, seconds, ...(firstError ? { firstError } : {}) };
}

export type ReadKind = 'search' | 'profile' | 'bookings';
export type ReadSample = { kind: ReadKind; latencyMs: number; ok: boolean; dropped: boolean };
export type ReadSlice = { samples: ReadSample[]; seconds: number };

/** The read-heavy mix: a search of Montréal's cleaners (pages 1–3), a cleaner's profile, a client's bookings list. */
export function readMix(pairs: readonly Pair[]) {
  let i = 0;
  return (): { kind: ReadKind; path: string; token: string | null } => {
    i += 1;
    const pair = pairs[(i * 7919) % pairs.length]!;
    const roll = i % 10;
    if (roll < 4) return { kind: 'search', path: `/api/cleaners?city=montreal${roll === 0 ? '' : `&page=${roll === 3 ? 2 : 1}`}`, token: null };
    if (roll < 7) return { kind: 'profile', path: `/api/cleaners/${pair.cleaner.slug}`, token: null };
    return { kind: 'bookings', path: '/api/bookings?status=upcoming', token: pair.client.token };
  };
}

/**
 * Open loop at `rate` for `ms` (as bench/search/load.ts): each request's latency runs from its due time, and a due
 * request is dropped (counted, not timed) when `maxInFlight` are unanswered, so an overloaded run ends in bounded time.
 */
export async function readLoop(http: HttpClient, next: ReturnType<typeof readMix>, rate: number, ms: number, maxInFlight: number): Promise<ReadSlice> {
  const count = Math.max(1, Math.round((rate * ms) / 1000));
  const interval = 1000 / rate;
  const samples: ReadSample[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  let inFlight = 0;
  while (sent < count) {
    while (sent < count && start + sent * interval <= performance.now()) {
      const due = start + sent * interval;
      const { kind, path, token } = next();
      sent += 1;
      if (inFlight >= maxInFlight) {
        samples.push({ kind, latencyMs: Number.NaN, ok: false, dropped: true });
        continue;
      }
      inFlight += 1;
      pending.push(
        http.send('GET', path, token).then(
          (answer) => void samples.push({ kind, latencyMs: performance.now() - due, ok: answer.status === 200, dropped: false }),
          () => void samples.push({ kind, latencyMs: performance.now() - due, ok: false, dropped: false }),
        ).finally(() => (inFlight -= 1)),
      );
    }
    if (sent < count) await sleep(Math.max(0, start + sent * interval - performance.now()));
  }
  await Promise.all(pending);
  return { samples, seconds: (performance.now() - start) / 1000 };
}
