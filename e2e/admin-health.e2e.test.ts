import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPostgresEventStore } from '@weklean/platform';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromPage } from './support/booking-steps';
import { collectProblems, launchBrowser, newContext, screenshot } from './support/browser';

/** Signs in as the demo admin, who lands on the admin area. */
async function signInAsAdmin(page: Page, labels: { email: string; password: string; tab: string; submit: string }) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel(labels.email).fill('admin@weklean.local');
  await page.getByLabel(labels.password, { exact: true }).fill('Admin-weklean-2026');
  // The header has its own sign-in button in English (same name): the form's is in the tab panel.
  await page.getByRole('tabpanel', { name: labels.tab }).getByRole('button', { name: labels.submit }).click();
  await page.waitForURL('**/admin');
}

describe('the admin health page', () => {
  let browser: Browser;
  /** The stream of the event the test's last attempt wrote: a failed attempt may have left it parked. */
  let written: string | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows a parked event as degraded, refuses a retry before the fix, and skips it on request, in French and English', async () => {
    // An event the search read model cannot apply (a date that is no date), written straight into the log as a bug
    // or an old version could have written it.
    const { databaseUrl } = JSON.parse(readFileSync(join(inject('dataDir'), 'runtime.json'), 'utf8')) as { databaseUrl: string };
    const store = await createPostgresEventStore({ connectionString: databaseUrl });
    const leftBehind = written;
    const stream = `cleaner-${randomUUID()}`;
    try {
      await store.appendToStream(stream, [
        { type: 'CleanerAvailabilitySlotAdded', data: { slotId: randomUUID(), date: 'pas-une-date', startTime: '09:00', endTime: '12:00', status: 'available' } },
      ]);
      written = stream;
    } finally {
      await store.close();
    }

    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await signInAsAdmin(page, { email: 'Courriel', password: 'Mot de passe', tab: 'Connexion', submit: 'Se connecter' });
    // A retried attempt first skips the event a failed attempt left parked (it failed before skipping it), or the page
    // would list two, with two buttons of each name, and never "no parked events". Once parked (within seconds of
    // being written), it is listed with the resolved ones too: skipped already, it needs nothing more.
    if (leftBehind !== undefined) {
      type Parked = { id: string; streamId: string; resolution: string | null };
      const left = async () =>
        (await fromPage<{ items: Parked[] }>(page, 'GET', '/api/admin/projections/parked?status=all')).body.items.filter((item) => item.streamId === leftBehind);
      await expect.poll(async () => (await left()).length, { timeout: 40_000 }).toBeGreaterThan(0);
      for (const item of (await left()).filter((parked) => parked.resolution === null)) {
        expect((await fromPage(page, 'POST', `/api/admin/projections/parked/${item.id}/skip`)).status).toBe(200);
      }
    }
    await page.goto('/admin/health');
    await expect.poll(() => page.getByRole('heading', { name: 'Santé de la plateforme', level: 1 }).count()).toBe(1);
    // Parked after three tries (about three seconds), then shown at the next refresh (every ten).
    await expect.poll(() => page.getByRole('cell', { name: /CleanerAvailabilitySlotAdded/ }).count(), { timeout: 40_000 }).toBe(1);
    await expect.poll(() => page.getByText('Dégradé', { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByText(/Échec après 3 essais/).count()).toBe(1);
    await screenshot(page, 'admin-health-parked-fr');

    await page.getByRole('button', { name: 'Reprendre' }).click();
    await expect.poll(() => page.getByText(/La reprise a échoué/).count()).toBeGreaterThan(0);
    expect(await page.getByRole('cell', { name: /CleanerAvailabilitySlotAdded/ }).count()).toBe(1);

    await page.getByRole('button', { name: 'Ignorer' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Ignorer' }).click();
    await expect.poll(() => page.getByText('Aucun événement en attente.').count()).toBe(1);
    await expect.poll(() => page.getByText('En service', { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // The workers' reactions run beside the projections.
    expect(await page.getByRole('cell', { name: "Libérer le créneau d’une réservation terminée" }).count()).toBe(1);
    // The timers and schedules, the live connections, the mail and the version.
    expect(await page.getByRole('heading', { name: 'Minuteries et tâches planifiées', level: 2 }).count()).toBe(1);
    expect(await page.getByRole('cell', { name: 'Versements hebdomadaires (vendredi 9 h)' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Connexions en direct', level: 2 }).count()).toBe(1);
    expect(await page.getByText(/connexions? ouvertes? sur ce processus serveur/).count()).toBe(1);
    expect(await page.getByText('Boîte de développement (aucun courriel ne quitte la machine)').count()).toBe(1);
    expect(await page.getByRole('main').getByText('Version bêta 0.92.12', { exact: true }).count()).toBe(1);
    await screenshot(page, 'admin-health-fr');
    // An admin path typed by hand that does not exist leads back to the dashboard.
    await page.goto('/admin/nimporte-quoi');
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(problems.filter((problem) => !problem.includes('409'))).toEqual([]);
    await context.close();

    const english = await newContext(browser, 'en-CA', 'weklean.test');
    const englishPage = await english.newPage();
    await signInAsAdmin(englishPage, { email: 'Email', password: 'Password', tab: 'Log in', submit: 'Log in' });
    await englishPage.goto('/admin/health');
    await expect.poll(() => englishPage.getByRole('heading', { name: 'Platform health', level: 1 }).count()).toBe(1);
    await expect.poll(() => englishPage.getByText('No parked events.').count()).toBe(1);
    await expect.poll(() => englishPage.getByRole('cell', { name: 'cleaner-search' }).count()).toBe(1);
    expect(await englishPage.getByRole('cell', { name: 'Expire unanswered requests after 24 h' }).count()).toBe(1);
    expect(await englishPage.getByRole('cell', { name: 'Weekly payouts (Friday 9:00)' }).count()).toBe(1);
    expect(await englishPage.getByText(/e-mails? sent in the last 24 h/).count()).toBe(1);
    expect(await englishPage.getByRole('main').getByText('Beta version 0.92.12', { exact: true }).count()).toBe(1);
    await screenshot(englishPage, 'admin-health-en');
    await englishPage.goto('/admin/users/no-such-page');
    await englishPage.waitForURL((url) => url.pathname === '/admin');
    await english.close();
  });
});
