import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSocket, LIVE_SOCKET_RULES, reconnectDelay, type SocketLike } from './live-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  /** The server accepts. */
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** The connection ends, with a close code. */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

describe('the live socket', () => {
  let sockets: FakeSocket[];
  const events: string[] = [];
  const urls = new WeakMap<FakeSocket, string>();
  const urlOf = (socket: FakeSocket) => urls.get(socket);
  const make = (overrides: { random?: () => number } = {}) =>
    createLiveSocket({
      url: 'ws://localhost/ws/messages',
      createSocket: (url) => {
        const socket = new FakeSocket();
        urls.set(socket, url);
        sockets.push(socket);
        return socket;
      },
      onFrame: (frame) => events.push(`frame:${frame.type}`),
      onState: (state) => events.push(`state:${state}`),
      onError: (error) => events.push(`error:${error}`),
      onReconnectFailed: () => events.push('reconnect-failed'),
      onReconnected: () => events.push('reconnected'),
      random: overrides.random ?? (() => 0),
      now: () => 1234,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    events.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 2 s × 1.5ⁿ between attempts, at most 30 s, plus up to 10 % jitter', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([2000, 3000, 4500, 6750, 10125]);
    expect(reconnectDelay(12, () => 0)).toBe(30_000);
    expect(reconnectDelay(1, () => 0.999)).toBe(2200);
    expect(reconnectDelay(20, () => 1)).toBe(33_000);
  });

  it('opens, pings every 30 s, and hands the frames over', () => {
    const live = make();
    live.connect();
    sockets[0]!.accept();
    expect(live.state).toBe('open');
    vi.advanceTimersByTime(LIVE_SOCKET_RULES.pingIntervalMs);
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ type: 'PING', timestamp: 1234 })]);
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'NEW_MESSAGE', message: {} }) });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(events).toEqual(['state:connecting', 'state:open', 'frame:NEW_MESSAGE', 'error:parse']);
  });

  it('gives up a connection that does not open within 10 s, and tries again', () => {
    const live = make();
    live.connect();
    vi.advanceTimersByTime(LIVE_SOCKET_RULES.connectTimeoutMs - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(events).toContain('error:timeout');
    expect(live.state).toBe('closed');
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects after an abnormal close only, and reads again what it missed once back', () => {
    const live = make();
    live.connect();
    sockets[0]!.accept();
    for (const code of [1000, 1001, 1005]) {
      const before = sockets.length;
      live.connect();
      sockets.at(-1)!.accept();
      sockets.at(-1)!.drop(code);
      vi.advanceTimersByTime(60_000);
      expect(sockets.length).toBe(before + 1);
    }
    live.connect();
    sockets.at(-1)!.accept();
    const count = sockets.length;
    sockets.at(-1)!.drop(1006);
    vi.advanceTimersByTime(1999);
    expect(sockets.length).toBe(count);
    vi.advanceTimersByTime(1);
    expect(sockets.length).toBe(count + 1);
    sockets.at(-1)!.accept();
    expect(events.filter((event) => event === 'reconnected').length).toBeGreaterThan(0);
  });

  it('does not reconnect after a deliberate disconnect (logout)', () => {
    const live = make();
    live.connect();
    sockets[0]!.accept();
    live.disconnect();
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[0]!.drop(1006);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(live.state).toBe('closed');
  });

  it('stops after 5 failed attempts with a reconnect-failed event, and starts over on retry', () => {
    const live = make();
    live.connect();
    sockets[0]!.accept();
    sockets[0]!.drop(1006);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      vi.advanceTimersByTime(reconnectDelay(attempt, () => 0));
      expect(sockets).toHaveLength(attempt + 1);
      sockets.at(-1)!.drop(1006);
    }
    expect(events.at(-1)).toBe('reconnect-failed');
    vi.advanceTimersByTime(300_000);
    expect(sockets).toHaveLength(6);
    live.retry();
    expect(sockets).toHaveLength(7);
    sockets.at(-1)!.accept();
    expect(live.state).toBe('open');
  });

  it('says a frame could not be sent while closed', () => {
    const live = make();
    expect(live.send({ type: 'REQUEST_UNREAD_COUNT' })).toBe(false);
    expect(events).toEqual(['error:send']);
  });

  it('reconnects from the last seq it saw and reads everything again only when the server cannot catch it up', () => {
    const live = make();
    live.connect();
    sockets[0]!.accept();
    const receive = (socket: FakeSocket, frame: Record<string, unknown>) => socket.onmessage?.({ data: JSON.stringify(frame) });
    receive(sockets[0]!, { type: 'CONNECTED', seq: '100' });
    receive(sockets[0]!, { type: 'NEW_MESSAGE', seq: '120', message: {} });
    // A seq that is not a position is ignored.
    receive(sockets[0]!, { type: 'BOOKING_UPDATED', seq: '1e9' });
    expect(live.lastSeq).toBe('120');
    sockets[0]!.drop(1006);
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(2);
    expect(urlOf(sockets[1]!)).toBe('ws://localhost/ws/messages?since=120');
    sockets[1]!.accept();
    receive(sockets[1]!, { type: 'NEW_MESSAGE', seq: '130', message: {} });
    receive(sockets[1]!, { type: 'CAUGHT_UP', seq: '140', replayed: 1 });
    // Caught up: nothing to read again.
    expect(events).not.toContain('reconnected');
    expect(live.lastSeq).toBe('140');
    sockets[1]!.drop(1006);
    vi.advanceTimersByTime(2000);
    expect(urlOf(sockets[2]!)).toBe('ws://localhost/ws/messages?since=140');
    sockets[2]!.accept();
    receive(sockets[2]!, { type: 'RESYNC', seq: '90' });
    expect(events.filter((event) => event === 'reconnected')).toHaveLength(1);
    expect(live.lastSeq).toBe('90');
  });

  it('reads everything again after a reconnect when it had no seq to start from', () => {
    const live = make();
    live.connect();
    sockets[0]!.accept();
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'CONNECTED', seq: null }) });
    sockets[0]!.drop(1006);
    vi.advanceTimersByTime(2000);
    expect(urlOf(sockets[1]!)).toBe('ws://localhost/ws/messages');
    sockets[1]!.accept();
    expect(events.filter((event) => event === 'reconnected')).toHaveLength(1);
  });
});
