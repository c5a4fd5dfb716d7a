import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@weklean/platform';
import { createProjectionRunner, eventTypeCounts, type Projection, type ProjectionRunner } from '@weklean/projections';
import { createTestApp, json, type TestApp } from './support/test-app';
import { signUpAdmin } from './support/bookings';

/** Stores each event's `n` in an integer column: a text there fails (22P02) until the projection is "fixed". */
const behaviour = { fixed: false };
const numbers: Projection = {
  name: 'numbers',
  eventTypes: ['NumberNoted'],
  apply: async (tx, event) => {
    const { n } = event.data as { n: unknown };
    await tx`insert into test_numbers (event_id, n) values (${event.id}, ${behaviour.fixed && typeof n !== 'number' ? null : String(n)}::int)`;
  },
  reset: async (tx) => void (await tx`delete from test_numbers`),
};

const until = async (check: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

type Body = Record<string, unknown> & { status?: string; code?: string; message?: string; items?: { id: string; resolution: string | null }[] };

describe('parked events: health and the admin API', () => {
  let t: TestApp;
  let runner: ProjectionRunner;
  let admin: Record<string, string>;
  let client: Record<string, string>;
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };

  beforeAll(async () => {
    t = await createTestApp('parked_events', { projections: [eventTypeCounts, numbers] });
    await t.sql`create table test_numbers (event_id uuid primary key, n int)`;
    admin = (await signUpAdmin(t)).headers;
    const signup = await call('/api/auth/signup', json('POST', { name: 'Cliente', email: 'cliente@example.com', password: 'un-mot-de-passe' }));
    client = { authorization: `Bearer ${signup.body.token as string}` };
    runner = createProjectionRunner({
      sql: t.sql,
      store: t.store,
      projections: [eventTypeCounts, numbers],
      logger: createLogger({ level: 'error', json: true }),
      retryMs: 5,
      maxAttempts: 2,
    });
    runner.start();
    await until(async () => (await call('/api/health')).status === 200, 'the runner to hold its projections');
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  it('tells anyone only the status, and admins the details', async () => {
    const anonymous = await call('/api/health');
    expect(anonymous).toEqual({ status: 200, body: { status: 'up' } });
    expect((await call('/api/health', { headers: client })).body).toEqual({ status: 'up' });
    const detailed = await call('/api/health', { headers: admin });
    expect(detailed.body).toMatchObject({
      status: 'up',
      components: { eventStore: { status: 'up' }, readModels: { status: 'up' } },
      projections: [expect.objectContaining({ name: 'event-type-counts', parked: 0 }), expect.objectContaining({ name: 'numbers', parked: 0 })],
      parked: 0,
    });
  });

  it('reports a parked event as degraded (not down), and lets an admin retry it once after a fix', async () => {
    await t.store.appendToStream('numbers-1', [{ type: 'NumberNoted', data: { n: 'not a number' } }]);
    await t.store.appendToStream('numbers-2', [{ type: 'NumberNoted', data: { n: 2 } }]);
    await until(async () => (await t.sql`select 1 from test_numbers`).length === 1, 'the event after the bad one');

    expect(await call('/api/health')).toEqual({ status: 200, body: { status: 'degraded' } });
    const detailed = await call('/api/health', { headers: admin });
    expect(detailed.body).toMatchObject({ status: 'degraded', parked: 1, projections: expect.arrayContaining([expect.objectContaining({ name: 'numbers', status: 'degraded', parked: 1, lag: 0 })]) });

    expect((await call('/api/admin/projections/parked')).status).toBe(401);
    expect((await call('/api/admin/projections/parked', { headers: client })).status).toBe(403);
    const listed = await call('/api/admin/projections/parked', { headers: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ projection: 'numbers', streamId: 'numbers-1', eventType: 'NumberNoted', attempts: 2, resolution: null, error: expect.stringMatching(/integer/) }),
    ]);
    const id = listed.body.items![0]!.id;

    // Other people cannot act on it, and a retry before the fix changes nothing.
    expect((await call(`/api/admin/projections/parked/${id}/retry`, json('POST', undefined, client))).status).toBe(403);
    const tooSoon = await call(`/api/admin/projections/parked/${id}/retry`, json('POST', undefined, admin));
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body).toMatchObject({ code: 'projection.retry-failed', message: expect.stringMatching(/^La reprise a échoué/) });
    expect(await t.sql`select 1 from test_numbers`).toHaveLength(1);

    behaviour.fixed = true;
    const retried = await call(`/api/admin/projections/parked/${id}/retry`, json('POST', undefined, admin));
    expect(retried.status).toBe(200);
    expect(retried.body.items).toEqual([expect.objectContaining({ id, resolution: 'retried' })]);
    expect(await t.sql`select n from test_numbers order by n nulls first`).toEqual([{ n: null }, { n: 2 }]);

    const again = await call(`/api/admin/projections/parked/${id}/retry`, json('POST', undefined, { ...admin, 'accept-language': 'en' }));
    expect(again).toEqual({ status: 409, body: { code: 'projection.parked-resolved', message: 'This parked event has already been retried or skipped.' } });
    expect(await t.sql`select 1 from test_numbers`).toHaveLength(2);
    expect(await call('/api/health')).toEqual({ status: 200, body: { status: 'up' } });
  });

  it('answers 404 for an id that is not one, and 400 for an unknown list filter', async () => {
    for (const id of ['abc', '0', '1%00', '99999999999999999999', '424242']) {
      const response = await call(`/api/admin/projections/parked/${id}/skip`, json('POST', undefined, admin));
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('projection.parked-not-found');
    }
    expect((await call('/api/admin/projections/parked?status=everything', { headers: admin })).status).toBe(400);
    expect((await call('/api/admin/projections/parked?status=all', { headers: admin })).body.items).toHaveLength(1);
  });
});
