import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, newContext, screenshot } from './support/browser';
import { PASSES, launchBrowserWithSecureTestHost, money, openSite, plain } from './support/booking-steps';

/**
 * The service pages, the careers pages, the cleaner landing and the legal pages (issue 17), in French (localhost) and
 * in English (weklean.test): each has its own `h1` and tab title, shows no raw translation key and fits a 390 px phone;
 * a service page's search leads to `/cleaners` with that service's filter applied.
 */
const PAGES = {
  fr: [
    { path: '/services/nettoyage-regulier', h1: 'Nettoyage régulier' },
    { path: '/services/nettoyage-profondeur', h1: 'Nettoyage en profondeur' },
    { path: '/services/nettoyage-demenagement', h1: 'Nettoyage de déménagement' },
    { path: '/services/nettoyage-garage', h1: 'Nettoyage de garage' },
    { path: '/cleaners/join', h1: 'Devenez nettoyeur avec Weklean' },
    { path: '/emplois-nettoyage-quebec', h1: 'Emplois en nettoyage au Québec' },
    { path: '/emplois-menage-montreal', h1: 'Emplois de ménage à Montréal' },
    { path: '/nettoyeur-independant-quebec', h1: 'Nettoyeur indépendant au Québec' },
    { path: '/devenir-nettoyeur', h1: 'Devenez nettoyeur' },
    { path: '/terms', h1: "Conditions d’utilisation" },
    { path: '/privacy', h1: 'Politique de confidentialité' },
  ],
  en: [
    { path: '/services/nettoyage-regulier', h1: 'Regular cleaning' },
    { path: '/services/nettoyage-profondeur', h1: 'Deep cleaning' },
    { path: '/services/nettoyage-demenagement', h1: 'Move-in/move-out cleaning' },
    { path: '/services/nettoyage-garage', h1: 'Garage cleaning' },
    { path: '/cleaners/join', h1: 'Become a cleaner with Weklean' },
    { path: '/emplois-nettoyage-quebec', h1: 'Cleaning jobs in Quebec' },
    { path: '/emplois-menage-montreal', h1: 'House cleaning jobs in Montreal' },
    { path: '/nettoyeur-independant-quebec', h1: 'Independent cleaner in Quebec' },
    { path: '/devenir-nettoyeur', h1: 'Become a cleaner' },
    { path: '/terms', h1: 'Terms of use' },
    { path: '/privacy', h1: 'Privacy policy' },
  ],
} as const;

const SEARCH = { fr: 'Voir les nettoyeurs pour ce service', en: 'See cleaners for this service' } as const;
/** The service pages' searches: the `serviceType` value and the filter's label in the cleaners search. */
const SEARCHES = {
  fr: [
    { path: '/services/nettoyage-regulier', serviceType: 'basic', label: 'Nettoyage de base', dollars: 25 },
    { path: '/services/nettoyage-demenagement', serviceType: 'move_in_out', label: 'Nettoyage de déménagement', dollars: 45 },
  ],
  en: [
    { path: '/services/nettoyage-regulier', serviceType: 'basic', label: 'Basic cleaning', dollars: 25 },
    { path: '/services/nettoyage-demenagement', serviceType: 'move_in_out', label: 'Move-in/move-out cleaning', dollars: 45 },
  ],
} as const;
const UPDATED = { fr: 'Dernière mise à jour : 26 novembre 2026', en: 'Last updated: November 26, 2026' } as const;

const rawKeys = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[a-z-]+\.[a-zA-Z.]+$/.test(line) || line.includes('site-pages:') || line.includes('{{'));

const mainText = (page: Page) => page.locator('main').innerText();
const shotName = (path: string, lang: string) => `site-pages${path.replaceAll('/', '-')}-${lang}`;

describe('site pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    it('shows each page with its own h1 and title, no raw key, and fits a phone', async () => {
      const context = await newContext(browser, 'fr-CA', pass.host);
      try {
        const page = await openSite(context, pass);
        const problems = collectProblems(page);
        for (const { path, h1 } of PAGES[pass.lang]) {
          await page.goto(path);
          await expect.poll(() => page.getByRole('heading', { level: 1, name: h1, exact: true }).count(), { timeout: 15_000 }).toBe(1);
          expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
          await expect.poll(() => page.title(), { message: path }).toContain(h1);
          expect(rawKeys(await mainText(page)), path).toEqual([]);
          await screenshot(page, shotName(path, pass.lang));

          await page.setViewportSize({ width: 390, height: 844 });
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
          await screenshot(page, `${shotName(path, pass.lang)}-390`);
          await page.setViewportSize({ width: 1280, height: 800 });
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
      // Eleven pages and twenty-two screenshots.
    }, 240_000);

    it("searches for the service, shows its price, and dates the legal pages", async () => {
      const context = await newContext(browser, 'fr-CA', pass.host);
      try {
        const page = await openSite(context, pass);
        for (const { path, serviceType, label, dollars } of SEARCHES[pass.lang]) {
          await page.goto(path);
          await expect.poll(async () => plain(await mainText(page)), { timeout: 15_000 }).toContain(money(dollars * 100, pass.lang));
          await page.getByRole('link', { name: SEARCH[pass.lang] }).first().click();
          await page.waitForURL((url) => url.pathname === '/cleaners');
          expect(new URL(page.url()).searchParams.get('serviceType')).toBe(serviceType);
          await expect.poll(async () => plain(await page.locator('main').innerText()), { timeout: 15_000 }).toContain(label);
          await screenshot(page, `site-pages-search-${serviceType}-${pass.lang}`);
        }
        for (const path of ['/terms', '/privacy']) {
          await page.goto(path);
          await expect.poll(async () => plain(await mainText(page)), { timeout: 15_000 }).toContain(UPDATED[pass.lang]);
        }
        expect(plain(await mainText(page))).toContain('privacy@weklean.ca');
      } finally {
        await context.close();
      }
    }, 120_000);
  });
});
