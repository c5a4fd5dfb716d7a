import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, describeFailure, failureMessage, unauthorizedRedirect, type ApiClientDeps } from './api-client';

describe('the 401 rule', () => {
  const call = (method: string, url: string, status = 401) => ({ method, url, status });

  it('sends the browser to /login on a 401 from any call but the current-user read', () => {
    expect(unauthorizedRedirect(call('GET', '/api/messages/unread'), '/profile')).toBe('/login');
    expect(unauthorizedRedirect(call('POST', '/api/auth/select-role'), '/auth/select-role')).toBe('/login');
    expect(unauthorizedRedirect(call('PATCH', '/api/users/me'), '/profile')).toBe('/login');
    expect(unauthorizedRedirect(call('DELETE', '/api/users/me'), '/profile')).toBe('/login');
  });

  it('does nothing on a 401 from GET /api/users/me, whatever its query or trailing slash', () => {
    expect(unauthorizedRedirect(call('GET', '/api/users/me'), '/bookings')).toBeNull();
    expect(unauthorizedRedirect(call('get', '/api/users/me/?fresh=1'), '/bookings')).toBeNull();
    expect(unauthorizedRedirect(call('GET', 'https://weklean.ca/api/users/me'), '/')).toBeNull();
  });

  it('stays put when already on a login page', () => {
    expect(unauthorizedRedirect(call('POST', '/api/auth/login'), '/login')).toBeNull();
    expect(unauthorizedRedirect(call('POST', '/api/auth/login'), '/auth')).toBeNull();
    expect(unauthorizedRedirect(call('POST', '/api/auth/login'), '/auth/')).toBeNull();
  });

  it('ignores every other status', () => {
    expect(unauthorizedRedirect(call('GET', '/api/messages/unread', 403), '/profile')).toBeNull();
    expect(unauthorizedRedirect(call('GET', '/api/messages/unread', 404), '/profile')).toBeNull();
  });
});

describe('failure descriptions (default fetcher rule)', () => {
  it('gives status and status text from 500 up', () => {
    expect(describeFailure(502, 'Bad Gateway', '<html>proxy</html>')).toBe('502 Bad Gateway');
  });

  it('gives status and body below 500', () => {
    expect(describeFailure(404, 'Not Found', { code: 'not-found', message: 'Introuvable' })).toBe(
      '404 {"code":"not-found","message":"Introuvable"}',
    );
    expect(describeFailure(400, 'Bad Request', 'plain text')).toBe('400 plain text');
  });

  it('prefers the server message, then the non-JSON text, then the screen fallback', () => {
    const texts = { fallback: 'Failed to login', nonJson: 'Server error occurred. Please try again later.' };
    expect(failureMessage(new ApiError('http', 401, '', { code: 'x', message: 'Mot de passe invalide' }), texts)).toBe(
      'Mot de passe invalide',
    );
    expect(failureMessage(new ApiError('non-json', 502, 'Bad Gateway', '<html>'), texts)).toBe(texts.nonJson);
    expect(failureMessage(new ApiError('network', 0, 'Network error', null), texts)).toBe(texts.fallback);
    expect(failureMessage(new Error('boom'), texts)).toBe(texts.fallback);
  });
});

describe('the api client', () => {
  afterEach(() => vi.useRealTimers());

  function client(respond: (url: string, init: RequestInit) => Promise<Response>, overrides: Partial<ApiClientDeps> = {}) {
    const onUnauthorized = vi.fn<(target: string) => void>();
    const fetch = vi.fn(respond);
    const api = createApiClient({
      fetch,
      getLanguage: () => 'en',
      currentPath: () => '/profile',
      onUnauthorized,
      ...overrides,
    });
    return { api, fetch, onUnauthorized };
  }

  it('sends JSON with credentials (the session cookie) and the interface language, and no Authorization header', async () => {
    const { api, fetch } = client(async () => Response.json({ ok: true }));
    await expect(api.post('/api/auth/login', { email: 'a@b.ca' })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"email":"a@b.ca"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'Accept-Language': 'en' });
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('sends a call’s own headers (an Idempotency-Key) beside its own, which it never lets them replace', async () => {
    const { api, fetch } = client(async () => Response.json({ id: 'b-1' }, { status: 201 }));
    await api.post('/api/bookings', { a: 1 }, { headers: { 'Idempotency-Key': 'k-1', 'Content-Type': 'text/plain' } });
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ 'Idempotency-Key': 'k-1', 'Content-Type': 'application/json', 'Accept-Language': 'en' });
  });

  it('uploads FormData as is, with credentials and language but without a JSON Content-Type or Authorization', async () => {
    const { api, fetch, onUnauthorized } = client(async () => Response.json({ started: true }, { status: 201 }));
    const form = new FormData();
    form.set('kind', 'avatar');
    await expect(api.upload('/api/cleaners/me/photos', form)).resolves.toEqual({ started: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/cleaners/me/photos');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ 'Accept-Language': 'en' });
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends no Authorization header on any method, the cookie being the only credential', async () => {
    const { api, fetch } = client(async () => Response.json({}));
    await api.get('/api/users/me');
    await api.patch('/api/users/me', { name: 'Ada' });
    await api.delete('/api/users/me', { confirmation: 'SUPPRIMER' });
    expect(fetch.mock.calls.map(([, init]) => [init.credentials, 'Authorization' in (init.headers as Record<string, string>)])).toEqual([
      ['include', false],
      ['include', false],
      ['include', false],
    ]);
  });

  it('applies the 401 rule and still rejects', async () => {
    const { api, onUnauthorized } = client(async () => Response.json({ code: 'auth', message: 'no' }, { status: 401 }));
    await expect(api.get('/api/messages/unread')).rejects.toMatchObject({ status: 401, kind: 'http' });
    expect(onUnauthorized).toHaveBeenCalledWith('/login');
    await expect(api.get('/api/users/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('marks a non-JSON error body', async () => {
    const { api } = client(async () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.patch('/api/users/me', {})).rejects.toMatchObject({ kind: 'non-json', message: '502 Bad Gateway' });
  });

  it('gives up after 10 000 ms', async () => {
    vi.useFakeTimers();
    const { api } = client(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = expect(api.get('/api/slow')).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
  });
});
