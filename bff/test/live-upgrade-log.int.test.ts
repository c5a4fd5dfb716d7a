import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLogger, createMemoryBus } from '@weklean/platform';
import { liveSocketsFor, type LiveSockets } from '../src/live/live-sockets';
import { signUpClient } from './support/bookings';
import { createTestApp, ORIGIN, type TestApp } from './support/test-app';

type Line = { msg: string; route?: string; status?: number; address?: string; requestId?: string; method?: string };

/** The socket's upgrade reaches the server outside Hono: it has its own access line, as every HTTP request (issue 31). */
describe('the access line of a WebSocket upgrade', () => {
  let t: TestApp;
  let server: Server;
  let live: LiveSockets;
  let url = '';
  const lines: Line[] = [];
  const upgrades = () => lines.filter((line) => line.msg === 'request' && line.route === '/ws/messages');

  const upgrade = (headers: Record<string, string>, path = '/ws/messages?since=41') =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(url.replace('/ws/messages', path), { headers });
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('error', () => undefined);
    });

  beforeAll(async () => {
    t = await createTestApp('live_upgrade_log');
    const logger = createLogger({ level: 'info', json: true, write: (line) => lines.push(JSON.parse(line) as Line) });
    server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    // The test's requests come from 127.0.0.1, here taken as a proxy of ours.
    live = liveSocketsFor({ sql: t.sql, store: t.store, bus: createMemoryBus(), publicOrigins: [ORIGIN], logger, trustProxy: ['loopback'] });
    await live.attach(server);
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/messages`;
  }, 60_000);
  afterAll(async () => {
    await live?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t?.close();
  });

  it('writes one line per upgrade, refused or accepted: its route without the query, status, the client behind the proxy and the proxy’s request id', async () => {
    expect(await upgrade({ origin: ORIGIN, 'x-forwarded-for': '198.51.100.7', 'x-request-id': 'edge-42' })).toBe(401);
    expect(upgrades()).toEqual([expect.objectContaining({ method: 'GET', route: '/ws/messages', status: 401, address: '198.51.100.7', requestId: 'edge-42' })]);

    const person = await signUpClient(t, 'Camille Roy', 'camille.upgrade@example.com');
    const token = person.headers.authorization!.slice('Bearer '.length);
    expect(await upgrade({ origin: ORIGIN, cookie: `weklean_session=${token}`, 'x-forwarded-for': '198.51.100.8' })).toBe(101);
    const accepted = upgrades()[1]!;
    expect(accepted).toMatchObject({ status: 101, address: '198.51.100.8' });
    expect(accepted.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(lines)).not.toContain('since=');
    expect(JSON.stringify(lines)).not.toContain(token);

    expect(await upgrade({ origin: 'https://evil.example' })).toBe(403);
    expect(await upgrade({ origin: ORIGIN }, '/ws/other')).toBe(404);
    expect(upgrades().map((line) => line.status)).toEqual([401, 101, 403]);
    expect(lines.filter((line) => line.msg === 'request' && line.route === '*').map((line) => line.status)).toEqual([404]);
  });
});
