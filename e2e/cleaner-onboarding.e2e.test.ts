import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectProblems, launchBrowser, newContext, screenshot, siteUrl } from './support/browser';

const ORIGIN = siteUrl('localhost');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('a new cleaner, from sign-up to the search results', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const post = (context: BrowserContext, path: string, data: unknown, method: 'POST' | 'PUT' = 'POST') =>
    context.request.fetch(path, { method, data, headers: { origin: ORIGIN } });

  it('onboards (16 and 200 refused), is approved by the admin, then appears in /cleaners and on a public page, in both languages', async () => {
    const cleaner = await newContext(browser);
    expect((await post(cleaner, '/api/auth/signup', { name: 'Noémie Côté', email: 'noemie@example.com', password: 'Un-mot-de-passe-1' })).status()).toBe(201);
    expect((await post(cleaner, '/api/auth/select-role', { role: 'cleaner' })).status()).toBe(200);

    const page = await cleaner.newPage();
    const problems = collectProblems(page);
    await page.goto('/onboarding');
    await page.getByLabel('Nom affiché').fill('Noémie C.');
    const city = page.getByLabel('Ville principale');
    await city.fill('Drummond');
    // Picked with the keyboard, as a user would: the suggestion list answers arrows and Enter.
    await expect.poll(() => page.getByRole('option', { name: /Drummondville/ }).count()).toBeGreaterThan(0);
    await city.press('ArrowDown');
    await city.press('Enter');
    await page.getByRole('checkbox', { name: /Nettoyage de base/ }).check();
    await page.getByRole('checkbox', { name: 'Français' }).check();
    const rate = page.getByLabel('Taux horaire');
    for (const refused of ['16', '200']) {
      await rate.fill(refused);
      await page.getByRole('button', { name: 'Créer mon profil' }).click();
      await expect.poll(() => page.getByText('Le taux horaire doit être compris entre 17 et 199').count()).toBeGreaterThan(0);
    }
    await rate.fill('32');
    await page.getByRole('button', { name: 'Créer mon profil' }).click();
    await expect.poll(async () => ((await (await cleaner.request.get('/api/cleaners/me')).json()) as { started: boolean }).started).toBe(true);
    await screenshot(page, 'onboarding-started');

    expect((await post(cleaner, '/api/cleaners/me/details', {
      bio: 'Ménage minutieux à Drummondville.', yearsOfExperience: 5, skills: [], languages: ['fr', 'en'], gender: 'female',
      certificates: [], petsTolerated: ['dogs'], ecoCertified: false,
    }, 'PUT')).status()).toBe(200);
    expect((await post(cleaner, '/api/cleaners/me/eligibility', { birthDate: '1994-03-02', authorisedToWorkInCanada: true }, 'PUT')).status()).toBe(200);
    for (const [type, issuedOn] of [['id', ''], ['background_check', daysAgo(20)]] as const) {
      const response = await cleaner.request.post('/api/cleaners/me/documents', {
        headers: { origin: ORIGIN },
        multipart: { type, issuedOn, file: { name: `${type}.pdf`, mimeType: 'application/pdf', buffer: pdf } },
      });
      expect(response.status()).toBe(201);
    }

    const admin = await newContext(browser);
    const adminPage = await admin.newPage();
    await adminPage.goto('/login');
    await adminPage.getByLabel('Courriel').fill('admin@weklean.local');
    await adminPage.getByLabel('Mot de passe', { exact: true }).fill('Admin-weklean-2026');
    await adminPage.getByRole('button', { name: 'Se connecter' }).click();
    await adminPage.waitForURL('**/admin');
    await adminPage.goto('/admin/profile-review');
    // The demo data leaves about ninety documents waiting, oldest first: the new ones are on a later page.
    await expect.poll(() => adminPage.getByRole('button', { name: /^Approuver/ }).count()).toBeGreaterThan(0);
    await screenshot(adminPage, 'admin-profile-review');
    const pending = (await (await admin.request.get('/api/admin/documents?status=pending')).json()) as { items: { id: string; cleanerName: string }[] };
    for (const document of pending.items.filter((d) => d.cleanerName === 'Noémie C.')) {
      expect((await admin.request.post(`/api/admin/documents/${document.id}/approve`, { headers: { origin: ORIGIN } })).status()).toBe(200);
    }

    type Found = { items: { slug: string; name: string }[] };
    let slug = '';
    await expect
      .poll(async () => {
        const found = (await (await fetch(`${baseUrl()}/api/cleaners?city=drummondville&pageSize=50`)).json()) as Found;
        slug = found.items.find((c) => c.name === 'Noémie C.')?.slug ?? '';
        return slug;
      }, { timeout: 30_000 })
      .not.toBe('');
    await page.goto('/cleaners?city=drummondville&pageSize=50');
    await expect.poll(() => page.getByText('Noémie C.').count()).toBeGreaterThan(0);
    await page.goto(`/cleaners/${slug}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Noémie C.', level: 1 }).count()).toBe(1);
    await screenshot(page, 'onboarded-profile-fr');
    expect(problems).toEqual([]);

    const english = await newContext(browser, 'en-CA', 'weklean.test');
    const englishPage = await english.newPage();
    await englishPage.goto(`/cleaners/${slug}`);
    await expect.poll(() => englishPage.getByRole('button', { name: 'Book Noémie C.' }).count()).toBe(1);
    await screenshot(englishPage, 'onboarded-profile-en');
    for (const context of [cleaner, admin, english]) await context.close();
  }, 120_000);
});
