/**
 * The browser's end of `/ws/messages` (SPEC sections 4 and 9): opened for a signed-in user, closed on logout; a 10 s
 * connect time-out; a ping every 30 s; after an abnormal close (not 1000, 1001 or 1005, nor a deliberate disconnect)
 * at most 5 reconnect attempts, 2 s × 1.5ⁿ capped at 30 s plus up to 10 % jitter; then a reconnect-failed event,
 * which the screen shows with a retry. Pure of React and of the DOM: the socket and the clock are given.
 */

import type { ClientFrameInput } from '@weklean/domain';
import type { LiveFrame } from './live-keys';

export const LIVE_SOCKET_RULES = {
  connectTimeoutMs: 10_000,
  pingIntervalMs: 30_000,
  maxAttempts: 5,
  baseDelayMs: 2_000,
  factor: 1.5,
  capMs: 30_000,
  jitter: 0.1,
  /** Closes that are normal: no reconnect after them. */
  normalCloseCodes: [1000, 1001, 1005] as readonly number[],
} as const;

export type LiveState = 'connecting' | 'open' | 'closed';
/** SPEC 8's socket errors: 'Connection timeout', 'WebSocket connection failed', 'Failed to parse message', 'Failed to send message'. */
export type LiveError = 'timeout' | 'failed' | 'parse' | 'send';

/** What the client needs of a WebSocket (the browser's, or a test's). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
};

export type LiveSocketOptions = {
  url: string;
  createSocket: (url: string) => SocketLike;
  onFrame: (frame: LiveFrame) => void;
  onState?: (state: LiveState) => void;
  onError?: (error: LiveError) => void;
  onReconnectFailed?: () => void;
  /**
   * After a reconnect whose misses are unknown (no `seq` seen yet, or the server's RESYNC): the screens read
   * everything again. A reconnect the server caught up (`CAUGHT_UP`) needs nothing more.
   */
  onReconnected?: () => void;
  random?: () => number;
  now?: () => number;
};

const OPEN = 1;
const SEQ = /^\d{1,19}$/;

/** The later of two positions of the live updates (decimal strings of up to 19 digits). */
const laterSeq = (a: string | null, b: unknown): string | null => {
  if (typeof b !== 'string' || !SEQ.test(b)) return a;
  return a === null || BigInt(b) > BigInt(a) ? b : a;
};

/** The socket's address, asking for what came after `since` when one was seen (docs/api/messages.md). */
export const urlWithSince = (url: string, since: string | null): string =>
  since === null ? url : `${url}${url.includes('?') ? '&' : '?'}since=${since}`;

/** The wait before reconnect attempt `attempt` (1-based): 2 s × 1.5^(attempt − 1), at most 30 s, plus up to 10 %. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const { baseDelayMs, factor, capMs, jitter } = LIVE_SOCKET_RULES;
  const delay = Math.min(capMs, baseDelayMs * factor ** (attempt - 1));
  return Math.round(delay * (1 + random() * jitter));
}

export function createLiveSocket(options: LiveSocketOptions) {
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => Date.now());
  let socket: SocketLike | null = null;
  let state: LiveState = 'closed';
  let attempts = 0;
  let opens = 0;
  let deliberate = false;
  /** The last live update this page is known to have (every frame's `seq`, and the server's CONNECTED/CAUGHT_UP/PONG). */
  let lastSeq: string | null = null;
  let connectTimer: ReturnType<typeof setTimeout> | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;

  const setState = (next: LiveState) => {
    state = next;
    options.onState?.(next);
  };
  const clearTimers = () => {
    if (connectTimer) clearTimeout(connectTimer);
    if (reconnectTimer) clearTimeout(reconnectTimer);
    if (pingTimer) clearInterval(pingTimer);
    connectTimer = reconnectTimer = pingTimer = null;
  };

  const scheduleReconnect = () => {
    attempts += 1;
    if (attempts > LIVE_SOCKET_RULES.maxAttempts) {
      options.onReconnectFailed?.();
      return;
    }
    reconnectTimer = setTimeout(open, reconnectDelay(attempts, random));
  };

  function open() {
    clearTimers();
    deliberate = false;
    // One socket at a time: a previous one is let go without a reconnect.
    if (socket) {
      const previous = socket;
      socket = null;
      previous.onclose = null;
      previous.close(1000, 'replaced');
    }
    setState('connecting');
    let current: SocketLike;
    let askedSince: string | null = null;
    try {
      // A reconnect asks for what it missed; a first connection reads the screens' data fresh anyway.
      current = options.createSocket(opens > 0 ? urlWithSince(options.url, lastSeq) : options.url);
      askedSince = opens > 0 ? lastSeq : null;
    } catch {
      options.onError?.('failed');
      setState('closed');
      scheduleReconnect();
      return;
    }
    socket = current;
    connectTimer = setTimeout(() => {
      if (socket !== current || current.readyState === OPEN) return;
      options.onError?.('timeout');
      // Its close event may never come: this socket is dropped now, and the next attempt planned.
      current.onclose = null;
      current.close();
      socket = null;
      setState('closed');
      scheduleReconnect();
    }, LIVE_SOCKET_RULES.connectTimeoutMs);
    current.onopen = () => {
      if (socket !== current) return;
      if (connectTimer) clearTimeout(connectTimer);
      connectTimer = null;
      attempts = 0;
      opens += 1;
      setState('open');
      // Without a seq to start from, what was missed is unknown.
      if (opens > 1 && askedSince === null) options.onReconnected?.();
      pingTimer = setInterval(() => send({ type: 'PING', timestamp: now() }), LIVE_SOCKET_RULES.pingIntervalMs);
    };
    current.onmessage = (event) => {
      try {
        const frame = JSON.parse(String(event.data)) as { type?: unknown };
        if (typeof frame !== 'object' || frame === null || typeof frame.type !== 'string') throw new Error('no type');
        const seq = (frame as { seq?: unknown }).seq;
        if (frame.type === 'RESYNC') {
          lastSeq = laterSeq(null, seq);
          options.onReconnected?.();
        } else {
          lastSeq = laterSeq(lastSeq, seq);
        }
        // The wire's one unchecked step: the server sends only these frames (bff/src/live/live-sockets.ts).
        options.onFrame(frame as LiveFrame);
      } catch {
        options.onError?.('parse');
      }
    };
    current.onerror = () => options.onError?.('failed');
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      clearTimers();
      setState('closed');
      if (deliberate || LIVE_SOCKET_RULES.normalCloseCodes.includes(event.code)) return;
      scheduleReconnect();
    };
  }

  /** A frame of SPEC 7 (its shapes: domain/src/live/live-frames.ts, which the server checks it against). */
  function send(frame: ClientFrameInput): boolean {
    if (!socket || socket.readyState !== OPEN) {
      options.onError?.('send');
      return false;
    }
    socket.send(JSON.stringify(frame));
    return true;
  }

  return {
    connect: () => {
      attempts = 0;
      open();
    },
    /** Deliberate: no reconnect follows (logout, leaving the app). */
    disconnect: () => {
      deliberate = true;
      clearTimers();
      const current = socket;
      socket = null;
      current?.close(1000, 'bye');
      if (state !== 'closed') setState('closed');
    },
    /** After reconnect-failed: the person asks to try again. */
    retry: () => {
      attempts = 0;
      open();
    },
    send,
    /** The last live update's position known here (tests, diagnostics). */
    get lastSeq() {
      return lastSeq;
    },
    get state() {
      return state;
    },
  };
}

export type LiveSocket = ReturnType<typeof createLiveSocket>;
