import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, cleanerEarning, type PriceBreakdown } from '@weklean/domain';
import type { Browser, Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectProblems, screenshot } from './support/browser';
import {
  PASSES, PASSWORD, STEP_TEXTS, addProperty, appNow, contextOnAppTime, fromPage, launchBrowserWithSecureTestHost,
  money, onThisAttempt, openSite, plain, quebec, quebecAt, settled, signIn, signUpClient, type Language,
} from './support/booking-steps';

/**
 * Each role's home, in French (localhost) and in English (weklean.test): the README's demo cleaner signs in and lands
 * on their home, where the request waiting for them shows (the demo's, then a new one appearing by itself, what they
 * earn and not the client's total), and accepts it there in one step; the client who asked signs in and lands on
 * their home, with that cleaning as the next one.
 */

const TEXTS = {
  fr: {
    ...STEP_TEXTS.fr,
    greeting: (name: string) => `Bonjour, ${name}`, requests: 'Demandes en attente de votre réponse', earn: (amount: string) => `Vous gagnez ${amount}`,
    accept: 'Accepter', accepted: 'Demande acceptée', noRequest: 'Aucune demande en attente de votre réponse.', earnings: 'Vos gains de la semaine',
    next: 'Votre prochain ménage', confirmed: 'Confirmée', pay: (amount: string) => `Vous payez ${amount}`, find: 'Trouver un nettoyeur',
    earningsCard: 'Vos gains', paid: 'Ce qui vous est versé',
  },
  en: {
    ...STEP_TEXTS.en,
    greeting: (name: string) => `Hello, ${name}`, requests: 'Requests waiting for your answer', earn: (amount: string) => `You earn ${amount}`,
    accept: 'Accept', accepted: 'Request accepted', noRequest: 'No request is waiting for your answer.', earnings: 'Your earnings this week',
    next: 'Your next cleaning', confirmed: 'Confirmed', pay: (amount: string) => `You pay ${amount}`, find: 'Find a cleaner',
    earningsCard: 'Your earnings', paid: 'What you are paid',
  },
} as const;

const README_CLEANER = { email: 'cleaner@weklean.local', password: 'Demo-cleaner-2026', firstName: 'Marc-André' };

/** The README cleaner's slug, their pending requests, and the Quebec days on which they already have a booking. */
async function readmeCleaner(): Promise<{ slug: string; pending: string[]; busyDays: Set<string> }> {
  const { databaseUrl } = JSON.parse(readFileSync(join(inject('dataDir'), 'runtime.json'), 'utf8')) as { databaseUrl: string };
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const [profile] = await sql<{ slug: string; cleaner_id: string }[]>`
      select p.slug, p.cleaner_id from cleaner_profiles p join users u on u.id = p.cleaner_id
      where lower(u.email) = ${README_CLEANER.email} and p.verified`;
    if (profile === undefined) throw new Error('the README demo cleaner has no verified profile');
    const bookings = await sql<{ booking_id: string; status: string; day: string }[]>`
      select booking_id::text, status, to_char(starts_at at time zone 'America/Toronto', 'YYYY-MM-DD') as day
      from bookings where cleaner_id = ${profile.cleaner_id} and not awaiting_deposit`;
    return {
      slug: profile.slug,
      pending: bookings.filter((row) => row.status === 'pending').map((row) => row.booking_id),
      busyDays: new Set(bookings.filter((row) => ['pending', 'confirmed', 'in_progress'].includes(row.status)).map((row) => row.day)),
    };
  } finally {
    await sql.end();
  }
}

/** The first weekday from three days on with no booking of the cleaner yet (the README cleaner works weekdays). */
function freeWeekday(today: string, busy: Set<string>): string {
  for (let offset = 3; offset < 30; offset += 1) {
    const day = addDays(today, offset);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !busy.has(day)) return day;
  }
  throw new Error('no free weekday in the next month');
}

/** The interface in the pass's language again (a sign-in may bring the account's own). */
async function inLanguage(page: Page, lang: Language) {
  if (lang === 'en' && (await page.getByRole('radiogroup', { name: 'Langue' }).count()) > 0) {
    await page.getByRole('radiogroup', { name: 'Langue' }).getByText('English').click();
    await expect.poll(() => page.getByRole('radiogroup', { name: 'Language' }).count()).toBe(1);
  }
}

/** A request on the cleaner's home: the list item that links to its page. */
const requestItem = (page: Page, label: string, bookingId: string) =>
  page.getByRole('list', { name: label }).getByRole('listitem').filter({ has: page.locator(`a[href="/bookings/${bookingId}"]`) });

