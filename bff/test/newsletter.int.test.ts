import { createLogger, createRateLimiter } from '@weklean/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNewsletterRetention } from '../../workers/src/analytics/retention';
import { createTestApp, fromAddress, json, PUBLIC_URL, type TestApp } from './support/test-app';

const NOW = new Date('2026-11-28T15:00:00.000Z');
const FR = { 'accept-language': 'fr-CA' };
const EN = { 'accept-language': 'en' };

/** `/api/newsletter` (docs/api/newsletter.md): sign-up, double opt-in, unsubscribe, refusals and limits. */
describe('newsletter sign-up', () => {
  let t: TestApp;
  const subscribe = (body: unknown, headers: Record<string, string> = FR, address = '203.0.113.10') =>
    t.app.request('/api/newsletter', json('POST', body, headers), fromAddress(address));
  const mailsTo = (email: string) =>
    t.sql<{ subject: string; text_body: string }[]>`select subject, text_body from dev_mailbox where lower(to_address) = lower(${email}) order by id`;
  const rowOf = async (email: string) =>
    (await t.sql<{ confirmed_at: Date | null; topics: string[]; language: string }[]>`
      select confirmed_at, topics, language from newsletter_subscribers where lower(email) = lower(${email})`)[0];
  const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => {
    const found = text.match(new RegExp(`${PUBLIC_URL}(/api/newsletter/${kind}\\?token=[\\w%-]+)`));
    if (!found) throw new Error(`no ${kind} link in: ${text}`);
    return found[1]!;
  };

  beforeAll(async () => {
    t = await createTestApp('newsletter', {
      clock: () => NOW,
      newsletterLimits: {
        perAddress: createRateLimiter({ name: 'newsletter-address-test', points: 1000, durationSeconds: 3600 }),
        perEmail: createRateLimiter({ name: 'newsletter-email-test', points: 3, durationSeconds: 3600 }),
      },
    });
  });
  afterAll(async () => t.close());

  it('answers 202 pending-confirmation, keeps an unconfirmed row and mails a confirm and an unsubscribe link', async () => {
    const response = await subscribe({ email: 'Lea.Nouvelle@example.com', topics: ['tips', 'offers', 'tips'], acceptTerms: true });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'pending-confirmation' });
    await t.backgroundWork.drain();
    expect(await rowOf('lea.nouvelle@example.com')).toMatchObject({ confirmed_at: null, topics: ['tips', 'offers'], language: 'fr' });
    const [mail, ...more] = await mailsTo('lea.nouvelle@example.com');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Confirmez votre abonnement à l’infolettre Weklean');
    expect(mail!.text_body).toContain('Conseils d’entretien, Offres et promotions');
    expect(linkIn(mail!.text_body, 'confirm')).toMatch(/^\/api\/newsletter\/confirm\?token=/);
    expect(linkIn(mail!.text_body, 'unsubscribe')).toMatch(/^\/api\/newsletter\/unsubscribe\?token=/);
    // Only the token's digest is stored.
    const token = new URLSearchParams(linkIn(mail!.text_body, 'confirm').split('?')[1]).get('token')!;
    const stored = await t.sql`select unsubscribe_token_hash from newsletter_subscribers where lower(email) = 'lea.nouvelle@example.com'`;
    expect(stored[0]!.unsubscribe_token_hash).not.toContain(token);
    expect(stored[0]!.unsubscribe_token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("confirms through the mail's link (303 to a localized message), and a bad token gets ?error=", async () => {
    await subscribe({ email: 'sam.confirm@example.com', topics: ['company-news'], acceptTerms: true }, EN);
    await t.backgroundWork.drain();
    const [mail] = await mailsTo('sam.confirm@example.com');
    expect(mail!.subject).toBe('Confirm your Weklean newsletter subscription');
    const confirmed = await t.app.request(linkIn(mail!.text_body, 'confirm'));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`/?message=${encodeURIComponent('Your newsletter subscription is confirmed. Thank you!')}`);
    expect((await rowOf('sam.confirm@example.com'))!.confirmed_at).toEqual(NOW);

    const bad = await t.app.request('/api/newsletter/confirm?token=not-a-token', { headers: FR });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe(`/?error=${encodeURIComponent('Ce lien n’est plus valide.')}`);
    const none = await t.app.request('/api/newsletter/confirm', { headers: EN });
    expect(none.headers.get('location')).toBe(`/?error=${encodeURIComponent('This link is no longer valid.')}`);
  });

  it('answers the same for an address already confirmed, and sends it nothing new (no enumeration)', async () => {
    const before = (await mailsTo('sam.confirm@example.com')).length;
    const response = await subscribe({ email: 'SAM.confirm@example.com', topics: ['offers'], acceptTerms: true }, EN);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'pending-confirmation' });
    await t.backgroundWork.drain();
    expect(await mailsTo('sam.confirm@example.com')).toHaveLength(before);
    expect((await rowOf('sam.confirm@example.com'))!.topics).toEqual(['company-news']);
  });

  it('renews an unconfirmed sign-up: new topics, a new mail, and only the newest link works', async () => {
    await subscribe({ email: 'twice@example.com', topics: ['tips'], acceptTerms: true });
    await t.backgroundWork.drain();
    await subscribe({ email: 'twice@example.com', topics: ['cleaners'], acceptTerms: true }, EN);
    await t.backgroundWork.drain();
    const [first, second] = await mailsTo('twice@example.com');
    expect((await rowOf('twice@example.com'))!).toMatchObject({ topics: ['cleaners'], language: 'en', confirmed_at: null });
    expect((await t.app.request(linkIn(first!.text_body, 'confirm'))).headers.get('location')).toMatch(/^\/\?error=/);
    expect((await t.app.request(linkIn(second!.text_body, 'confirm'))).headers.get('location')).toMatch(/^\/\?message=/);
  });

  it("unsubscribes through the mail's link (GET: the page that asks; POST: the confirmation) and deletes the row", async () => {
    await subscribe({ email: 'bye.news@example.com', topics: ['tips'], acceptTerms: true });
    await subscribe({ email: 'bye.click@example.com', topics: ['tips'], acceptTerms: true }, EN);
    await t.backgroundWork.drain();
    const [mail] = await mailsTo('bye.news@example.com');
    const link = linkIn(mail!.text_body, 'unsubscribe');
    // Following the link (as a mail scanner does) changes nothing: it leads to the page that asks to confirm.
    const followed = await t.app.request(link);
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${new URL(link, PUBLIC_URL).searchParams.get('token')}`);
    expect(await rowOf('bye.news@example.com')).toMatchObject({ topics: ['tips'] });
    // The page's button posts, as the site does (JSON, same origin).
    const confirmed = await t.app.request(link, json('POST', {}, FR));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'unsubscribed', message: 'Vous êtes désabonné de l’infolettre\u00a0: votre adresse a été effacée.' });
    expect(await rowOf('bye.news@example.com')).toBeUndefined();

    const [other] = await mailsTo('bye.click@example.com');
    const clicked = await t.app.request(linkIn(other!.text_body, 'unsubscribe'), { method: 'POST' });
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toEqual({ status: 'unsubscribed', message: 'You are unsubscribed from the newsletter: your address was erased.' });
    expect(await rowOf('bye.click@example.com')).toBeUndefined();
    const again = await t.app.request(linkIn(other!.text_body, 'unsubscribe'), { method: 'POST' });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { code: string }).code).toBe('newsletter.bad-token');
  });

  it('carries List-Unsubscribe headers, and unsubscribes in one click from a mail program (RFC 8058), from any origin', async () => {
    await subscribe({ email: 'one.click@example.com', topics: ['offers'], acceptTerms: true }, EN);
    await t.backgroundWork.drain();
    const [mail] = await t.sql<{ text_body: string; headers: Record<string, string> }[]>`
      select text_body, headers from dev_mailbox where lower(to_address) = 'one.click@example.com'`;
    const link = linkIn(mail!.text_body, 'unsubscribe');
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': `<${PUBLIC_URL}${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const form = (body: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.provider.example' },
      body,
    });
    // Any other form body is refused and erases nothing; so is a form posted anywhere else.
    const wrong = await t.app.request(link, form('List-Unsubscribe=Something'));
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('newsletter.bad-one-click');
    expect(await rowOf('one.click@example.com')).toBeDefined();
    expect((await t.app.request('/api/newsletter', form('List-Unsubscribe=One-Click'))).status).toBe(403);
    const clicked = await t.app.request(link, form('List-Unsubscribe=One-Click'));
    expect(clicked.status).toBe(200);
    expect(await rowOf('one.click@example.com')).toBeUndefined();
    expect((await t.app.request(link, form('List-Unsubscribe=One-Click'))).status).toBe(404);
  });

  it('erases, on the nightly run, the sign-ups not confirmed within 7 days, and only those', async () => {
    const logger = createLogger({ level: 'error', json: true });
    await subscribe({ email: 'never.confirmed@example.com', topics: ['tips'], acceptTerms: true });
    await subscribe({ email: 'confirmed.late@example.com', topics: ['tips'], acceptTerms: true });
    await subscribe({ email: 'fresh.signup@example.com', topics: ['tips'], acceptTerms: true });
    await t.backgroundWork.drain();
    const [late] = await mailsTo('confirmed.late@example.com');
    await t.app.request(linkIn(late!.text_body, 'confirm'));
    const eightDays = new Date(NOW.getTime() - 8 * 24 * 3600 * 1000);
    await t.sql`update newsletter_subscribers set consent_given_at = ${eightDays}
      where lower(email) in ('never.confirmed@example.com', 'confirmed.late@example.com')`;
    expect(await runNewsletterRetention({ sql: t.sql, logger }, NOW)).toBe(1);
    expect(await rowOf('never.confirmed@example.com')).toBeUndefined();
    expect(await rowOf('confirmed.late@example.com')).toBeDefined();
    expect(await rowOf('fresh.signup@example.com')).toBeDefined();
    expect(await runNewsletterRetention({ sql: t.sql, logger }, NOW)).toBe(0);
  });

  it('refuses a bad address, unticked terms and unknown or no topics with localized 400s, storing nothing', async () => {
    const cases: [unknown, Record<string, string>, string, string][] = [
      [{ email: 'pas-un-courriel', topics: ['tips'], acceptTerms: true }, FR, 'newsletter.invalid-email', 'Veuillez entrer une adresse courriel valide.'],
      [{ email: 'a@b', topics: ['tips'], acceptTerms: true }, EN, 'newsletter.invalid-email', 'Please enter a valid email address.'],
      [{ topics: ['tips'], acceptTerms: true }, EN, 'newsletter.invalid-email', 'Please enter a valid email address.'],
      [{ email: `${'x'.repeat(250)}@example.com`, topics: ['tips'], acceptTerms: true }, EN, 'newsletter.invalid-email', 'Please enter a valid email address.'],
      [{ email: 'refused@example.com', topics: ['tips'], acceptTerms: false }, FR, 'newsletter.terms-required', 'Veuillez accepter les conditions pour vous abonner.'],
      [{ email: 'refused@example.com', topics: ['tips'] }, EN, 'newsletter.terms-required', 'Please accept the terms to subscribe.'],
      [{ email: 'refused@example.com', topics: ['tips'], acceptTerms: 'yes' }, EN, 'newsletter.terms-required', 'Please accept the terms to subscribe.'],
      [{ email: 'refused@example.com', topics: [], acceptTerms: true }, EN, 'newsletter.topics', 'Choose one or more of the topics offered.'],
      [{ email: 'refused@example.com', topics: ['crypto'], acceptTerms: true }, FR, 'newsletter.topics', 'Choisissez un ou plusieurs sujets parmi ceux proposés.'],
      [{ email: 'refused@example.com', topics: 'tips', acceptTerms: true }, EN, 'newsletter.topics', 'Choose one or more of the topics offered.'],
    ];
    for (const [body, headers, code, message] of cases) {
      const response = await subscribe(body, headers);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code, message });
    }
    const controls = await subscribe({ email: 'ref\u0000used@example.com', topics: ['tips'], acceptTerms: true });
    expect(controls.status).toBe(400);
    const notJson = await t.app.request('/api/newsletter', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }, fromAddress('203.0.113.10'));
    expect(notJson.status).toBe(400);
    await t.backgroundWork.drain();
    expect(await rowOf('refused@example.com')).toBeUndefined();
    expect(await mailsTo('refused@example.com')).toHaveLength(0);
  });

  it('refuses a huge body with 413', async () => {
    const response = await subscribe({ email: 'big@example.com', topics: ['tips'], acceptTerms: true, padding: 'x'.repeat(8000) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('http.payload-too-large');
  });

  it('limits sign-ups per e-mail (429 with Retry-After), then per network address', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await subscribe({ email: 'often@example.com', topics: ['tips'], acceptTerms: true }, FR, `198.51.100.${i}`)).status).toBe(202);
    }
    const limited = await subscribe({ email: 'often@example.com', topics: ['tips'], acceptTerms: true }, EN, '198.51.100.99');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'newsletter.rate-limited' });

    const strict = await createTestApp('newsletter-limits', {
      newsletterLimits: {
        perAddress: createRateLimiter({ name: 'newsletter-address-strict', points: 2, durationSeconds: 3600 }),
        perEmail: createRateLimiter({ name: 'newsletter-email-strict', points: 100, durationSeconds: 3600 }),
      },
    });
    try {
      const from = (n: number) => strict.app.request('/api/newsletter', json('POST', { email: `n${n}@example.com`, topics: ['tips'], acceptTerms: true }), fromAddress('192.0.2.7'));
      expect((await from(1)).status).toBe(202);
      expect((await from(2)).status).toBe(202);
      expect((await from(3)).status).toBe(429);
      await strict.backgroundWork.drain();
    } finally {
      await strict.close();
    }
  });
});
