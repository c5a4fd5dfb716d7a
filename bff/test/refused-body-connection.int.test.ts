import { Agent, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from '../src/http/node-server';
import { MAX_DRAINED_BYTES } from '../src/http/unread-body';
import { createTestApp, ORIGIN, type TestApp } from './support/test-app';

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; socket: Socket };

/**
 * Issue 29: a refused body must leave the keep-alive connection usable, or say `Connection: close`. A real server on an
 * ephemeral port, and node's own HTTP client with one keep-alive socket, as browsers and apps reuse connections.
 */
describe('a refused request body and the connection it came on', () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  /** Errors any client socket raised, at any time (a reset after the answer counts too). */
  const socketErrors: Error[] = [];

  beforeAll(async () => {
    t = await createTestApp('refused_body_connection');
    server = serveApp(t.app.fetch, { hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
  });

  const send = (agent: Agent, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string | Buffer[]) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString(), socket: req.socket! }));
        res.on('error', reject);
      });
      req.on('socket', (socket) => {
        if (!socket.listeners('error').includes(recordError)) socket.on('error', recordError);
      });
      req.on('error', reject);
      if (Array.isArray(body)) {
        // Chunked: no Content-Length, the size is known only at the end.
        for (const chunk of body) req.write(chunk);
        req.end();
      } else req.end(body);
    });
  const recordError = (error: Error) => void socketErrors.push(error);
  /** One keep-alive socket at most: every request waits for it, as a browser's pipeline of one connection would. */
  const oneConnection = () => new Agent({ keepAlive: true, maxSockets: 1 });
  const signUp = (padding: number) => Buffer.from(JSON.stringify({ name: 'Gros', email: 'gros@example.com', password: 'un-mot-de-passe', bio: 'x'.repeat(padding) }));
  const jsonHeaders = (body: Buffer) => ({ 'content-type': 'application/json', origin: ORIGIN, 'content-length': String(body.length) });
  /** Three ordinary requests after the refused one: each must answer. */
  const threeMore = async (agent: Agent) => {
    const answers: Answer[] = [];
    for (let i = 0; i < 3; i += 1) answers.push(await send(agent, 'GET', '/api/payments/config'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.every((answer) => (JSON.parse(answer.body) as { mode: string }).mode === 'simulated')).toBe(true);
    return answers;
  };
  const userCount = async () => (await t.sql<{ n: number }[]>`select count(*)::int as n from users`)[0]!.n;

  it('keeps the connection after a 413 for a 2 MB sign-up: three requests follow on the same socket', async () => {
    socketErrors.length = 0;
    const agent = oneConnection();
    try {
      const body = signUp(2 * 1024 * 1024);
      const refused = await send(agent, 'POST', '/api/auth/signup', jsonHeaders(body), body);
      expect(refused.status).toBe(413);
      expect((JSON.parse(refused.body) as { code: string }).code).toBe('http.payload-too-large');
      expect(refused.headers.connection).toBe('keep-alive');
      const answers = await threeMore(agent);
      expect(answers.every((answer) => answer.socket === refused.socket)).toBe(true);
      expect(socketErrors).toEqual([]);
      expect(await userCount()).toBe(0);
    } finally {
      agent.destroy();
    }
  }, 30_000);

  it(`says Connection: close after a 413 for a body over ${MAX_DRAINED_BYTES / 1024 / 1024} MB: the next requests go on a new connection, without an error`, async () => {
    socketErrors.length = 0;
    const agent = oneConnection();
    try {
      const body = signUp(MAX_DRAINED_BYTES + 2 * 1024 * 1024);
      const refused = await send(agent, 'POST', '/api/auth/signup', jsonHeaders(body), body);
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      const answers = await threeMore(agent);
      expect(answers.every((answer) => answer.socket !== refused.socket)).toBe(true);
      expect(new Set(answers.map((answer) => answer.socket)).size).toBe(1);
    } finally {
      agent.destroy();
    }
  }, 30_000);

  it('says Connection: close after a 413 for a chunked body past the limit, and the next requests answer', async () => {
    socketErrors.length = 0;
    const agent = oneConnection();
    try {
      const chunks = Array.from({ length: 32 }, () => Buffer.alloc(16 * 1024, 0x61));
      const refused = await send(agent, 'POST', '/api/auth/signup', { 'content-type': 'application/json', origin: ORIGIN }, [Buffer.from('{"bio":"'), ...chunks, Buffer.from('"}')]);
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      await threeMore(agent);
    } finally {
      agent.destroy();
    }
  }, 30_000);

  it('keeps the connection after a 415 (a body that is not JSON) and after a 400 (malformed JSON)', async () => {
    socketErrors.length = 0;
    const agent = oneConnection();
    try {
      const text = Buffer.alloc(60 * 1024, 0x61);
      const unsupported = await send(agent, 'POST', '/api/auth/signup', { 'content-type': 'text/plain', origin: ORIGIN, 'content-length': String(text.length) }, text);
      expect(unsupported.status).toBe(415);
      expect((JSON.parse(unsupported.body) as { code: string }).code).toBe('http.unsupported-media-type');
      expect(unsupported.headers.connection).toBe('keep-alive');
      const afterUnsupported = await threeMore(agent);
      expect(afterUnsupported.every((answer) => answer.socket === unsupported.socket)).toBe(true);

      const malformed = Buffer.from(`{"name": "Gros", "bio": "${'x'.repeat(60 * 1024)}`);
      const invalid = await send(agent, 'POST', '/api/auth/signup', jsonHeaders(malformed), malformed);
      expect(invalid.status).toBe(400);
      expect(invalid.headers.connection).toBe('keep-alive');
      const afterInvalid = await threeMore(agent);
      expect(afterInvalid.every((answer) => answer.socket === unsupported.socket)).toBe(true);
      expect(socketErrors).toEqual([]);
      expect(await userCount()).toBe(0);
    } finally {
      agent.destroy();
    }
  }, 30_000);

  it('keeps the connection of a slow client that finishes sending its refused body after the answer', async () => {
    socketErrors.length = 0;
    const agent = oneConnection();
    try {
      const half = Buffer.alloc(40 * 1024, 0x61);
      // The answer comes while the body is still on its way; the rest follows a moment later, as on a slow uplink.
      const refused = await new Promise<Answer>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/auth/signup', agent, headers: { 'content-type': 'text/plain', origin: ORIGIN, 'content-length': String(2 * half.length) } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            setTimeout(() => req.end(half), 1000);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString(), socket: req.socket! });
          });
        });
        req.on('socket', (socket) => socket.on('error', recordError));
        req.on('error', reject);
        req.write(half);
      });
      expect(refused.status).toBe(415);
      expect(refused.headers.connection).toBe('keep-alive');
      const answers = await threeMore(agent);
      expect(answers.every((answer) => answer.socket === refused.socket)).toBe(true);
      expect(socketErrors).toEqual([]);
    } finally {
      agent.destroy();
    }
  }, 30_000);
});
