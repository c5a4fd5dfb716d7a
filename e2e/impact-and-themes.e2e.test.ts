import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, newContext, screenshot } from './support/browser';
import { PASSES, launchBrowserWithSecureTestHost, openSite, plain } from './support/booking-steps';

/**
 * /impact (issue 17) in French (localhost) and English (weklean.test): the figures computed from the demo data's
 * completed bookings, in the reader's number format, the months as a table for screen readers, the link to the
 * eco-certified cleaners; then the theme pages at phone width (their own checks are in theme-pages.e2e.test.ts).
 */
const TEXTS = {
  fr: { h1: 'Notre impact', completed: 'ménages terminés', table: /Ménages terminés par mois/, search: 'Trouver une personne certifiée écologique', themes: ['Par défaut', 'Clair', 'Sombre'], useDark: 'Utiliser le thème « Sombre »' },
  en: { h1: 'Our impact', completed: 'cleanings completed', table: /Cleanings completed per month/, search: 'Find an eco-certified cleaner', themes: ['Default', 'Bright', 'Dark'], useDark: 'Use the “Dark” theme' },
} as const;

const rawKeys = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[a-z-]+\.[a-zA-Z.]+$/.test(line) || line.includes('impact:') || line.includes('theme-pages:') || line.includes('{{'));

describe('impact and theme pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  it.each(PASSES)('shows the figures of the demo data and the three themes, in $lang on $host', async (pass) => {
    const t = TEXTS[pass.lang];
    const context = await newContext(browser, 'fr-CA', pass.host);
    try {
      const page = await openSite(context, pass);
      const problems = collectProblems(page);
      await page.goto('/impact');
      await page.getByRole('heading', { level: 1, name: t.h1 }).waitFor();
      const completed = page.getByRole('listitem').filter({ hasText: t.completed });
      await expect.poll(async () => Number(plain(await completed.innerText()).replace(/\D+/g, '')), { timeout: 15_000 }).toBeGreaterThan(0);
      // Shares are written the reader's way: "42 %" in French, "42%" in English.
      expect(plain(await page.locator('main').innerText())).toMatch(pass.lang === 'fr' ? /\d+ %/ : /\d+%/);
      const table = page.getByRole('table', { name: t.table });
      expect(await table.getByRole('row').count()).toBe(13);
      expect(rawKeys(await page.locator('main').innerText())).toEqual([]);
      await screenshot(page, `impact-${pass.lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `impact-${pass.lang}-390`);

      await page.getByRole('link', { name: t.search }).click();
      await page.waitForURL((url) => url.pathname === '/cleaners');
      expect(new URL(page.url()).searchParams.get('eco')).toBe('true');

      await page.goto('/color-scheme-mockup');
      for (const name of t.themes) await expect.poll(() => page.getByRole('heading', { level: 2, name, exact: true }).count(), { timeout: 15_000 }).toBe(1);
      expect(rawKeys(await page.locator('main').innerText())).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `impact-themes-mockup-${pass.lang}-390`);

      await page.goto('/theme-test');
      for (const name of t.themes) await expect.poll(() => page.getByRole('heading', { level: 2, name, exact: true }).count(), { timeout: 15_000 }).toBe(1);
      expect(rawKeys(await page.locator('main').innerText())).toEqual([]);
      await page.getByRole('button', { name: t.useDark }).click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('weklean-theme'))).toBe('dark');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `impact-themes-test-dark-${pass.lang}-390`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
