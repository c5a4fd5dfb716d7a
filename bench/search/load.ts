import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kind } from './mix';

export type Sample = {
  kind: Kind;
  path: string;
  /** From the request's scheduled send time to its complete response, in ms (queueing included). */
  latencyMs: number;
  ok: boolean;
  /** Not sent: the backlog was full (see `openLoop`). No latency: left out of the percentiles, counted as an error. */
  dropped?: boolean;
  /** What `search` counted (direct calls only). */
  total?: number;
};

export type Outcome = { ok: boolean; total?: number };

export type Slice = { samples: Sample[]; seconds: number; error?: string };

/**
 * Open loop: request i is due at start + i / rate whatever happened to the earlier ones, and its latency runs from
 * that due time, so that a stalled server or event loop shows in the figures instead of slowing the sender
 * (coordinated omission). The slice ends when every request sent has its answer; its time runs to the last answer.
 * When `maxInFlight` requests are still unanswered (the target cannot keep up), a due request is dropped instead of
 * sent, so that an overloaded run still ends in bounded time.
 */
export async function openLoop(
  rate: number,
  durationMs: number,
  maxInFlight: number,
  next: () => { kind: Kind; path: string; run: () => Promise<Outcome> },
): Promise<Slice> {
  const count = Math.max(1, Math.round((rate * durationMs) / 1000));
  const intervalMs = 1000 / rate;
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  let firstError: string | undefined;
  const start = performance.now();
  let sent = 0;
  let inFlight = 0;
  while (sent < count) {
    const now = performance.now();
    while (sent < count && start + sent * intervalMs <= now) {
      const due = start + sent * intervalMs;
      const { kind, path, run } = next();
      sent += 1;
      if (inFlight >= maxInFlight) {
        samples.push({ kind, path, latencyMs: Number.NaN, ok: false, dropped: true });
        continue;
      }
      inFlight += 1;
      pending.push(
        run().then(
          (outcome) => {
            inFlight -= 1;
            samples.push({ kind, path, latencyMs: performance.now() - due, ...outcome });
          },
          (error: unknown) => {
            inFlight -= 1;
            firstError ??= error instanceof Error ? error.message : String(error);
            samples.push({ kind, path, latencyMs: performance.now() - due, ok: false });
          },
        ),
      );
    }
    if (sent < count) await sleep(Math.max(0, start + sent * intervalMs - performance.now()));
  }
  await Promise.all(pending);
  return { samples, seconds: (performance.now() - start) / 1000, ...(firstError ? { error: firstError } : {}) };
}

/** Keep-alive GETs to the BFF; a response is good when it is a 200 whose body has been read in full. */
export function httpClient(port: number, timeoutMs = 10_000) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 1_000 });
  const get = (path: string) =>
    new Promise<Outcome>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, agent, headers: { accept: 'application/json' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ ok: res.statusCode === 200 && bytes > 0 }));
        res.on('error', reject);
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end();
    });
  /** The `total` of a search's answer (for the totals check, not timed). */
  const total = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, agent, headers: { accept: 'application/json' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { total?: unknown };
          if (res.statusCode === 200 && typeof body.total === 'number') resolve(body.total);
          else reject(new Error(`${path}: ${res.statusCode} without a total`));
        });
        res.on('error', reject);
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end();
    });
  return { get, total, close: () => agent.destroy() };
}
