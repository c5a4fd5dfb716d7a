import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProperty, catchUp, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { createTestApp, json, type TestApp } from './support/test-app';
import { createPasswordHasher } from '../src/auth/passwords';

/** Noon in Quebec, Sunday 22 November 2026. */
const NOW = new Date('2026-11-22T17:00:00.000Z');
const PASSWORD = 'un-mot-de-passe';
/** The client's number as stored, and the digits anyone reading an answer would find it by. */
const CLIENT_PHONE = '+15145550199';
const CLEANER_PHONE = '+14385550123';

type Body = Record<string, unknown> & {
  code?: string;
  message?: string;
  issues?: { field: string; message: string }[];
  user?: { name: string; phone?: string; bio: string };
};

/** Issue 33: the current password guards every change of identity; the optional private phone number. */
describe('account identity and phone number', () => {
  let t: TestApp;
  let admin: Party;
  let client: Party;
  let cleaner: Party & { slug: string };
  let bookingId: string;

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };
  const raw = async (path: string, headers: Record<string, string>) => {
    const response = await t.app.request(path, { headers });
    return { status: response.status, text: await response.text() };
  };
  const patch = (body: unknown, party: Party, language = 'fr') => call('/api/users/me', json('PATCH', body, { ...party.headers, 'accept-language': language }));
  const nameOf = async (id: string) => (await t.sql<{ name: string }[]>`select name from users where id = ${id}`)[0]?.name;

  beforeAll(async () => {
    t = await createTestApp('account_identity', { clock: () => NOW });
    client = await signUpClient(t, 'Hélène Tremblay', 'helene@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    const hash = await createPasswordHasher(12).hash(PASSWORD);
    const [row] = await t.sql<{ id: string }[]>`
      insert into users (id, name, email, password_hash, role) values (gen_random_uuid(), 'Admin', 'admin@example.com', ${hash}, 'admin') returning id::text`;
    const signedIn = await call('/api/auth/login', json('POST', { email: 'admin@example.com', password: PASSWORD }));
    admin = { id: row!.id, headers: { authorization: `Bearer ${signedIn.body.token as string}` } };
    const created = await call('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId: await addProperty(t, client), startsAt: '2026-11-24T15:00:00.000Z', durationHours: 4,
      cleanerBringsSupplies: false, frequency: 'one-time', photosAllowed: true, hasPets: false, checklist: [], notes: '', paymentMethodId: 'pm_card_visa',
    }, client.headers));
    if (created.status !== 201) throw new Error(`booking: ${created.status} ${JSON.stringify(created.body)}`);
    bookingId = created.body.id as string;
    await catchUp(t);
  }, 90_000);
  afterAll(async () => t?.close());

  describe('a new name needs the current password, like the e-mail, the password and deletion', () => {
    it('refuses a new name without the current password (400, localized) and with a wrong one (403), changing nothing', async () => {
      const missing = await patch({ name: 'Hélène T.' }, client);
      expect(missing).toMatchObject({ status: 400, body: { code: 'auth.current-password-required' } });
      expect(missing.body.message).toBe('Le mot de passe actuel est requis pour modifier le nom, le courriel ou le mot de passe.');
      const missingEn = await patch({ name: 'Hélène T.', bio: 'Bonjour' }, client, 'en');
      expect(missingEn.body.message).toBe('Your current password is required to change your name, e-mail or password.');
      const wrong = await patch({ name: 'Hélène T.', currentPassword: 'pas-le-bon' }, client);
      expect(wrong).toMatchObject({ status: 403, body: { code: 'auth.wrong-current-password', message: 'Le mot de passe actuel est incorrect.' } });
      expect(await nameOf(client.id)).toBe('Hélène Tremblay');
      // Nothing else of the refused change was kept either.
      expect((await call('/api/users/me', { headers: client.headers })).body.user?.bio).toBe('');
    });

    it('renames with the right password, trimmed', async () => {
      const renamed = await patch({ name: '  Hélène T.  ', currentPassword: PASSWORD }, client);
      expect(renamed).toMatchObject({ status: 200, body: { user: { name: 'Hélène T.' } } });
      expect(await nameOf(client.id)).toBe('Hélène T.');
    });

    it('takes the same name sent again, bio, language and phone without the password: no change of identity', async () => {
      const same = await patch({ name: 'Hélène T.', bio: 'Propriétaire à Laval', language: 'en' }, client);
      expect(same).toMatchObject({ status: 200, body: { user: { name: 'Hélène T.', bio: 'Propriétaire à Laval', language: 'en' } } });
      expect((await patch({ language: 'fr' }, client)).status).toBe(200);
    });

    it('still refuses a bad name before any password check (400 validation), and the other identity changes without it', async () => {
      const empty = await patch({ name: '   ', currentPassword: PASSWORD }, client);
      expect(empty).toMatchObject({ status: 400, body: { code: 'validation', issues: [{ field: 'name', message: 'Le nom est obligatoire.' }] } });
      expect(await patch({ email: 'helene2@example.com' }, client)).toMatchObject({ status: 400, body: { code: 'auth.current-password-required' } });
      expect(await patch({ password: 'un-autre-mot-de-passe' }, client)).toMatchObject({ status: 400, body: { code: 'auth.current-password-required' } });
    });
  });

  describe('the phone number', () => {
    it('is absent until given, then kept in E.164 however it was typed, without the password', async () => {
      expect((await call('/api/users/me', { headers: client.headers })).body.user).not.toHaveProperty('phone');
      const set = await patch({ phone: '(514) 555-0199' }, client);
      expect(set).toMatchObject({ status: 200, body: { user: { phone: CLIENT_PHONE } } });
      expect((await call('/api/users/me', { headers: client.headers })).body.user?.phone).toBe(CLIENT_PHONE);
      expect((await patch({ phone: '1 438 555 0123' }, cleaner)).body.user?.phone).toBe(CLEANER_PHONE);
      const [row] = await t.sql<{ phone: string }[]>`select phone from users where id = ${client.id}`;
      expect(row!.phone).toBe(CLIENT_PHONE);
    });

    it('refuses a number with too few or too many digits, letters or no country code (400 on the phone field, localized), keeping the old one', async () => {
      const short = await patch({ phone: '555-0199' }, client);
      expect(short).toMatchObject({ status: 400, body: { code: 'validation' } });
      expect(short.body.issues).toEqual([{ field: 'phone', message: 'Le numéro de téléphone doit compter de 10 à 15 chiffres.' }]);
      const long = await patch({ phone: '+33 6 12 34 56 78 90 12 34' }, client, 'en');
      expect(long.body.issues).toEqual([{ field: 'phone', message: 'The phone number must have 10 to 15 digits.' }]);
      for (const phone of ['514-555-CALL', '0033 6 12 34 56 78', '014 555 0199', 5145550199, ['5145550199']]) {
        const refused = await patch({ phone }, client);
        expect(refused.status, JSON.stringify(phone)).toBe(400);
        expect(refused.body.issues?.[0]?.field).toBe('phone');
        expect(refused.body.message).toMatch(/^Entrez un numéro de téléphone valide/);
      }
      expect((await patch({ phone: '514 555 0199\u0000' }, client)).status).toBe(400);
      expect((await patch({ phone: 'x'.repeat(10_000) }, client)).status).toBe(400);
      expect((await call('/api/users/me', { headers: client.headers })).body.user?.phone).toBe(CLIENT_PHONE);
    });

    it('takes a number of another country with its code, and is removed by null or an empty text', async () => {
      expect((await patch({ phone: '+33 6 12 34 56 78' }, client)).body.user?.phone).toBe('+33612345678');
      const removed = await patch({ phone: null }, client);
      expect(removed.status).toBe(200);
      expect(removed.body.user).not.toHaveProperty('phone');
      expect((await patch({ phone: '514 555-0199' }, client)).body.user?.phone).toBe(CLIENT_PHONE);
      expect((await patch({ phone: '' }, client)).body.user).not.toHaveProperty('phone');
      expect((await patch({ phone: '514.555.0199' }, client)).body.user?.phone).toBe(CLIENT_PHONE);
    });

    it('is shown to admins on the person’s account, and in the person’s own data download', async () => {
      const detail = await call(`/api/admin/users/${client.id}`, { headers: admin.headers });
      expect(detail.status).toBe(200);
      expect(detail.body.account).toMatchObject({ id: client.id, phone: CLIENT_PHONE });
      expect((await call(`/api/admin/users/${admin.id}`, { headers: admin.headers })).body.account).toMatchObject({ phone: null });
      const data = await call('/api/me/data', { headers: client.headers });
      expect((data.body.account as Record<string, unknown>).phone).toBe(CLIENT_PHONE);
      // Not in the admin's list of people (the number is read on one account at a time), nor to anyone but an admin.
      expect((await raw('/api/admin/users?role=client', admin.headers)).text).not.toContain('5550199');
      expect((await call(`/api/admin/users/${client.id}`, { headers: cleaner.headers })).status).toBe(403);
    });

    it('is never shown to the other side of a booking, nor on the public pages', async () => {
      const seen = [
        await raw(`/api/bookings/${bookingId}`, cleaner.headers),
        await raw('/api/bookings', cleaner.headers),
        await raw(`/api/bookings/${bookingId}`, client.headers),
        await raw('/api/bookings', client.headers),
        await raw(`/api/cleaners/${cleaner.slug}`, client.headers),
        await raw('/api/cleaners?city=montreal', {}),
      ];
      expect(seen.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const cleanerView = seen[0]!.text;
      expect(cleanerView).toContain('Hélène');
      for (const answer of seen) {
        expect(answer.text).not.toContain('5550199');
        expect(answer.text).not.toContain('5550123');
      }
    });

    it('is erased with the account, which deletion needs the current password for', async () => {
      const refused = await call('/api/users/me', json('DELETE', { confirmation: 'SUPPRIMER', currentPassword: 'pas-le-bon' }, client.headers));
      expect(refused).toMatchObject({ status: 403, body: { code: 'auth.wrong-current-password' } });
      const deleted = await call('/api/users/me', json('DELETE', { confirmation: 'SUPPRIMER', currentPassword: PASSWORD }, client.headers));
      expect(deleted.status).toBe(200);
      expect(await t.sql`select 1 from users where phone = ${CLIENT_PHONE}`).toHaveLength(0);
      expect(await t.sql`select 1 from users where phone = ${CLEANER_PHONE}`).toHaveLength(1);
    });
  });
});
