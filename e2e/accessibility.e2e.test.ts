import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot } from './support/browser';
import { PASSES, launchBrowserWithSecureTestHost, type Pass } from './support/booking-steps';
import { demoIds, getJson, openAs, type Role } from './support/routes';

/**
 * WCAG 2.2 AA (issue 17): axe-core runs on every public page and on the main signed-in pages (booking form, bookings,
 * booking details, messages, payouts, admin dashboard), in French (localhost) and English (weklean.test), once the
 * page shows its heading and its data; any serious or critical violation fails, listed with the elements it names.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Finding = { path: string; rule: string; impact: string; help: string; targets: string[] };

async function audit(page: Page, path: string): Promise<Finding[]> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // The whole page in one viewport, at its top: axe scrolls to what it checks, and the sticky header then lies over
  // targets that a person scrolling would see whole (a false "target size" under the header).
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: Math.min(Math.max(height, 800), 10_000) });
  await page.evaluate(() => window.scrollTo(0, 0));
  // Entrance transitions done (antd's fade-ins would be measured half-transparent).
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  await page.setViewportSize({ width: 1280, height: 800 });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      path,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  let browser: Browser;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
    ids = await demoIds();
  });
  afterAll(async () => browser?.close());

  const check = async (pass: Pass, role: Role, paths: (page: Page) => Promise<string[]>) => {
    const context = await newContext(browser, 'fr-CA', pass.host);
    try {
      const page = await openAs(context, pass, role);
      const findings: Finding[] = [];
      for (const path of await paths(page)) {
        const found = await audit(page, path);
        if (found.length > 0) await screenshot(page, `axe${path.replaceAll('/', '-').slice(0, 60)}-${pass.lang}`);
        findings.push(...found);
      }
      expect(findings).toEqual([]);
    } finally {
      await context.close();
    }
  };

  describe.each(PASSES)('in $lang on $host', (pass) => {
    it('every public page', async () => {
      await check(pass, 'visitor', async (page) => {
        const { posts } = await getJson<{ posts: { slug: string }[] }>(page, '/api/blog');
        return [
          '/', '/about', '/homeowners', '/cleaners/join', '/emplois-nettoyage-quebec', '/how-it-works', '/terms', '/privacy', '/pricing',
          '/faq', '/gallery', '/apps', '/contact', '/impact', '/cleaners', `/cleaners/${ids.cleanerSlug}`, `/city/${ids.cityName}`,
          `/region/${ids.regionId}`, '/services/nettoyage-regulier', '/services/nettoyage-profondeur', '/services/nettoyage-demenagement',
          '/services/nettoyage-garage', '/reviews', '/blog', `/blog/${posts[0]?.slug ?? ''}`, '/color-scheme-mockup', '/theme-test',
          '/login', '/forgot-password', '/referral-program', '/devenir-nettoyeur',
        ];
      });
    }, 600_000);

    it('the client’s booking form, bookings, booking details and messages', async () => {
      await check(pass, 'client', async (page) => {
        const { items } = await getJson<{ items: { id: string; status: string }[] }>(page, '/api/bookings');
        const booking = items.find((b) => b.status === 'confirmed' || b.status === 'completed') ?? items[0];
        if (!booking) throw new Error('the demo client has no booking');
        return [`/book/${ids.cleanerSlug}`, '/bookings', `/bookings/${booking.id}`, '/messages', `/messages/${booking.id}`];
      });
    }, 300_000);

    it('the cleaner’s payouts and the admin dashboard', async () => {
      await check(pass, 'cleaner', async () => ['/profile/payouts']);
      await check(pass, 'admin', async () => ['/admin']);
    }, 200_000);
  });
});
