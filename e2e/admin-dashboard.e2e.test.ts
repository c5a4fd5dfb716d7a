import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowserWithSecureTestHost } from './support/booking-steps';
import { collectProblems, newContext, screenshot } from './support/browser';

type Texts = {
  locale: 'fr-CA' | 'en-CA';
  host: 'localhost' | 'weklean.test';
  login: { email: string; password: string; tab: string; submit: string };
  title: string;
  twelveMonths: string;
  gross: string;
  zeroMoney: string;
  cancelled: string;
  listTitle: string;
  history: string;
  analyticsTitle: RegExp;
  acceptance: string;
  suffix: string;
};

const FRENCH: Texts = {
  locale: 'fr-CA',
  host: 'localhost',
  login: { email: 'Courriel', password: 'Mot de passe', tab: 'Connexion', submit: 'Se connecter' },
  title: 'Tableau de bord',
  twelveMonths: '12 mois',
  gross: 'Valeur brute des réservations',
  zeroMoney: '0,00\u00a0$',
  cancelled: 'Annulée',
  listTitle: 'Réservations «\u00a0Annulée\u00a0» de la période',
  history: 'Historique',
  analyticsTitle: /^Analyse de /,
  acceptance: "Taux d’acceptation",
  suffix: 'fr',
};

const ENGLISH: Texts = {
  locale: 'en-CA',
  host: 'weklean.test',
  login: { email: 'Email', password: 'Password', tab: 'Log in', submit: 'Log in' },
  title: 'Dashboard',
  twelveMonths: '12 months',
  gross: 'Gross booking value',
  zeroMoney: '$0.00',
  cancelled: 'Cancelled',
  listTitle: '“Cancelled” bookings of the period',
  history: 'History',
  analyticsTitle: /^Analytics of /,
  acceptance: 'Acceptance rate',
  suffix: 'en',
};

async function signInAsAdmin(page: Page, labels: Texts['login']) {
  await page.goto('/login');
  // The first page of a freshly started app on a loaded machine can take a while.
  await page.getByRole('main').getByLabel(labels.email).waitFor({ timeout: 90_000 });
  await page.getByRole('main').getByLabel(labels.email).fill('admin@weklean.local');
  await page.getByLabel(labels.password, { exact: true }).fill('Admin-weklean-2026');
  await page.getByRole('tabpanel', { name: labels.tab }).getByRole('button', { name: labels.submit }).click();
  await page.waitForURL('**/admin');
}

describe('the admin dashboard and a cleaner analytics (issue 16)', () => {
  let browser: Browser;
  beforeAll(async () => {
    // weklean.test is a secure origin there, as on the other English passes (no warning about the page's headers).
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  for (const texts of [FRENCH, ENGLISH]) {
    it(`shows the demo's figures and charts, lists the cancelled bookings and opens a cleaner's analytics (${texts.suffix})`, async () => {
      const context = await newContext(browser, texts.locale, texts.host);
      const page = await context.newPage();
      const problems = collectProblems(page);
      await signInAsAdmin(page, texts.login);
      await expect.poll(() => page.getByRole('heading', { name: texts.title, level: 1 }).count(), { timeout: 20_000 }).toBe(1);

      // A year of the demo: money charged, bookings of every kind, and the charts drawn.
      await page.getByText(texts.twelveMonths, { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.has('from') && url.searchParams.has('to'));
      const grossCard = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: texts.gross }) });
      await expect.poll(async () => (await grossCard.locator('.ant-statistic-content').textContent()) ?? '', { timeout: 20_000 }).not.toBe('');
      expect(await grossCard.locator('.ant-statistic-content').textContent()).not.toBe(texts.zeroMoney);
      await expect.poll(() => page.locator('figure[role="img"] .recharts-wrapper').count(), { timeout: 20_000 }).toBe(2);
      const summary = await page.locator('figure[role="img"]').first().getAttribute('aria-label');
      expect(summary).toMatch(/\d/);
      await screenshot(page, `admin-dashboard-${texts.suffix}`);

      // The cancelled ones, listed on the dashboard with a link to each booking's history.
      await page.locator('a[data-status="cancelled"]').click();
      await page.waitForURL((url) => url.searchParams.get('list') === 'bookings' && url.searchParams.get('status') === 'cancelled');
      await expect.poll(() => page.getByRole('heading', { name: texts.listTitle, level: 2 }).count()).toBe(1);
      const rows = page.locator('#dashboard-bookings tbody tr.ant-table-row');
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await rows.first().getByRole('link', { name: texts.history }).getAttribute('href')).toMatch(/[?&]history=booking-[0-9a-f-]{36}/);
      expect(await rows.first().getByText(texts.cancelled, { exact: true }).count()).toBe(1);
      await screenshot(page, `admin-dashboard-cancelled-${texts.suffix}`);

      // Its cleaner's analytics.
      await rows.first().locator('a[href^="/admin/cleaners/"]').click();
      await page.waitForURL(/\/admin\/cleaners\/[0-9a-f-]{36}/);
      await expect.poll(() => page.getByRole('heading', { name: texts.analyticsTitle, level: 1 }).count(), { timeout: 20_000 }).toBe(1);
      expect(await page.getByRole('heading', { name: texts.acceptance, level: 2 }).count()).toBe(1);
      await expect.poll(() => page.locator('figure[role="img"] .recharts-wrapper').count(), { timeout: 20_000 }).toBe(3);
      await screenshot(page, `admin-cleaner-analytics-${texts.suffix}`);
      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
