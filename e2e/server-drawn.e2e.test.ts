import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, newContext, screenshot, siteUrl } from './support/browser';
import { PASSES, launchBrowserWithSecureTestHost, plain, type Pass } from './support/booking-steps';
import { openAs } from './support/routes';

/**
 * The public pages the server draws for a visitor (issue 17, docs/decisions.md): the home and /pricing arrive whole —
 * read here with JavaScript off — in the visitor's language and theme, then hydrate without an error; a link inside
 * them loads the next page; someone signed in gets the app's own home.
 */
const TEXT = {
  fr: { home: 'Trouvez un nettoyeur de confiance près de chez vous', pricing: 'Les prix', popular: 'Nettoyeurs populaires', dark: 'Sombre', faq: 'Foire aux questions', version: 'Version bêta 0.92.12' },
  en: { home: 'Find a trusted cleaner near you', pricing: 'Pricing', popular: 'Popular cleaners', dark: 'Dark', faq: 'Frequently asked questions', version: 'Beta version 0.92.12' },
} as const;

describe('the public pages the server draws', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass: Pass) => {
    const text = TEXT[pass.lang];
    // The English pass asks for English as a visitor's browser would; the French brand is French whatever it asks.
    const locale = pass.lang === 'en' ? 'en-CA' : 'fr-CA';

    it('sends the home and /pricing whole, in the theme of the cookie, before any script runs', async () => {
      const context = await browser.newContext({ baseURL: siteUrl(pass.host), locale, javaScriptEnabled: false });
      try {
        await context.addCookies([{ name: 'weklean-theme', value: 'dark', url: siteUrl(pass.host) }]);
        const page = await context.newPage();
        await page.goto('/');
        expect(plain(await page.getByRole('heading', { level: 1 }).innerText())).toBe(text.home);
        expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
        expect(await page.getByRole('radio', { name: text.dark }).isChecked()).toBe(true);
        // The popular cleaners, with links to their profiles, as the API gave them to the server.
        const popular = page.locator('section', { has: page.getByRole('heading', { name: text.popular }) });
        expect(await popular.locator('a[href^="/cleaners/"]').count()).toBeGreaterThan(0);
        expect(plain(await page.locator('footer').innerText())).toContain(text.version);
        await screenshot(page, `server-drawn-home-no-script-${pass.lang}`);

        await page.goto('/pricing');
        expect(plain(await page.getByRole('heading', { level: 1 }).innerText())).toBe(text.pricing);
        // No script ran: the page's data element is still there, and nothing of the app was loaded.
        expect(await page.locator('#site-data').count()).toBe(1);
        expect(await page.locator('.ant-layout, .ant-btn').count()).toBe(0);
      } finally {
        await context.close();
      }
    });

    it('hydrates without an error, and a link inside loads the next page', async () => {
      const context = await newContext(browser, locale, pass.host);
      try {
        const page = await context.newPage();
        const problems = collectProblems(page);
        await page.goto('/pricing');
        // Hydrated: the page's script read its data element and removed it.
        await expect.poll(() => page.locator('#site-data').count()).toBe(0);
        await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
        await page.waitForURL((url) => url.pathname === '/faq');
        await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 20_000 }).toBe(text.faq);
        await page.goto('/');
        await expect.poll(() => page.locator('#site-data').count()).toBe(0);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('gives someone signed in the app, not the visitor’s page', async () => {
      // openAs chooses the pass's language in the footer, from French.
      const context = await newContext(browser, 'fr-CA', pass.host);
      try {
        const page = await openAs(context, pass, 'client');
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.locator('#site-data').count()).toBe(0);
        expect(plain(await page.getByRole('heading', { level: 1 }).innerText())).not.toBe(text.home);
        expect(await page.locator('.ant-layout').count()).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    });
  });
});
