import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, newContext, screenshot } from './support/browser';
import { PASSES, launchBrowserWithSecureTestHost, openSite } from './support/booking-steps';

/**
 * The blog (issue 17), in French (localhost) and in English (weklean.test): `/blog` lists the articles, one opens with
 * its own h1 and the server sends its page with its own <title> and canonical; an unknown slug shows the 404 page;
 * both fit a 390 px phone.
 */
const MOVING = 'liste-menage-demenagement-1er-juillet';
const TEXTS = {
  fr: {
    h1: 'Blogue',
    title: 'Déménagement du 1er juillet\u00a0: la liste de ménage pièce par pièce',
    back: 'Retour au blogue',
    others: 'À lire aussi',
    reading: /\d\u00a0min de lecture/,
    date: 'Publié le 6 octobre 2026',
    brand: 'Weklean Québec',
    notFound: '404 - Page non trouvée',
  },
  en: {
    h1: 'Blog',
    title: 'Moving on July 1st: a room-by-room cleaning checklist',
    back: 'Back to the blog',
    others: 'Read next',
    reading: /\d min read/,
    date: 'Published October 6, 2026',
    brand: 'Weklean',
    notFound: '404 - Page not found',
  },
} as const;

const rawKeys = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[a-z-]+\.[a-zA-Z.]+$/.test(line) || line.includes('blog:') || line.includes('{{'));

const mainText = (page: Page) => page.locator('main').innerText();

async function fitsAPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('blog', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const texts = TEXTS[pass.lang];

    it('lists at least six articles, opens one with its h1, and shows no raw key', async () => {
      const context = await newContext(browser, 'fr-CA', pass.host);
      try {
        const page = await openSite(context, pass);
        const problems = collectProblems(page);
        await page.goto('/blog');
        await expect.poll(() => page.getByRole('heading', { level: 1, name: texts.h1, exact: true }).count(), { timeout: 15_000 }).toBe(1);
        const list = page.getByRole('list', { name: 'Articles' });
        await expect.poll(() => list.getByRole('heading', { level: 2 }).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
        await expect.poll(() => page.title()).toContain(texts.h1);
        expect(await mainText(page)).toMatch(texts.reading);
        expect(rawKeys(await mainText(page))).toEqual([]);
        await screenshot(page, `blog-${pass.lang}`);
        await fitsAPhone(page, `blog-${pass.lang}`);

        await list.getByRole('link', { name: texts.title }).click();
        await page.waitForURL((url) => url.pathname === `/blog/${MOVING}`);
        await expect.poll(() => page.getByRole('heading', { level: 1, name: texts.title, exact: true }).count(), { timeout: 15_000 }).toBe(1);
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        await expect.poll(() => page.title()).toContain(texts.title);
        const text = await mainText(page);
        expect(text).toContain(texts.date);
        expect(text).toMatch(texts.reading);
        expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
        expect(await page.getByRole('heading', { level: 2, name: texts.others }).count()).toBe(1);
        expect(rawKeys(text)).toEqual([]);
        await screenshot(page, `blog-post-${pass.lang}`);
        await fitsAPhone(page, `blog-post-${pass.lang}`);

        await page.getByRole('link', { name: texts.back }).click();
        await page.waitForURL((url) => url.pathname === '/blog');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);

    it("sends an article's page with its own title and canonical, and shows the 404 page for an unknown slug", async () => {
      const context = await newContext(browser, 'fr-CA', pass.host);
      try {
        const page = await openSite(context, pass);
        // Fetched from the page (the browser resolves weklean.test; the test's own request context would not).
        const { status, html } = await page.evaluate(async (path) => {
          const response = await fetch(path, { headers: { Accept: 'text/html' } });
          return { status: response.status, html: await response.text() };
        }, `/blog/${MOVING}`);
        expect(status).toBe(200);
        expect(html).toContain(`<title>${texts.title} | ${texts.brand}</title>`);
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/blog/${MOVING}">`));
        expect(html).toContain('<meta property="og:type" content="article">');

        await page.goto('/blog/not-an-article');
        await expect.poll(() => page.getByRole('heading', { level: 1, name: texts.notFound }).count(), { timeout: 15_000 }).toBe(1);
        await screenshot(page, `blog-unknown-${pass.lang}`);
      } finally {
        await context.close();
      }
    }, 180_000);
  });
});
