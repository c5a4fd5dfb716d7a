import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot } from './support/browser';
import { PASSES, launchBrowserWithSecureTestHost, openSite } from './support/booking-steps';

/**
 * /color-scheme-mockup and /theme-test (issue 17): the three themes side by side, in French and English; the test
 * page's button makes a theme the site's (stored under weklean-theme, as the footer's switch does).
 */
const TEXTS = {
  fr: { mockup: 'Palettes des thèmes', test: 'Essai des thèmes', themes: ['Par défaut', 'Clair', 'Sombre'], useDark: 'Utiliser le thème « Sombre »', low: 'insuffisant' },
  en: { mockup: 'Theme palettes', test: 'Theme test', themes: ['Default', 'Bright', 'Dark'], useDark: 'Use the “Dark” theme', low: 'too low' },
} as const;

describe('theme pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  it.each(PASSES)('shows the three palettes with their contrasts, and applies a theme to the site, in $lang on $host', async (pass) => {
    const t = TEXTS[pass.lang];
    const context = await newContext(browser, 'fr-CA', pass.host);
    try {
      const page = await openSite(context, pass);
      await page.goto('/color-scheme-mockup');
      await page.getByRole('heading', { level: 1, name: t.mockup }).waitFor();
      for (const name of t.themes) expect(await page.getByRole('heading', { level: 2, name, exact: true }).count()).toBe(1);
      // Every text colour of the themes reaches 4.5:1 where it is used (the lead's fixes to antd's defaults).
      await expect.poll(() => page.getByText(/\d\s?:\s?1/).count()).toBeGreaterThan(20);
      expect(await page.getByText(t.low).count()).toBe(0);
      await screenshot(page, `theme-pages-mockup-${pass.lang}`);

      await page.goto('/theme-test');
      await page.getByRole('heading', { level: 1, name: t.test }).waitFor();
      for (const name of t.themes) expect(await page.getByRole('heading', { level: 2, name, exact: true }).count()).toBe(1);
      await page.getByRole('button', { name: t.useDark }).click();
      await expect.poll(() => page.evaluate(() => [localStorage.getItem('weklean-theme'), document.documentElement.dataset.theme])).toEqual(['dark', 'dark']);
      await screenshot(page, `theme-pages-test-dark-${pass.lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  }, 120_000);
});
