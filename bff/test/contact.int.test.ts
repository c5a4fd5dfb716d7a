import { createRateLimiter, type Mailer } from '@weklean/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpClient } from './support/bookings';
import { createTestApp, fromAddress, json, type TestApp } from './support/test-app';

const FR = { 'accept-language': 'fr-CA' };
const EN = { 'accept-language': 'en' };
const VALID = { name: 'Chloé Gagnon', email: 'chloe.contact@example.com', subject: 'Facture de mars', message: 'Bonjour,\nma facture de mars ne montre pas la TVQ.' };

/** `POST /api/contact` (docs/api/contact.md): stored, mailed to the admins and the sender, refusals and limits. */
describe('contact form', () => {
  let t: TestApp;
  const send = (body: unknown, headers: Record<string, string> = FR, address = '203.0.113.20') =>
    t.app.request('/api/contact', json('POST', body, headers), fromAddress(address));
  const mailsTo = (email: string) =>
    t.sql<{ subject: string; text_body: string }[]>`select subject, text_body from dev_mailbox where lower(to_address) = lower(${email}) order by id`;
  const storedFrom = (email: string) => t.sql`select * from contact_messages where lower(email) = lower(${email})`;

  beforeAll(async () => {
    t = await createTestApp('contact', {
      contactLimits: {
        perAddress: createRateLimiter({ name: 'contact-address-test', points: 1000, durationSeconds: 3600 }),
        perEmail: createRateLimiter({ name: 'contact-email-test', points: 2, durationSeconds: 3600 }),
      },
    });
    const admin = await signUpClient(t, 'Admin Un', 'admin.one@example.com');
    const other = await signUpClient(t, 'Admin Two', 'admin.two@example.com');
    await t.sql`update users set role = 'admin' where id in (${admin.id}, ${other.id})`;
    await t.sql`update users set language = 'en' where id = ${other.id}`;
  });
  afterAll(async () => t.close());

  it('answers 201 with the id, stores the message and mails every admin and a confirmation to the sender', async () => {
    const response = await send({ ...VALID, name: '  Chloé Gagnon ' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row, ...more] = await storedFrom(VALID.email);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ id, name: 'Chloé Gagnon', email: VALID.email, subject: VALID.subject, message: VALID.message, language: 'fr' });

    const [toAdmin] = await mailsTo('admin.one@example.com');
    expect(toAdmin!.subject).toBe('Message du site Weklean\u00a0: Facture de mars');
    expect(toAdmin!.text_body).toContain('Chloé Gagnon <chloe.contact@example.com>');
    expect(toAdmin!.text_body).toContain(VALID.message);
    const [toEnglishAdmin] = await mailsTo('admin.two@example.com');
    expect(toEnglishAdmin!.subject).toBe('Message from the Weklean site: Facture de mars');
    const [confirmation] = await mailsTo(VALID.email);
    expect(confirmation!.subject).toBe('Nous avons reçu votre message «\u00a0Facture de mars\u00a0»');
    expect(confirmation!.text_body).toContain('Bonjour Chloé Gagnon');
  });

  it('confirms to the sender in the language of the request', async () => {
    const response = await send({ ...VALID, email: 'ben.contact@example.com', name: 'Ben Smith', subject: 'Gift card' }, EN);
    expect(response.status).toBe(201);
    const [confirmation] = await mailsTo('ben.contact@example.com');
    expect(confirmation!.subject).toBe('We received your message: “Gift card”');
    expect((await storedFrom('ben.contact@example.com'))[0]!.language).toBe('en');
  });

  it('refuses each field out of bounds with a localized 400 naming the field, and stores and mails nothing', async () => {
    const cases: [Record<string, unknown>, string, string, Record<string, string>][] = [
      [{ name: 'A' }, 'name', 'Votre nom doit compter de 2 à 100 caractères.', FR],
      [{ name: 'N'.repeat(101) }, 'name', 'Your name must have 2 to 100 characters.', EN],
      [{ name: 'Chloé\nBcc: x@example.com' }, 'name', 'Your name must have 2 to 100 characters.', EN],
      [{ email: 'nope' }, 'email', 'Veuillez entrer une adresse courriel valide.', FR],
      [{ email: undefined }, 'email', 'Please enter a valid email address.', EN],
      [{ subject: 'Hi' }, 'subject', 'The subject must have 3 to 150 characters.', EN],
      [{ subject: 'S'.repeat(151) }, 'subject', 'L’objet doit compter de 3 à 150 caractères.', FR],
      [{ message: 'Trop cour' }, 'message', 'Le message doit compter de 10 à 5000 caractères.', FR],
      [{ message: 'M'.repeat(5001) }, 'message', 'The message must have 10 to 5000 characters.', EN],
      [{ message: 42 }, 'message', 'The message must have 10 to 5000 characters.', EN],
    ];
    for (const [change, field, message, headers] of cases) {
      const response = await send({ ...VALID, email: 'refused.contact@example.com', ...change }, headers);
      expect(response.status, JSON.stringify(change)).toBe(400);
      const body = (await response.json()) as { code: string; issues: { field: string; message: string }[] };
      expect(body.code).toBe('validation');
      expect(body.issues).toEqual([{ field, message }]);
    }
    const all = await send({}, EN);
    expect(((await all.json()) as { issues: { field: string }[] }).issues.map((issue) => issue.field)).toEqual(['name', 'email', 'subject', 'message']);
    const control = await send({ ...VALID, email: 'refused.contact@example.com', message: 'Bonjour\u0007 la cloche sonne' });
    expect(control.status).toBe(400);
    expect(await storedFrom('refused.contact@example.com')).toHaveLength(0);
    expect(await mailsTo('refused.contact@example.com')).toHaveLength(0);
  });

  it('refuses a body past 24 KB with 413', async () => {
    const response = await send({ ...VALID, message: 'x'.repeat(30_000) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('http.payload-too-large');
  });

  it('limits messages per e-mail and per network address (429 with Retry-After)', async () => {
    const often = { ...VALID, email: 'often.contact@example.com' };
    expect((await send(often, FR, '198.51.100.1')).status).toBe(201);
    expect((await send(often, FR, '198.51.100.2')).status).toBe(201);
    const limited = await send(often, EN, '198.51.100.3');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'contact.rate-limited' });
    expect(await storedFrom('often.contact@example.com')).toHaveLength(2);

    const strict = await createTestApp('contact-limits', {
      contactLimits: {
        perAddress: createRateLimiter({ name: 'contact-address-strict', points: 1, durationSeconds: 3600 }),
        perEmail: createRateLimiter({ name: 'contact-email-strict', points: 100, durationSeconds: 3600 }),
      },
    });
    try {
      const from = (email: string) => strict.app.request('/api/contact', json('POST', { ...VALID, email }), fromAddress('192.0.2.9'));
      expect((await from('a.contact@example.com')).status).toBe(201);
      expect((await from('b.contact@example.com')).status).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('keeps the message and still answers 201 when a mail fails', async () => {
    const failing: Mailer = { kind: 'smtp', send: async () => Promise.reject(new Error('SMTP down')) };
    const broken = await createTestApp('contact-mail-down', { mailer: failing });
    try {
      const response = await broken.app.request('/api/contact', json('POST', { ...VALID, email: 'kept@example.com' }), fromAddress('192.0.2.10'));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await broken.sql`select id::text from contact_messages where id = ${id}`).toEqual([{ id }]);
    } finally {
      await broken.close();
    }
  });
});
