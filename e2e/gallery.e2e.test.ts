import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, newContext, screenshot } from './support/browser';
import { PASSES, launchBrowserWithSecureTestHost, openSite } from './support/booking-steps';

/**
 * /gallery (issue 17): the demo's before/after pairs (bff/src/seed/demo-gallery.ts, 14 over the four rooms), filtered
 * by room in ?room=, paged with "load more", each cleaner's name a link to their profile; French and English.
 */
const TEXTS = {
  fr: { title: 'Galerie avant-après', filter: 'Pièce', kitchen: 'Cuisine', office: 'Bureau', all: 'Toutes', before: 'Avant', after: 'Après', more: 'Afficher plus', pairs: 'Paires de photos avant-après' },
  en: { title: 'Before and after gallery', filter: 'Room', kitchen: 'Kitchen', office: 'Office', all: 'All', before: 'Before', after: 'After', more: 'Show more', pairs: 'Before and after photo pairs' },
} as const;

describe('the public gallery', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  it.each(PASSES)('shows the pairs, filters by room in ?room=, pages, and links the cleaners, in $lang on $host', async (pass) => {
    const t = TEXTS[pass.lang];
    const context = await newContext(browser, 'fr-CA', pass.host);
    try {
      const page = await openSite(context, pass);
      const problems = collectProblems(page);
      await page.goto('/gallery');
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const cards = page.getByRole('list', { name: t.pairs }).locator('> li');
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(12);
      const first = cards.first();
      expect(await first.getByText(t.before, { exact: true }).count()).toBe(1);
      expect(await first.getByText(t.after, { exact: true }).count()).toBe(1);
      // Every photo has its alt text, its size and loads lazily; the first ones have loaded.
      const images = first.locator('img');
      expect(await images.count()).toBe(2);
      for (const image of await images.all()) {
        expect(await image.getAttribute('alt')).toBeTruthy();
        expect(await image.getAttribute('loading')).toBe('lazy');
        expect(await image.getAttribute('width')).toBe('320');
      }
      await expect.poll(() => images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
      await screenshot(page, `gallery-${pass.lang}`);

      // "Load more": the last two of the fourteen.
      await page.getByRole('button', { name: t.more }).click();
      await expect.poll(() => cards.count()).toBe(14);
      expect(await page.getByRole('button', { name: t.more }).count()).toBe(0);

      // The kitchen filter: only kitchens, and the address says so.
      const filter = page.getByRole('radiogroup', { name: t.filter });
      await filter.getByText(t.kitchen, { exact: true }).click();
      await page.waitForURL('**/gallery?room=kitchen');
      await expect.poll(() => cards.count()).toBe(4);
      for (const card of await cards.all()) expect(await card.locator('.gallery-room').textContent()).toBe(t.kitchen);
      await filter.getByText(t.office, { exact: true }).click();
      await page.waitForURL('**/gallery?room=office');
      await expect.poll(() => cards.count()).toBe(3);
      for (const card of await cards.all()) expect(await card.locator('.gallery-room').textContent()).toBe(t.office);
      // Reached directly, the address keeps its filter.
      await page.goto('/gallery?room=office');
      await expect.poll(() => cards.count()).toBe(3);
      expect(await filter.getByRole('radio', { name: t.office }).isChecked()).toBe(true);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/gallery');
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(12);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `gallery-${pass.lang}-390`);
      await page.setViewportSize({ width: 1280, height: 800 });

      // A cleaner's name opens their profile.
      const link = cards.first().getByRole('link');
      const name = (await link.textContent()) ?? '';
      await link.click();
      await page.waitForURL('**/cleaners/*');
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
