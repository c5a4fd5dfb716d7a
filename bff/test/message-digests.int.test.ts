import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createMailer, type Mailer } from '@weklean/platform';
import { conversations, createProjectionRunner } from '@weklean/projections';
import { sendMessageDigests } from '@weklean/workers';
import { addProperty, catchUp, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { createTestApp, json, PUBLIC_URL, type TestApp } from './support/test-app';
import { settleReactions } from './support/reactions';
import { waitForProjection } from './support/wait-for-projection';

const START = new Date('2026-11-22T17:00:00.000Z');
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const logger = createLogger({ level: 'error', json: true });
const minutes = (count: number) => new Date(START.getTime() + count * 60_000);

describe('e-mail preferences and unread-message digests', () => {
  let t: TestApp;
  let now = START;
  let client: Party;
  let cleaner: Party & { slug: string };
  let bookingId: string;
  const mailer = () => createMailer({ from: 'test@weklean.local', sql: t.sql, logger });

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const mailsTo = (address: string) => t.sql<{ subject: string; text_body: string }[]>`select subject, text_body from dev_mailbox where to_address = ${address} order by id`;
  const write = async (at: Date, from: Party, text: string) => {
    now = at;
    const sent = await t.app.request(`/api/conversations/${bookingId}/messages`, json('POST', { text }, from.headers));
    expect(sent.status).toBe(201);
    return ((await sent.json()) as { id: string }).id;
  };
  const project = async () => {
    await catchUp(t);
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [conversations], logger });
    runner.start();
    try {
      await waitForProjection(t.sql, conversations);
    } finally {
      await runner.stop();
    }
  };
  const sweep = async (at: Date, withMailer: Mailer = mailer()) => {
    await project();
    return sendMessageDigests({ sql: t.sql, mailer: withMailer, publicUrl: PUBLIC_URL, logger }, at);
  };

  beforeAll(async () => {
    t = await createTestApp('message_digests', { clock: () => now });
    client = await signUpClient(t, 'Camille Roy', 'camille.d@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie.d@example.com', START);
  }, 60_000);
  afterAll(async () => t?.close());

  it('keeps which e-mails a person receives: all by default, each kind turned off on its own', async () => {
    expect((await call('/api/users/me/email-preferences', { headers: client.headers })).body).toEqual({ requests: true, bookingUpdates: true, payments: true, messages: true });
    const partial = await call('/api/users/me/email-preferences', json('PUT', { requests: true, bookingUpdates: false }, client.headers));
    expect(partial.status).toBe(400);
    expect((await call('/api/users/me/email-preferences', json('PUT', { requests: true, bookingUpdates: 'no', payments: true, messages: true }, client.headers))).status).toBe(400);
    const saved = await call('/api/users/me/email-preferences', json('PUT', { requests: true, bookingUpdates: false, payments: true, messages: true }, client.headers));
    expect(saved).toEqual({ status: 200, body: { requests: true, bookingUpdates: false, payments: true, messages: true } });
    expect((await call('/api/users/me/email-preferences', { headers: client.headers })).body).toMatchObject({ bookingUpdates: false });
    expect((await call('/api/users/me/email-preferences')).status).toBe(401);
  });

  it('does not mail a kind the person turned off (the client: booking updates), and mails the others', async () => {
    const created = await t.app.request('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId: await addProperty(t, client), startsAt: TUESDAY_10, durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers));
    bookingId = ((await created.json()) as { id: string }).id;
    expect((await t.app.request(`/api/bookings/${bookingId}/accept`, json('POST', {}, cleaner.headers))).status).toBe(200);
    await settleReactions(t, () => now);
    expect((await mailsTo('amelie.d@example.com')).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Nouvelle demande de ménage/)]);
    expect(await mailsTo('camille.d@example.com')).toEqual([]);
  });

  it('mails one digest per conversation once its oldest unread message is 10 minutes old, never one per message', async () => {
    await t.sql`delete from dev_mailbox`;
    await write(minutes(0), client, 'Bonjour! La clé est sous le pot.');
    await write(minutes(3), client, 'Le chien reste dehors.');
    await write(minutes(7), client, 'Merci!');
    expect(await sweep(minutes(9))).toBe(0);
    expect(await sweep(minutes(10))).toBe(1);
    const [digest, ...more] = await mailsTo('amelie.d@example.com');
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Camille Roy vous a écrit sur Weklean');
    expect(digest!.text_body).toContain(': 3\n');
    expect(digest!.text_body).toContain('« Bonjour! La clé est sous le pot. »\n« Le chien reste dehors. »\n« Merci! »');
    expect(digest!.text_body).toContain(`${PUBLIC_URL}/messages/${bookingId}`);
    // Nothing new: nothing more, however often the sweep runs (and in two processes at once).
    expect(await Promise.all([sweep(minutes(11)), sweep(minutes(11))])).toEqual([0, 0]);
    // A later message: its own digest 10 minutes after it, with it alone.
    await write(minutes(12), client, 'Le code de la porte est au dos de la carte.');
    expect(await sweep(minutes(21))).toBe(0);
    expect(await sweep(minutes(22))).toBe(1);
    const last = (await mailsTo('amelie.d@example.com')).at(-1)!;
    expect(last.text_body).toContain(': 1\n');
    expect(last.text_body).not.toContain('Merci!');
    expect(await mailsTo('camille.d@example.com')).toEqual([]);
  });

  it('sends nothing for messages read in time, or to a person who turned message e-mails off', async () => {
    const id = await write(minutes(30), cleaner, 'Parfait, à mardi.');
    now = minutes(35);
    expect((await t.app.request(`/api/conversations/${bookingId}/read`, json('POST', { messageId: id }, client.headers))).status).toBe(200);
    expect(await sweep(minutes(45))).toBe(0);
    await call('/api/users/me/email-preferences', json('PUT', { requests: true, bookingUpdates: true, payments: true, messages: false }, cleaner.headers));
    await write(minutes(50), client, 'Une dernière chose.');
    expect(await sweep(minutes(61))).toBe(0);
    expect(await mailsTo('camille.d@example.com')).toEqual([]);
  });

  it('tries a digest whose mail failed again at the next sweep', async () => {
    await write(minutes(70), cleaner, 'Je serai là à 9 h.');
    const failing: Mailer = { kind: 'smtp', send: () => Promise.reject(new Error('SMTP down')) };
    expect(await sweep(minutes(80), failing)).toBe(0);
    expect(await sweep(minutes(81))).toBe(1);
    expect((await mailsTo('camille.d@example.com')).map((mail) => mail.subject)).toEqual(['Amélie M. vous a écrit sur Weklean']);
  });
});
