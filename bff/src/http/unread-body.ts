import { IncomingMessage } from 'node:http';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';

/** A body left unread up to this size is read and dropped after the answer, and the connection is kept. */
export const MAX_DRAINED_BYTES = 4 * 1024 * 1024;
/** How long a slow client gets to finish sending a body nobody reads before its connection is cut. */
export const DRAIN_TIMEOUT_MS = 15_000;

/** The Node request under the Hono one (@hono/node-server passes it as `env.incoming`); null under `app.request()`. */
const nodeRequestOf = (env: unknown): IncomingMessage | null =>
  typeof env === 'object' && env !== null && 'incoming' in env && env.incoming instanceof IncomingMessage ? env.incoming : null;

/** Reads a body to its end and drops it; past `maxBytes` or `timeoutMs` it gives up, which closes the connection. */
async function discard(body: ReadableStream<Uint8Array>, maxBytes: number, timeoutMs: number) {
  const reader = body.getReader();
  const timer = setTimeout(() => void reader.cancel().catch(() => undefined), timeoutMs);
  try {
    for (let read = 0; ; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > maxBytes) return void (await reader.cancel());
    }
  } catch {
    // The client went away, or the timer cancelled the read: the socket is closed, nothing is left to keep.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A request answered without its body being read (a 413 from its Content-Length, a 415, a 401 before parsing …) must
 * not leave that body on the connection: the client is still sending it, and the next request on the same keep-alive
 * connection would come after it. A declared body up to MAX_DRAINED_BYTES is read and dropped once the answer is
 * made, and the connection stays open; a larger one, one of unknown length (chunked) or one a middleware stopped
 * reading half-way answers `Connection: close`, so the client opens a new connection for its next request.
 * @hono/node-server's own clean-up is off (node-server.ts): it gives a body half a second, then cuts the socket
 * without telling the client, which breaks the client's next request on it (issue 29).
 */
export const settleUnreadBody = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const incoming = nodeRequestOf(c.env);
    if (!incoming || incoming.readableEnded || incoming.destroyed) return;
    const lengthHeader = incoming.headers['content-length'];
    const chunked = incoming.headers['transfer-encoding'] !== undefined;
    const declared = !chunked && lengthHeader !== undefined && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : null;
    if (!chunked && (declared === null || declared === 0)) return;
    const body = c.req.raw.body;
    if (declared !== null && declared <= MAX_DRAINED_BYTES && body && !body.locked) {
      void discard(body, MAX_DRAINED_BYTES, DRAIN_TIMEOUT_MS);
      return;
    }
    c.header('Connection', 'close');
  });