describe('a home for each role', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const t = TEXTS[pass.lang];
    const { lang } = pass;

    it('shows the demo cleaner the requests waiting on their home, accepted there; the client lands on theirs with the next cleaning', async () => {
      const demo = await readmeCleaner();

      // The README cleaner signs in and lands on their home: the demo's waiting request is there.
      const cleanerContext = await contextOnAppTime(browser, pass);
      const cleanerPage = await openSite(cleanerContext, pass);
      const problems = collectProblems(cleanerPage);
      await signIn(cleanerPage, t, README_CLEANER.email, README_CLEANER.password);
      await cleanerPage.waitForURL((url) => url.pathname === '/');
      await inLanguage(cleanerPage, lang);
      await expect.poll(() => cleanerPage.getByRole('heading', { level: 1, name: t.greeting(README_CLEANER.firstName) }).count()).toBe(1);
      await expect.poll(() => cleanerPage.getByRole('heading', { level: 2, name: t.earnings }).count()).toBe(1);
      for (const bookingId of demo.pending) await expect.poll(() => requestItem(cleanerPage, t.requests, bookingId).count()).toBe(1);
      let reloads = 0;
      cleanerPage.on('load', () => (reloads += 1));

      // A new client asks for a cleaning (deposit paid with 4242): the request appears on the open home by itself.
      const clientContext = await contextOnAppTime(browser, pass);
      const clientPage = await openSite(clientContext, pass);
      const clientProblems = collectProblems(clientPage);
      const clientEmail = `home.client.${lang}@example.com`;
      await signUpClient(clientPage, t, lang === 'fr' ? 'Éloïse Gendron' : 'Riley Chen', clientEmail);
      await addProperty(clientPage, t);
      const { body: properties } = await fromPage<{ items: { id: string }[] }>(clientPage, 'GET', '/api/properties');
      const day = freeWeekday(quebec(await appNow()).date, demo.busyDays);
      const created = await fromPage<{ id: string; price: PriceBreakdown }>(clientPage, 'POST', '/api/bookings', {
        cleanerSlug: demo.slug, propertyId: properties.items[0]!.id, startsAt: quebecAt(day, '10:00'), durationHours: 4,
        cleanerBringsSupplies: true, frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
      });
      expect(created.status).toBe(201);
      const request = requestItem(cleanerPage, t.requests, created.body.id);
      await expect.poll(() => request.count(), { timeout: 15_000 }).toBe(1);
      expect(reloads).toBe(0);

      // What the cleaner earns (their rate and the supplies), not what the client pays with the fee and the taxes.
      const earning = money(cleanerEarning(created.body.price), lang);
      const requestText = plain(await request.innerText());
      expect(requestText).toContain(t.earn(earning));
      expect(requestText).not.toContain(money(created.body.price.finalPrice, lang));
      await settled(cleanerPage);
      await screenshot(cleanerPage, `role-home-cleaner-${lang}`);

      // Accepted in one step, from the home.
      await request.getByRole('button', { name: t.accept }).click();
      await expect.poll(() => cleanerPage.getByText(t.accepted, { exact: true }).count()).toBeGreaterThan(0);
      await expect.poll(() => request.count()).toBe(0);
      const booking = await fromPage<{ status: string }>(cleanerPage, 'GET', `/api/bookings/${created.body.id}`);
      expect(booking.body.status).toBe('confirmed');

      // The booking's own page shows the cleaner their earnings, not the client's total.
      await cleanerPage.goto(`/bookings/${created.body.id}`);
      await inLanguage(cleanerPage, lang);
      await expect.poll(() => cleanerPage.getByRole('heading', { level: 2, name: t.earningsCard, exact: true }).count()).toBe(1);
      await expect.poll(() => cleanerPage.getByRole('row', { name: `${t.paid} ${earning}` }).count()).toBe(1);
      expect(plain(await cleanerPage.locator('main').innerText())).not.toContain(money(created.body.price.finalPrice, lang));
      expect(problems).toEqual([]);

      // The client signs in (another device) and lands on their home: the accepted cleaning is the next one.
      const clientAgain = await contextOnAppTime(browser, pass);
      const homePage = await openSite(clientAgain, pass);
      // The address signUpClient signed up: a retried attempt's own (onThisAttempt), not the first attempt's.
      await signIn(homePage, t, onThisAttempt(clientEmail), PASSWORD);
      await homePage.waitForURL((url) => url.pathname === '/');
      await inLanguage(homePage, lang);
      const next = homePage.getByRole('region', { name: t.next });
      await expect.poll(() => next.locator(`a[href="/bookings/${created.body.id}"]`).count()).toBe(1);
      const nextText = plain(await next.innerText());
      expect(nextText).toContain(t.confirmed);
      expect(nextText).toContain(t.pay(money(created.body.price.finalPrice, lang)));
      expect(await homePage.getByRole('button', { name: t.find }).count()).toBeGreaterThan(0);
      await settled(homePage);
      await screenshot(homePage, `role-home-client-${lang}`);
      expect(clientProblems).toEqual([]);

      await Promise.all([cleanerContext.close(), clientContext.close(), clientAgain.close()]);
    });
  });
});
