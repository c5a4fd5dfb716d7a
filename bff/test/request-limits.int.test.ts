import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from './support/test-app';

describe('request limits and headers', () => {
  let t: TestApp;
  const userCount = async () => (await t.sql<{ n: number }[]>`select count(*)::int as n from users`)[0]!.n;
  const signupBody = (padding: number) => JSON.stringify({ name: 'Gros', email: 'gros@example.com', password: 'un-mot-de-passe', bio: 'x'.repeat(padding) });

  beforeAll(async () => {
    t = await createTestApp('request_limits');
  });
  afterAll(async () => t?.close());

  it('refuses a JSON body over 100 KB with 413 and the localized message, and creates nothing', async () => {
    for (const [lang, message] of [
      ['fr', 'La requête est trop volumineuse (au plus 100 Ko).'],
      ['en', 'The request is too large (at most 100 KB).'],
    ] as const) {
      const response = await t.app.request('/api/auth/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'accept-language': lang },
        body: signupBody(200 * 1024),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ code: 'http.payload-too-large', message });
    }
    expect(await userCount()).toBe(0);
  });

  it('refuses a 60 MB body signed out from its Content-Length, without reading it', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 60) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'content-length': String(60 * 1024 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    // The stream's first pull happens when the request is built; nothing past it was read.
    expect(pulled).toBeLessThanOrEqual(2);
  });

  it('stops reading a streamed body without a length as soon as it passes the limit', async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"name":"Gros","email":"gros@example.com","password":"un-mot-de-passe","bio":"'));
        else if (sent < 400) controller.enqueue(new Uint8Array(16 * 1024).fill(0x61));
        else {
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        }
        sent += 1;
      },
    });
    const response = await t.app.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'transfer-encoding': 'chunked' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(400);
    expect(await userCount()).toBe(0);
  });

  it('accepts an ordinary JSON body, and leaves uploads to their own larger limit', async () => {
    const response = await t.app.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: signupBody(10),
    });
    expect(response.status).toBe(201);
    const form = new FormData();
    form.set('file', new File([new Uint8Array(1024 * 1024)], 'photo.jpg', { type: 'image/jpeg' }));
    const upload = await t.app.request('/api/cleaners/me/photos', { method: 'POST', headers: { origin: ORIGIN }, body: form });
    expect(upload.status).not.toBe(413);
    expect(upload.status).toBe(401);
  });

  it('sends a Permissions-Policy that allows only the position and payments, from the site itself', async () => {
    const response = await t.app.request('/api/health');
    const policy = response.headers.get('permissions-policy');
    expect(policy).toContain('geolocation=(self)');
    expect(policy).toContain('payment=(self)');
    expect(policy).toContain('camera=()');
    expect(policy).toContain('microphone=()');
  });
});
