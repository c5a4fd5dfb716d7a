import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import postgres from 'postgres';
import { frenchFirstOfMonth } from '@weklean/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectProblems, screenshot } from './support/browser';
import { PASSES, contextOnAppTime, launchBrowserWithSecureTestHost, openSite, plain, signIn, type Language } from './support/booking-steps';

/**
 * Language done right, in French (localhost) and in English (weklean.test): the README's demo cleaner's public profile
 * and the page of the request waiting for them show dates, times and money as the language writes them (`10 h 00`,
 * `35,00 $`, `26 novembre 2026`; `10:00 a.m.`, `$35.00`, `November 26, 2026`), never the other language's way nor a
 * raw `10:00`; the 404 page is the brand's, says 404 and offers a way home and to the cleaners.
 */

const TEXTS = {
  fr: {
    email: 'Courriel', password: 'Mot de passe', signInTab: 'Connexion', signIn: 'Se connecter',
    notFound: '404 - Page non trouvée', home: "Retour à l’accueil", findCleaner: 'Trouver un nettoyeur',
  },
  en: {
    email: 'Email', password: 'Password', signInTab: 'Log in', signIn: 'Log in',
    notFound: '404 - Page not found', home: 'Back to home', findCleaner: 'Find a cleaner',
  },
} as const;

const README_CLEANER = { email: 'cleaner@weklean.local', password: 'Demo-cleaner-2026' };
const locale = (lang: Language) => (lang === 'fr' ? 'fr-CA' : 'en-CA');
/** A Quebec time as the language writes it, spaces plain: `10 h 00` / `10:00 a.m.`. */
const timeOf = (instant: Date, lang: Language) =>
  plain(new Intl.DateTimeFormat(locale(lang), { hour: 'numeric', minute: '2-digit', timeZone: 'America/Toronto' }).format(instant));
/** The day as the page writes it: « 1er août » for the first of a month in French (issue 30). */
const dayOf = (instant: Date, lang: Language) => {
  const day = plain(new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'long', timeZone: 'America/Toronto' }).format(instant));
  return lang === 'fr' ? frenchFirstOfMonth(day) : day;
};
/** Money the other language's way: `$35.00` on a French page, `35,00 $` on an English one. */
const FOREIGN_MONEY: Record<Language, RegExp> = { fr: /\$\s?\d/, en: /\d,\d{2}\s\$/ };
const OWN_MONEY: Record<Language, RegExp> = { fr: /\d,\d{2}\s\$/, en: /\$\d[\d,]*\.\d{2}/ };

async function readmeCleanerFacts(): Promise<{ slug: string; bookingId: string; startsAt: Date }> {
  const { databaseUrl } = JSON.parse(readFileSync(join(inject('dataDir'), 'runtime.json'), 'utf8')) as { databaseUrl: string };
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await sql<{ slug: string; id: string; starts_at: Date }[]>`
      select p.slug, b.booking_id as id, b.starts_at from cleaner_profiles p
      join users u on u.id = p.cleaner_id
      join bookings b on b.cleaner_id = p.cleaner_id
      where lower(u.email) = ${README_CLEANER.email} and p.verified
      order by b.requested_at limit 1`;
    if (row === undefined) throw new Error('the README demo cleaner has no verified profile or no request');
    return { slug: row.slug, bookingId: row.id, startsAt: new Date(row.starts_at) };
  } finally {
    await sql.end();
  }
}

/** The interface in the pass's language again (a sign-in may bring the account's own). */
async function inLanguage(page: Page, lang: Language) {
  if (lang === 'en' && (await page.getByRole('radiogroup', { name: 'Langue' }).count()) > 0) {
    await page.getByRole('radiogroup', { name: 'Langue' }).getByText('English').click();
    await expect.poll(() => page.getByRole('radiogroup', { name: 'Language' }).count()).toBe(1);
  }
}

const mainText = async (page: Page) => plain(await page.locator('main').innerText());

describe('language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const t = TEXTS[pass.lang];

    it('shows the 404 page in the brand’s style, with ways out', async () => {
      const context = await contextOnAppTime(browser, pass);
      try {
        const page = await openSite(context, pass);
        const problems = collectProblems(page);
        await page.goto('/no-such-page-here');
        await expect.poll(() => page.getByRole('heading', { level: 1, name: t.notFound }).count()).toBe(1);
        expect(await page.locator('.not-found-code').innerText()).toBe('404');
        await expect.poll(() => page.title()).toContain(t.notFound);
        await screenshot(page, `language-404-${pass.lang}`);
        await page.getByRole('button', { name: t.findCleaner }).click();
        await page.waitForURL('**/cleaners**');
        await page.goBack();
        await page.getByRole('button', { name: t.home }).click();
        await page.waitForURL((url) => url.pathname === '/');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it("writes the demo cleaner's profile and their waiting request with the language's dates, times and money", async () => {
      const facts = await readmeCleanerFacts();
      const context = await contextOnAppTime(browser, pass);
      try {
        const page = await openSite(context, pass);
        // The public profile: the rate in the language's money.
        await page.goto(`/cleaners/${facts.slug}`);
        await expect.poll(async () => OWN_MONEY[pass.lang].test(await mainText(page))).toBe(true);
        expect(await mainText(page)).not.toMatch(FOREIGN_MONEY[pass.lang]);
        await screenshot(page, `language-profile-${pass.lang}`);

        // The request's page, as the cleaner: its day and time, and its amounts.
        await signIn(page, t, README_CLEANER.email, README_CLEANER.password);
        await inLanguage(page, pass.lang);
        await page.goto(`/bookings/${facts.bookingId}`);
        const time = timeOf(facts.startsAt, pass.lang);
        await expect.poll(async () => (await mainText(page)).includes(time)).toBe(true);
        const text = await mainText(page);
        expect(text).toContain(dayOf(facts.startsAt, pass.lang));
        expect(text).toMatch(OWN_MONEY[pass.lang]);
        expect(text).not.toMatch(FOREIGN_MONEY[pass.lang]);
        // Never a zero-padded hour nor a bare 24-hour time: `10 h 00` in French, `10:00 a.m.` in English.
        if (pass.lang === 'fr') expect(text).not.toMatch(/\b\d{1,2}:\d{2}\b/);
        else expect(text).not.toMatch(/\d h \d{2}/);
        await screenshot(page, `language-booking-${pass.lang}`);
      } finally {
        await context.close();
      }
    });
  });
});
