import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { LIVE_CHANNEL, type LivePublication } from '@weklean/domain';
import { createLogger } from '@weklean/platform';
import { adminMessages, createProjectionRunner } from '@weklean/projections';
import { signUpClient, signUpCleaner, signUpAdmin, type Party } from './support/bookings';
import { createTestApp, json, type TestApp } from './support/test-app';
import { settleReactions } from './support/reactions';
import { waitForProjection } from './support/wait-for-projection';

const NOW = new Date('2026-11-25T15:00:00.000Z');

type Body = Record<string, unknown> & { code?: string; message?: string };

describe('messages from the platform (admin messages) through the API', () => {
  let t: TestApp;
  let admin: Party;
  let client: Party;
  let cleaner: Party;
  let sentId: string;

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };
  const post = (path: string, body: unknown, headers: Record<string, string>) => call(path, json('POST', body, headers));
  const project = async () => {
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [adminMessages], logger: createLogger({ level: 'error', json: true }) });
    runner.start();
    try {
      await waitForProjection(t.sql, adminMessages);
    } finally {
      await runner.stop();
    }
  };

  beforeAll(async () => {
    t = await createTestApp('admin-messages', { clock: () => NOW });
    client = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie.m@example.com', NOW);
    admin = await signUpAdmin(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it('is for admins only, and an inbox for clients and cleaners only', async () => {
    expect((await call('/api/admin/messages', { headers: client.headers })).status).toBe(403);
    expect((await post('/api/admin/messages', { recipientId: cleaner.id, text: 'x' }, cleaner.headers)).status).toBe(403);
    expect((await call('/api/admin/messages/stats')).status).toBe(401);
    expect((await call('/api/messages/admin', { headers: admin.headers })).status).toBe(403);
  });

  it('finds clients and cleaners by a part of their name or e-mail, never an admin, wildcards taken literally', async () => {
    const search = async (q: string) => ((await call(`/api/admin/messages/recipients?q=${encodeURIComponent(q)}`, { headers: admin.headers })).body.items as { id: string; role: string }[]);
    expect(await search('amélie')).toEqual([{ id: cleaner.id, name: 'Amélie M.', email: 'amelie.m@example.com', role: 'cleaner' }]);
    expect((await search('CAMILLE@')).map((person) => person.id)).toEqual([client.id]);
    expect(await search('admin')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('a')).toEqual([]);
    expect((await search('example.com')).map((person) => person.role)).toEqual(['cleaner', 'client']);
  });

  it("refuses without a chosen user, an unknown one, an admin, an empty or oversized text, with the SPEC's errors", async () => {
    const noOne = { status: 400, body: { code: 'validation', message: 'Choisissez la personne à qui écrire.', issues: [{ field: 'recipientId', message: 'Choisissez la personne à qui écrire.' }] } };
    expect(await post('/api/admin/messages', { text: 'Bonjour' }, admin.headers)).toMatchObject(noOne);
    expect(await post('/api/admin/messages', { recipientId: '  ', text: 'Bonjour' }, admin.headers)).toMatchObject(noOne);
    expect(await post('/api/admin/messages', { recipientId: randomUUID(), text: 'Bonjour' }, admin.headers)).toMatchObject({ status: 404, body: { code: 'admin-messages.user-not-found' } });
    expect(await post('/api/admin/messages', { recipientId: 'not-a-uuid', text: 'Bonjour' }, admin.headers)).toMatchObject({ status: 404, body: { code: 'admin-messages.user-not-found' } });
    expect(await post('/api/admin/messages', { recipientId: admin.id, text: 'Bonjour' }, admin.headers)).toMatchObject({ status: 404, body: { code: 'admin-messages.user-not-found' } });
    const english = await post('/api/admin/messages', { recipientId: cleaner.id, text: '   ' }, { ...admin.headers, 'accept-language': 'en' });
    expect(english).toMatchObject({ status: 400, body: { code: 'validation', message: 'The message cannot be empty.' } });
    expect(await post('/api/admin/messages', { recipientId: cleaner.id, text: 'x'.repeat(5001) }, admin.headers)).toMatchObject({ status: 400, body: { message: 'Le message est trop long (5 000 caractères au plus).' } });
    expect(await post('/api/admin/messages', { recipientId: cleaner.id, subject: 's'.repeat(151), text: 'Bonjour' }, admin.headers)).toMatchObject({ status: 400, body: { issues: [{ field: 'subject' }] } });
    expect((await post('/api/admin/messages', { recipientId: cleaner.id, text: 'Bon\u0000jour' }, admin.headers)).status).toBe(400);
    expect(await t.sql`select 1 from events where stream_id like 'admin-inbox-%'`).toHaveLength(0);
  });

  it('sends once per message id, sealed in the log with the recipient’s key', async () => {
    sentId = randomUUID();
    const body = { recipientId: cleaner.id, subject: ' Pièce d’identité ', text: 'Votre pièce d’identité est approuvée. Bienvenue!', messageId: sentId };
    const sent = await post('/api/admin/messages', body, admin.headers);
    expect(sent).toMatchObject({
      status: 201,
      body: { id: sentId, subject: 'Pièce d’identité', text: 'Votre pièce d’identité est approuvée. Bienvenue!', readAt: null, recipient: { id: cleaner.id, name: 'Amélie M.', role: 'cleaner' }, senderId: admin.id },
    });
    await project();
    // A retry (the answer was lost) is the same message.
    expect(await post('/api/admin/messages', body, admin.headers)).toMatchObject({ status: 201, body: { id: sentId, subject: 'Pièce d’identité' } });
    // The same id to someone else is refused, not lost.
    expect(await post('/api/admin/messages', { ...body, recipientId: client.id }, admin.headers)).toMatchObject({ status: 409, body: { code: 'admin-messages.message-id-taken' } });
    expect((await post('/api/admin/messages', { recipientId: client.id, text: 'Merci de votre confiance.' }, admin.headers)).status).toBe(201);
    const events = await t.sql<{ data: unknown }[]>`select data from events where stream_id like 'admin-inbox-%' and event_type = 'AdminMessageSent'`;
    expect(events).toHaveLength(2);
    expect(JSON.stringify(events)).not.toContain('approuvée');
  });

  it('shows each person their own messages, counts them unread, and lets only them read them', async () => {
    await project();
    const inbox = await call('/api/messages/admin', { headers: cleaner.headers });
    expect(inbox.body).toEqual({ items: [{ id: sentId, subject: 'Pièce d’identité', text: 'Votre pièce d’identité est approuvée. Bienvenue!', sentAt: NOW.toISOString(), readAt: null }], nextCursor: null, unread: 1 });
    expect((await call('/api/messages/unread', { headers: cleaner.headers })).body).toEqual({ count: 1, conversations: 0, admin: 1 });
    expect(((await call('/api/messages/admin', { headers: client.headers })).body.items as { text: string }[]).map((item) => item.text)).toEqual(['Merci de votre confiance.']);
    expect(await post(`/api/messages/admin/${sentId}/read`, {}, client.headers)).toMatchObject({ status: 404, body: { code: 'admin-messages.not-found' } });
    expect((await post(`/api/messages/admin/${sentId}/read`, {}, cleaner.headers)).status).toBe(200);
    expect((await post(`/api/messages/admin/${sentId}/read`, {}, cleaner.headers)).status).toBe(200);
    await project();
    expect((await call('/api/messages/unread', { headers: cleaner.headers })).body).toEqual({ count: 0, conversations: 0, admin: 0 });
    expect(await t.sql`select 1 from events where event_type = 'AdminMessageRead'`).toHaveLength(1);
  });

  it('gives the admins the history with read status, paged, and the statistics by role', async () => {
    const history = await call('/api/admin/messages', { headers: admin.headers });
    const items = history.body.items as { id: string; readAt: string | null; recipient: { role: string } }[];
    expect(items.map((item) => [item.recipient.role, item.readAt !== null])).toEqual([['client', false], ['cleaner', true]]);
    expect(history.body.nextCursor).toBeNull();
    expect((await call('/api/admin/messages?before=abc', { headers: admin.headers })).status).toBe(404);
    expect((await call('/api/admin/messages/stats', { headers: admin.headers })).body).toEqual({
      sent: 2, read: 1, readRate: 0.5,
      byRole: { client: { sent: 1, read: 0, readRate: 0 }, cleaner: { sent: 1, read: 1, readRate: 1 } },
    });
  });

  it('tells the open screens of the person and of the admin, with a sequence to catch up from', async () => {
    const published: LivePublication[] = [];
    const unsubscribe = await t.bus.subscribe(LIVE_CHANNEL, (message) => void published.push(message as LivePublication));
    try {
      await settleReactions(t, () => NOW);
    } finally {
      await unsubscribe();
    }
    const sent = published.filter((publication) => publication.message.type === 'ADMIN_MESSAGE_SENT');
    expect(sent.map((publication) => publication.userIds)).toEqual(expect.arrayContaining([[cleaner.id, admin.id], [client.id, admin.id]]));
    const read = published.find((publication) => publication.message.type === 'ADMIN_MESSAGE_READ');
    expect(read).toMatchObject({ userIds: [cleaner.id, admin.id], message: { messageId: sentId, readBy: cleaner.id }, seq: expect.stringMatching(/^\d+$/) });
  });

  it('erases what a deleted account received, from the inbox and the history', async () => {
    const deleted = await t.app.request('/api/users/me', json('DELETE', { confirmation: 'SUPPRIMER', currentPassword: 'un-mot-de-passe' }, client.headers));
    expect(deleted.status).toBe(200);
    const items = (await call('/api/admin/messages', { headers: admin.headers })).body.items as { recipient: { id: string; name: string }; text: string }[];
    expect(items.find((item) => item.recipient.id === client.id)).toMatchObject({ text: '', recipient: { name: '' } });
    const texts: string[] = [];
    for await (const event of t.store.readStream(`admin-inbox-${client.id}`)) texts.push((event.data as { text: string }).text);
    expect(texts).toEqual(['']);
  });
});
