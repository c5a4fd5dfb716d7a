import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientDeps } from './api-client';
import { createClient, ok } from './api';

const ORIGIN = 'http://weklean.test';

function typed(respond: (url: string, init: RequestInit) => Promise<Response>, overrides: Partial<ApiClientDeps> = {}) {
  const onUnauthorized = vi.fn<(target: string) => void>();
  const fetch = vi.fn(respond);
  const client = createClient(createApiClient({ fetch, getLanguage: () => 'fr', currentPath: () => '/profile', onUnauthorized, ...overrides }), ORIGIN);
  return { client, fetch, onUnauthorized };
}

describe('the typed client', () => {
  it('sends a relative URL with the cookie, the language and a JSON body, and gives the typed answer', async () => {
    const { client, fetch } = typed(async () => Response.json({ id: 'b-1' }, { status: 201 }));
    await expect(ok(client.todos.$post({ json: { title: 'Laver' } }, { headers: { 'Idempotency-Key': 'k-1' } }))).resolves.toEqual({ id: 'b-1' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/todos');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"title":"Laver"}');
    expect(init?.headers).toEqual({
      'idempotency-key': 'k-1',
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Accept-Language': 'fr',
    });
  });

  it('fills path parameters and keys SWR with the path, downloads with an absolute URL', async () => {
    const { client, fetch } = typed(async () => Response.json({}));
    await ok(client.bookings[':id'].$get({ param: { id: 'b-1' }, query: {} }, { init: { cache: 'no-store' } }));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/bookings/b-1');
    expect(fetch.mock.calls[0]?.[1].cache).toBe('no-store');
    expect(client.bookings[':id'].$path({ param: { id: 'b-1' }, query: {} })).toBe('/api/bookings/b-1');
    expect(client.admin.finance['ledger.csv'].$url({ query: { week: '2025-W01' } }).href).toBe(`${ORIGIN}/api/admin/finance/ledger.csv?week=2025-W01`);
  });

  it('reads an empty success as null', async () => {
    const { client } = typed(async () => new Response(null, { status: 204 }));
    await expect(ok(client.auth.logout.$post())).resolves.toBeNull();
  });

  it('fails with the same ApiError, and applies the 401 rule', async () => {
    const { client, onUnauthorized } = typed(async () => Response.json({ code: 'booking.not-pending', message: 'Déjà acceptée' }, { status: 409 }));
    await expect(ok(client.bookings[':id'].accept.$post({ param: { id: 'b-1' } }))).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 409,
      code: 'booking.not-pending',
      serverMessage: 'Déjà acceptée',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();

    const unauthorized = typed(async () => Response.json({ code: 'auth', message: 'no' }, { status: 401 }));
    await expect(ok(unauthorized.client.messages.unread.$get())).rejects.toMatchObject({ status: 401 });
    expect(unauthorized.onUnauthorized).toHaveBeenCalledWith('/login');
    await expect(ok(unauthorized.client.users.me.$get())).rejects.toMatchObject({ status: 401 });
    expect(unauthorized.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('marks a non-JSON answer, and a lost connection', async () => {
    const proxy = typed(async () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(ok(proxy.client.users.me.$get())).rejects.toMatchObject({ kind: 'non-json', message: '502 Bad Gateway' });
    const offline = typed(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(ok(offline.client.users.me.$get())).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('gives up after 10 000 ms', async () => {
    vi.useFakeTimers();
    try {
      const { client } = typed(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const pending = expect(ok(client.users.me.$get())).rejects.toMatchObject({ kind: 'timeout' });
      await vi.advanceTimersByTimeAsync(10_000);
      await pending;
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends FormData as is, without a JSON Content-Type', async () => {
    const { client, fetch } = typed(async () => Response.json({ started: true }, { status: 201 }));
    const form = new FormData();
    form.set('kind', 'avatar');
    await ok(client.cleaners.me.photos.$post(undefined, { init: { body: form } }));
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });
});
