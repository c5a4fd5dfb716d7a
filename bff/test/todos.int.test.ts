import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './support/test-app';

type Body = Record<string, unknown>;
type Todo = { id: string; title: string; priority: string; dueDate: string | null; completed: boolean; createdAt: string; completedAt: string | null };

describe('to-do list API', () => {
  let t: TestApp;
  const users: Record<'anne' | 'marc' | 'cleaner', Record<string, string>> = { anne: {}, marc: {}, cleaner: {} };
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };
  const as = (who: keyof typeof users, lang = 'fr') => ({ ...users[who], 'accept-language': lang });
  const add = async (input: unknown, who: keyof typeof users = 'anne', lang = 'fr') => call('/api/todos', json('POST', input, as(who, lang)));
  const list = async (who: keyof typeof users) => ((await call('/api/todos', { headers: as(who) })).body.items as Todo[]);

  beforeAll(async () => {
    t = await createTestApp('todos', { clock: () => new Date('2026-05-04T14:00:00Z') });
    for (const [who, role] of [['anne', 'client'], ['marc', 'client'], ['cleaner', 'cleaner']] as const) {
      const signup = await call('/api/auth/signup', json('POST', { name: who, email: `${who}@example.com`, password: 'un-mot-de-passe' }));
      users[who] = { authorization: `Bearer ${signup.body.token as string}` };
      await call('/api/auth/select-role', json('POST', { role }, users[who]));
    }
  });
  afterAll(async () => t?.close());

  it('adds to-dos with a trimmed title, medium priority and no due date unless given, newest first', async () => {
    const first = await add({ title: '  Acheter des sacs poubelle  ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Acheter des sacs poubelle',
      priority: 'medium',
      dueDate: null,
      completed: false,
      createdAt: '2026-05-04T14:00:00.000Z',
      completedAt: null,
    });
    const second = await add({ title: 'Laisser la clé', priority: 'high', dueDate: '2026-05-08' });
    expect(second.body).toMatchObject({ priority: 'high', dueDate: '2026-05-08' });
    expect((await list('anne')).map((todo) => todo.title)).toEqual(['Laisser la clé', 'Acheter des sacs poubelle']);
    // A cleaner has a list of their own too.
    expect((await add({ title: 'Renouveler l’assurance' }, 'cleaner')).status).toBe(201);
    expect(await list('marc')).toEqual([]);
  });

  it('edits, completes and reopens one, changing only what is sent', async () => {
    const { body: made } = await add({ title: 'Arroser les plantes', dueDate: '2026-06-01' });
    const id = made.id as string;
    const edited = await call(`/api/todos/${id}`, json('PATCH', { title: 'Arroser les plantes du salon', priority: 'low' }, as('anne')));
    expect(edited).toMatchObject({ status: 200, body: { id, title: 'Arroser les plantes du salon', priority: 'low', dueDate: '2026-06-01', completed: false } });
    const done = await call(`/api/todos/${id}`, json('PATCH', { completed: true }, as('anne')));
    expect(done.body).toMatchObject({ completed: true, completedAt: '2026-05-04T14:00:00.000Z', title: 'Arroser les plantes du salon' });
    const cleared = await call(`/api/todos/${id}`, json('PATCH', { completed: false, dueDate: null }, as('anne')));
    expect(cleared.body).toMatchObject({ completed: false, completedAt: null, dueDate: null });
  });

  it('deletes one, after which it is gone', async () => {
    const { body: made } = await add({ title: 'Temporaire' });
    const id = made.id as string;
    expect(await call(`/api/todos/${id}`, json('DELETE', undefined, as('anne')))).toEqual({ status: 200, body: { id } });
    expect((await list('anne')).some((todo) => todo.id === id)).toBe(false);
    expect((await call(`/api/todos/${id}`, json('DELETE', undefined, as('anne')))).status).toBe(404);
  });

  it("answers 404 for someone else's to-do, and leaves it as it was", async () => {
    const { body: made } = await add({ title: 'Privé', priority: 'high' });
    const id = made.id as string;
    const edit = await call(`/api/todos/${id}`, json('PATCH', { title: 'Piraté', completed: true }, as('marc')));
    expect(edit).toEqual({ status: 404, body: { code: 'http.404', message: 'Introuvable' } });
    expect((await call(`/api/todos/${id}`, json('DELETE', undefined, as('marc')))).status).toBe(404);
    expect((await list('anne')).find((todo) => todo.id === id)).toMatchObject({ title: 'Privé', completed: false });
    // An id of another shape names nothing either.
    expect((await call('/api/todos/pas-un-id', json('PATCH', { completed: true }, as('anne')))).status).toBe(404);
  });

  it('refuses bad input with a localized 400 and writes nothing', async () => {
    const before = (await list('anne')).length;
    const empty = await add({ title: '   ' });
    expect(empty).toMatchObject({ status: 400, body: { code: 'validation', message: 'Veuillez remplir tous les champs obligatoires' } });
    const long = await add({ title: 'x'.repeat(201) }, 'anne', 'en');
    expect(long).toMatchObject({ status: 400, body: { message: 'This text is too long (at most 200 characters).' } });
    const control = await add({ title: 'Faire\u0007 le ménage' });
    expect(control.status).toBe(400);
    expect(control.body.message).toMatch(/caractères/);
    expect((await add({ title: 'Ok', priority: 'urgent' })).status).toBe(400);
    const badDate = await add({ title: 'Ok', dueDate: '2026-02-30' }, 'anne', 'en');
    expect(badDate).toMatchObject({ status: 400, body: { message: 'Invalid date or time.' } });
    expect((await add([{ title: 'Une liste' }])).status).toBe(400);
    expect((await list('anne')).length).toBe(before);
    const { body: made } = await add({ title: 'Valide' });
    expect((await call(`/api/todos/${made.id as string}`, json('PATCH', { title: '' }, as('anne')))).status).toBe(400);
    expect((await list('anne')).find((todo) => todo.id === made.id)?.title).toBe('Valide');
  });

  it('needs a signed-in person', async () => {
    expect((await call('/api/todos')).status).toBe(401);
    expect((await call('/api/todos', json('POST', { title: 'Anonyme' }))).status).toBe(401);
  });
});
