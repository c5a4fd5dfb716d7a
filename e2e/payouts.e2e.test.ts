import { addDays, lastPaidWeek } from '@weklean/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectProblems, screenshot } from './support/browser';
import {
  DEMO_CLEANER_PASSWORD, PASSES, STEP_TEXTS, addProperty, advanceClockTo, appNow, contextOnAppTime, freshCleaner,
  fromPage, launchBrowserWithSecureTestHost, money, openSite, plain, quebec, quebecAt, settled, signIn, signUpClient,
} from './support/booking-steps';

/**
 * The payouts path of the payouts issue, in French and in English: a cleaner with a booking paid in full sets up
 * their (simulated) payout account, sees the earning available, takes an instant payout with its $5 fee shown before
 * confirming, and downloads its statement; the admin opens the reconciliation of the latest week paid out, sees every
 * cleaner's figures with a zero difference and the replay agreeing, drills into one and exports the CSV.
 */

const ADMIN = { email: 'admin@weklean.local', password: 'Admin-weklean-2026' };

const TEXTS = {
  fr: {
    ...STEP_TEXTS.fr,
    title: 'Revenus et paiements', setUp: 'Configurer mes paiements', legalName: 'Nom légal', institution: "Numéro d’institution", transit: 'Numéro de transit',
    accountNumber: 'Numéro de compte', save: 'Enregistrer mon compte', transitInvalid: 'Le numéro de transit a 5 chiffres.', active: 'Actif',
    available: 'Disponible', instant: (fee: string) => `Paiement instantané (frais de ${fee})`, confirmTitle: 'Confirmer le paiement instantané', confirm: 'Confirmer',
    fee: 'Frais de paiement instantané', toBank: 'Versé à votre banque', paid: 'Payé', statements: 'Relevés',
    financeTitle: 'Paiements et finances', replayAgrees: 'La relecture concorde', runReplay: 'Relancer la relecture maintenant', difference: 'Écart', csv: 'Exporter (CSV)', earnings: 'Revenus', balanced: 'Équilibrée',
  },
  en: {
    ...STEP_TEXTS.en,
    title: 'Earnings and payouts', setUp: 'Set up my payouts', legalName: 'Legal name', institution: 'Institution number', transit: 'Transit number',
    accountNumber: 'Account number', save: 'Save my account', transitInvalid: 'The transit number has 5 digits.', active: 'Active',
    available: 'Available', instant: (fee: string) => `Instant payout (${fee} fee)`, confirmTitle: 'Confirm the instant payout', confirm: 'Confirm',
    fee: 'Instant payout fee', toBank: 'Paid to your bank', paid: 'Paid', statements: 'Statements',
    financeTitle: 'Payouts and finance', replayAgrees: 'The replay agrees', runReplay: 'Run the replay now', difference: 'Difference', csv: 'Export (CSV)', earnings: 'Earnings', balanced: 'Balanced',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** A request from the page with its session, answering status, type and the first bytes. */
const download = (page: Page, address: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type'), head: text.slice(0, 120) };
  }, address);

describe('payouts and the weekly reconciliation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const t: Texts = TEXTS[pass.lang];
    const { lang } = pass;

    it('a cleaner sets up payouts, sees the earning, takes an instant payout ($5 shown first) and downloads its statement; the admin reconciles the week', async () => {
      // A booking paid in full for a demo cleaner without a payout account: D+1 at 09:00, done, its balance charged.
      const before = quebec(await appNow());
      const day = before.time < '07:00' ? before.date : addDays(before.date, 1);
      await advanceClockTo(quebecAt(day, '07:00'));
      const client = await contextOnAppTime(browser, pass);
      const clientPage = await openSite(client, pass);
      await signUpClient(clientPage, t, lang === 'fr' ? 'Chloé Bélanger' : 'Alex Martin', `payouts.client.${lang}@example.com`);
      await addProperty(clientPage, t);
      const cleaner = await freshCleaner();
      const { body: properties } = await fromPage<{ items: { id: string }[] }>(clientPage, 'GET', '/api/properties');
      const startsAt = quebecAt(addDays(day, 1), '09:00');
      const created = await fromPage<{ id: string; price: { finalPrice: number; basePrice: number } }>(clientPage, 'POST', '/api/bookings', {
        cleanerSlug: cleaner.slug, propertyId: properties.items[0]!.id, startsAt, durationHours: 4, cleanerBringsSupplies: false,
        frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
      });
      expect(created.status).toBe(201);
      const bookingId = created.body.id;

      const context = await contextOnAppTime(browser, pass);
      const page = await openSite(context, pass);
      const problems = collectProblems(page);
      await signIn(page, t, cleaner.email, DEMO_CLEANER_PASSWORD);
      expect((await fromPage(page, 'POST', `/api/bookings/${bookingId}/accept`)).status).toBe(200);
      await advanceClockTo(quebecAt(addDays(day, 1), '08:45'), [client, context]);
      const place = { lat: 45.52, lng: -73.58 };
      expect((await fromPage(page, 'POST', `/api/bookings/${bookingId}/punch-in`, place)).status).toBe(200);
      expect((await fromPage(page, 'POST', `/api/bookings/${bookingId}/punch-out`, place)).status).toBe(200);

      // The earning waits for the payout setup (the balance is charged by the timer after punch-out).
      await page.goto('/profile/payouts');
      await expect.poll(() => page.getByRole('heading', { name: t.title, level: 1 }).count()).toBe(1);
      await page.getByRole('button', { name: t.setUp }).click();
      await expect.poll(() => page.getByLabel(t.legalName).count()).toBe(1);
      await page.getByLabel(t.legalName).fill(cleaner.name);
      await page.getByLabel(t.institution).fill('001');
      await page.getByLabel(t.transit).fill('123');
      await page.getByLabel(t.accountNumber).fill('000123456789');
      await page.getByRole('button', { name: t.save }).click();
      await expect.poll(() => page.getByText(t.transitInvalid, { exact: true }).count()).toBe(1);
      await page.getByLabel(t.transit).fill('12345');
      await settled(page);
      await screenshot(page, `payouts-setup-${lang}`);
      await page.getByRole('button', { name: t.save }).click();
      await expect.poll(() => page.getByText(t.active, { exact: true }).count()).toBeGreaterThan(0);

      // Back from the provider's onboarding (SPEC 2): the account read again, then /profile shows its state.
      await page.goto('/profile/stripe-connect/return');
      await page.waitForURL((url) => url.pathname === '/profile', { timeout: 15_000 });
      await expect.poll(() => page.getByTestId('payout-account-summary').getByText(t.active, { exact: true }).count()).toBe(1);
      await screenshot(page, `payouts-profile-account-${lang}`);
      await page.goto('/profile/payouts');
      await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();

      // The booking's earning (its base price) becomes available once the balance is charged and transferred.
      const earning = created.body.price.basePrice;
      const availableShown = async () => {
        await page.reload();
        await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
        return plain(await page.locator('.ant-statistic').first().innerText());
      };
      await expect.poll(availableShown, { timeout: 60_000 }).toBe(plain(`${t.available} ${money(earning, lang)}`));

      // The instant payout: the $5 fee and what reaches the bank are shown before confirming.
      await page.getByRole('button', { name: t.instant(money(500, lang)) }).click();
      const dialog = page.getByRole('dialog', { name: t.confirmTitle });
      await expect.poll(() => dialog.count()).toBe(1);
      expect(await dialog.getByRole('row', { name: `${t.fee} −${money(500, lang)}`, exact: true }).count()).toBe(1);
      expect(await dialog.getByRole('row', { name: `${t.toBank} ${money(earning - 500, lang)}`, exact: true }).count()).toBe(1);
      await screenshot(page, `payouts-instant-confirm-${lang}`);
      await dialog.getByRole('button', { name: t.confirm }).click();
      const instantRow = async () => {
        await page.reload();
        await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
        return page.getByRole('row').filter({ hasText: money(earning - 500, lang) }).filter({ hasText: t.paid }).count();
      };
      await expect.poll(instantRow, { timeout: 60_000 }).toBeGreaterThan(0);
      // Its statement, numbered P-YYYY-NNNNNN, downloads as a PDF.
      const statement = page.getByRole('link', { name: /^P-\d{4}-\d{6}$/ }).first();
      await expect.poll(() => statement.count(), { timeout: 30_000 }).toBe(1);
      const pdf = await download(page, (await statement.getAttribute('href')) ?? '');
      expect([pdf.status, pdf.type, pdf.head.slice(0, 5)]).toEqual([200, 'application/pdf', '%PDF-']);
      await settled(page);
      await screenshot(page, `payouts-page-${lang}`);

      // The admin: the latest week paid out (the demo's Fridays), every difference zero, the replay agreeing.
      const admin = await contextOnAppTime(browser, pass);
      const adminPage = await openSite(admin, pass);
      const adminProblems = collectProblems(adminPage);
      await signIn(adminPage, t, ADMIN.email, ADMIN.password);
      const week = lastPaidWeek(new Date());
      await adminPage.goto(`/admin/payouts?week=${week}`);
      await expect.poll(() => adminPage.getByRole('heading', { name: t.financeTitle, level: 1 }).count()).toBe(1);
      // The replay runs in the background (issue 34): asked for here, then shown with its age once the workers ran it.
      // Asked again while it does not agree, as an admin would: the instant payout above settles through events that
      // may land after a replay read the log (the report then says the replay is stale).
      await expect
        .poll(async () => {
          if ((await adminPage.getByText(t.replayAgrees, { exact: true }).count()) === 1) return true;
          const run = adminPage.getByRole('button', { name: t.runReplay });
          if (await run.isEnabled()) await run.click();
          return false;
        }, { timeout: 60_000, interval: 3_000 })
        .toBe(true);
      const report = await fromPage<{ rows: { cleanerName: string; difference: number; paid: number }[] }>(adminPage, 'GET', `/api/admin/finance/reconciliation?week=${week}`);
      expect(report.body.rows.length).toBeGreaterThan(0);
      expect(report.body.rows.every((row) => row.difference === 0)).toBe(true);
      const table = adminPage.locator('.ant-table').first();
      await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(report.body.rows.length);
      expect(await adminPage.getByText(t.balanced, { exact: true }).count()).toBe(1);
      await settled(adminPage);
      await screenshot(adminPage, `finance-reconciliation-${lang}`);
      // Drill into the first cleaner: the events behind the figures.
      await adminPage.getByRole('button', { name: report.body.rows[0]!.cleanerName }).first().click();
      const drawer = adminPage.getByRole('dialog');
      await expect.poll(() => drawer.getByRole('heading', { name: t.earnings, level: 3 }).count()).toBe(1);
      await expect.poll(() => drawer.locator('.ant-typography code').count()).toBeGreaterThan(0);
      await settled(adminPage);
      await screenshot(adminPage, `finance-drill-down-${lang}`);
      // The CSV export: one row per cleaner and week.
      const csvHref = (await adminPage.getByRole('link', { name: t.csv }).getAttribute('href')) ?? '';
      const csv = await download(adminPage, csvHref);
      expect([csv.status, csv.type]).toEqual([200, 'text/csv; charset=utf-8']);
      expect(csv.head.replace(/^\ufeff/, '').startsWith('week,cleanerId,cleanerName,gross,fees,refunds,cancellationFees,instantFees,net,paid,difference')).toBe(true);
      expect(new URL(csvHref, baseUrl()).searchParams.get('week')).toBe(week);

      expect([...problems, ...adminProblems]).toEqual([]);
      for (const each of [client, context, admin]) await each.close();
    }, 240_000);
  });
});
