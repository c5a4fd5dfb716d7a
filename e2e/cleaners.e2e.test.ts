import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectProblems, launchBrowser, newContext, screenshot } from './support/browser';

type Page = { items: { slug: string; name: string; city: string }[]; total: number };

describe('finding a cleaner (demo data seeded on first start)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('lists the cleaners of a city with the filters in the address, and opens a public profile', async () => {
    const api = (await (await fetch(`${baseUrl()}/api/cleaners?city=sherbrooke&pageSize=50`)).json()) as Page;
    expect(api.total).toBeGreaterThan(0);
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto('/cleaners?city=sherbrooke');
    const found = (total: number) => page.getByText(new RegExp(`^${total}\\s+nettoyeurs?\\s+trouvés?$`)).count();
    await expect.poll(() => found(api.total)).toBe(1);
    await screenshot(page, 'cleaners-sherbrooke');

    await page.getByLabel('Disponible dans les 3 prochains jours').click();
    await page.waitForURL(/availableSoon=true/);
    expect(new URL(page.url()).searchParams.get('city')).toBe('sherbrooke');
    const soon = (await (await fetch(`${baseUrl()}/api/cleaners?city=sherbrooke&availableSoon=true`)).json()) as Page;
    await expect.poll(() => found(soon.total)).toBe(1);

    const first = api.items[0]!;
    await page.goto(`/cleaners/${first.slug}`);
    await expect.poll(() => page.getByRole('heading', { name: first.name, level: 1 }).count()).toBe(1);
    await screenshot(page, 'cleaner-profile');
    // Booking needs an account: a visitor is sent to sign in first.
    await page.getByRole('link', { name: `Réserver avec ${first.name}` }).click();
    await page.waitForURL('**/login');
    expect(problems).toEqual([]);
    await context.close();
  });

  // Garage cleaning is a service of its own (the demo gives it to about a fifth of the cleaners): searched in both languages.
  it.each([
    { host: 'localhost', locale: 'fr-CA', filter: 'Type de service', garage: 'Nettoyage de garage', found: (n: number) => new RegExp(`^${n}\\s+nettoyeurs?\\s+trouvés?$`) },
    { host: 'weklean.test', locale: 'en-CA', filter: 'Service type', garage: 'Garage cleaning', found: (n: number) => new RegExp(`^${n}\\s+cleaners?\\s+found$`) },
  ] as const)('finds the cleaners who offer garage cleaning with the service filter ($locale)', async (pass) => {
    const api = (await (await fetch(`${baseUrl()}/api/cleaners?serviceType=garage&pageSize=50`)).json()) as Page;
    expect(api.total).toBeGreaterThan(0);
    const context = await newContext(browser, pass.locale, pass.host);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto('/cleaners');
    // Chosen again until the address shows it: once in CI, under load, a single choice never reached the address
    // within 30 s (made, it seems, while the page was still settling; the cause is not read).
    const filter = page.getByLabel(pass.filter, { exact: true });
    await expect
      .poll(async () => {
        await filter.selectOption({ label: pass.garage });
        return new URL(page.url()).searchParams.get('serviceType');
      }, { timeout: 30_000, interval: 500 })
      .toBe('garage');
    await expect.poll(() => page.getByText(pass.found(api.total)).count()).toBe(1);
    await screenshot(page, `cleaners-garage-${pass.locale}`);

    const first = api.items[0]!;
    await page.goto(`/cleaners/${first.slug}`);
    await expect.poll(() => page.getByRole('heading', { name: first.name, level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByText(pass.garage, { exact: true }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the home page with recommended and popular cleaners', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Nettoyeurs recommandés' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Vérifié', { exact: true }).count()).toBeGreaterThan(3);
    await screenshot(page, 'home');
    await context.close();
  });
});
