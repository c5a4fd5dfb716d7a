import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createLogger, createRateLimiter } from '@weklean/platform';
import { conversations, createProjectionRunner } from '@weklean/projections';
import { addProperty, catchUp, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { createTestApp, json, PUBLIC_URL, type TestApp } from './support/test-app';
import { settleReactions } from './support/reactions';
import { waitForProjection } from './support/wait-for-projection';

const NOW = new Date('2026-11-22T17:00:00.000Z');
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';

type Body = Record<string, unknown> & { code?: string; message?: string };

describe('booking conversations through the API', () => {
  let t: TestApp;
  let client: Party;
  let cleaner: Party & { slug: string };
  let stranger: Party;
  let confirmed: string;
  let pending: string;

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };
  const post = (path: string, body: unknown, headers: Record<string, string>) => call(path, json('POST', body, headers));
  const project = async () => {
    await catchUp(t);
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [conversations], logger: createLogger({ level: 'error', json: true }) });
    runner.start();
    try {
      await waitForProjection(t.sql, conversations);
    } finally {
      await runner.stop();
    }
  };
  const book = async (startsAt: string) => {
    const created = await post('/api/bookings', {
      cleanerSlug: cleaner.slug, propertyId: await addProperty(t, client), startsAt, durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers);
    expect(created.status).toBe(201);
    return created.body.id as string;
  };

  beforeAll(async () => {
    // The production rate is 10 a second (the socket's); a minute's window here, so that no test depends on its speed.
    t = await createTestApp('messaging', { clock: () => NOW, messageRateLimit: createRateLimiter({ name: 'messages-test', points: 20, durationSeconds: 60 }) });
    client = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    stranger = await signUpClient(t, 'Inconnu', 'stranger@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    confirmed = await book(TUESDAY_10);
    expect((await post(`/api/bookings/${confirmed}/accept`, {}, cleaner.headers)).status).toBe(200);
    pending = await book(new Date(Date.parse(TUESDAY_10) + 24 * 3_600_000).toISOString());
  }, 60_000);
  afterAll(async () => t?.close());

  it('mails the cleaner a new request with links that act, and the client its acceptance, once each', async () => {
    await settleReactions(t, () => NOW);
    await settleReactions(t, () => NOW);
    const mails = await t.sql<{ to_address: string; subject: string; text_body: string }[]>`select to_address, subject, text_body from dev_mailbox order by id`;
    const toCleaner = mails.filter((mail) => mail.to_address === 'amelie@example.com');
    // Two requests reached her (one accepted): one mail each, never twice.
    expect(toCleaner.map((mail) => mail.subject.startsWith('Nouvelle demande de ménage'))).toEqual([true, true]);
    expect(toCleaner[0]!.text_body).toContain(`${PUBLIC_URL}/bookings/${confirmed}/accept`);
    const toClient = mails.filter((mail) => mail.to_address === 'camille@example.com');
    expect(toClient.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Votre ménage du .+ est confirmé$/)]);
  });

  it('refuses before the booking is confirmed, and to anyone but its two people', async () => {
    expect(await post(`/api/conversations/${pending}/messages`, { text: 'Bonjour' }, client.headers)).toMatchObject({
      status: 409, body: { code: 'messaging.booking-not-confirmed', message: 'La messagerie est offerte seulement pour les réservations confirmées.' },
    });
    expect((await post(`/api/conversations/${confirmed}/messages`, { text: 'Bonjour' }, stranger.headers)).status).toBe(404);
    expect((await call(`/api/conversations/${confirmed}/messages`, { headers: stranger.headers })).status).toBe(404);
    expect((await call(`/api/conversations/${randomUUID()}/messages`, { headers: client.headers })).status).toBe(404);
    expect((await post(`/api/conversations/${confirmed}/messages`, { text: '   ' }, client.headers)).status).toBe(400);
  });

  it('refuses a phone number however it is written, and keeps the refused text nowhere', async () => {
    for (const text of ['appelle-moi au cinq-un-quatre 555 0199', 'call me at 514.555.0199', '𝟓𝟏𝟒 ⑤⑤⑤ 0️⃣1️⃣9️⃣9️⃣', 'cinq cent quatorze, 555 puis zéro un quatre-vingt-dix-neuf']) {
      const refused = await post(`/api/conversations/${confirmed}/messages`, { text }, client.headers);
      expect(refused).toMatchObject({ status: 422, body: { code: 'messaging.phone-number' } });
    }
    const english = await post(`/api/conversations/${confirmed}/messages`, { text: 'five one four 555 0199' }, { ...client.headers, 'accept-language': 'en' });
    expect(english.body.message).toBe('Phone numbers are not allowed in messages: keep your exchanges on Weklean.');
    const events = await t.sql`select 1 from events where stream_id = ${`conversation-${confirmed}`}`;
    expect(events).toHaveLength(0);
  });

  it('limits the messages one person posts (429 with Retry-After), and no one else', async () => {
    const flooder = await signUpClient(t, 'Pressé', 'flood@example.com');
    // Counted before anything else is looked at: here posts to a booking that is not theirs (404).
    for (let i = 0; i < 20; i += 1) expect((await post(`/api/conversations/${confirmed}/messages`, { text: `Message ${i}` }, flooder.headers)).status).toBe(404);
    const refused = await t.app.request(`/api/conversations/${confirmed}/messages`, json('POST', { text: 'Encore' }, { ...flooder.headers, 'accept-language': 'en' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ code: 'messaging.rate-limited', message: expect.stringMatching(/^Too many messages sent at once\. Please try again in \d+ s\.$/) });
    // Someone else is answered as usual (here: not confirmed yet).
    expect((await post(`/api/conversations/${pending}/messages`, { text: 'Bonjour' }, client.headers)).body.code).toBe('messaging.booking-not-confirmed');
  });

  it('carries messages both ways, counts unread, records reads, and pages the history', async () => {
    const first = await post(`/api/conversations/${confirmed}/messages`, { text: 'La clé est sous le pot de fleurs.' }, client.headers);
    expect(first).toMatchObject({ status: 201, body: { senderId: client.id, recipientId: cleaner.id, text: 'La clé est sous le pot de fleurs.', readAt: null } });
    const messageId = randomUUID();
    const second = await post(`/api/conversations/${confirmed}/messages`, { text: 'Le chien reste dehors.', messageId }, client.headers);
    // The same message sent again (a retry) is the same message.
    const again = await post(`/api/conversations/${confirmed}/messages`, { text: 'Le chien reste dehors.', messageId }, client.headers);
    expect([second.body.id, again.body.id]).toEqual([messageId, messageId]);
    expect((await post(`/api/conversations/${confirmed}/messages`, { text: 'Parfait, merci!' }, cleaner.headers)).status).toBe(201);
    await project();
    expect((await call('/api/messages/unread', { headers: cleaner.headers })).body).toEqual({ count: 2, conversations: 2, admin: 0 });
    expect((await call('/api/messages/unread', { headers: client.headers })).body).toEqual({ count: 1, conversations: 1, admin: 0 });
    const list = await call('/api/conversations', { headers: cleaner.headers });
    expect((list.body.items as { bookingId: string; unread: number; otherParty: { name: string }; lastMessage: { text: string } }[])).toEqual([
      expect.objectContaining({ bookingId: confirmed, unread: 2, otherParty: expect.objectContaining({ name: 'Camille Roy' }), lastMessage: expect.objectContaining({ text: 'Parfait, merci!' }) }),
    ]);
    // Read up to the second message: nothing unread for the cleaner.
    expect((await post(`/api/conversations/${confirmed}/read`, { messageId }, cleaner.headers)).status).toBe(200);
    expect((await post(`/api/conversations/${confirmed}/read`, { messageId: 'nope' }, cleaner.headers)).status).toBe(404);
    await project();
    expect((await call('/api/messages/unread', { headers: cleaner.headers })).body).toEqual({ count: 0, conversations: 0, admin: 0 });
    const history = await call(`/api/conversations/${confirmed}/messages`, { headers: client.headers });
    const items = history.body.items as { text: string; readAt: string | null }[];
    expect(items.map((item) => item.text)).toEqual(['Parfait, merci!', 'Le chien reste dehors.', 'La clé est sous le pot de fleurs.']);
    expect(items.slice(1).every((item) => item.readAt !== null)).toBe(true);
    expect(history.body.nextCursor).toBeNull();
    // The text is encrypted in the log (the author's key), readable through the API only.
    const [raw] = await t.sql<{ data: unknown }[]>`select data from events where stream_id = ${`conversation-${confirmed}`} and event_type = 'MessageSent' limit 1`;
    expect(JSON.stringify(raw?.data)).not.toContain('pot de fleurs');
  });

  it("erases a deleted account's messages from what the other person reads, and from the log", async () => {
    const deleted = await t.app.request('/api/users/me', json('DELETE', { confirmation: 'SUPPRIMER', currentPassword: 'un-mot-de-passe' }, client.headers));
    expect(deleted.status).toBe(200);
    const history = await call(`/api/conversations/${confirmed}/messages`, { headers: cleaner.headers });
    const items = history.body.items as { senderId: string; text: string }[];
    expect(items.filter((item) => item.senderId === client.id).map((item) => item.text)).toEqual(['', '']);
    expect(items.filter((item) => item.senderId === cleaner.id).map((item) => item.text)).toEqual(['Parfait, merci!']);
    // The log read through the store (what a rebuild reads) gives the same: the text's key is gone.
    const texts: string[] = [];
    for await (const event of t.store.readStream(`conversation-${confirmed}`)) {
      const data = event.data as { senderId?: string; text?: string };
      if (event.type === 'MessageSent' && data.senderId === client.id) texts.push(data.text ?? 'missing');
    }
    expect(texts).toEqual(['', '']);
  });
});
