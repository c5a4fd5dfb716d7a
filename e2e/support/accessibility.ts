import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot } from './browser';
import { PASSES, PASSWORD, fromPage, launchBrowserWithSecureTestHost, type Pass } from './booking-steps';
import { demoIds, getJson, openAs, type Role } from './routes';

/**
 * The accessibility audit of the browser tests, one file per language (accessibility-fr and accessibility-en: each
 * about half of the audits, so that the two shards of a run can each take one).
 *
 * WCAG 2.2 AA (issues 17 and 30): axe-core runs on every route of the route table (frontend/src/config/paths.ts) as
 * the one it is for — a visitor for the public and logged-out routes, the demo client, cleaner and admin for theirs,
 * and a new account without a role for the role choice — in French (localhost) and English (weklean.test), once the
 * page shows its heading and its data. Any violation, whatever its impact, fails, listed with the elements it names.
 * One signed-in page per role and language is reused for all of its routes (the run stays within a few minutes).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe as every audit runs it. Tried for speed (issue 34, CI toward 20 minutes) and left out: legacy mode (axe in the
 * page, no finishing page) saved about 5 %; `resultTypes: ['violations']` halved the time but reported page-level
 * rules wrongly (a landmark-unique and a page-has-heading-one that the full run does not find).
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_TAGS);

/** Routes with nothing of their own to check: each only passes through to another page. */
const PASS_THROUGH: Record<string, string> = {
  '/auth/success': 'the end of an outside sign-in: a splash, then the remembered page',
  '/profile/stripe-connect/refresh': 'a redirect to /profile (SPEC 2), where the payout account shows',
};

type Finding = { path: string; rule: string; impact: string; help: string; targets: string[] };
type Audience = Role | 'newcomer';
const AUDIENCES: Audience[] = ['visitor', 'client', 'cleaner', 'admin', 'newcomer'];

async function audit(page: Page, path: string): Promise<Finding[]> {
  await page.goto(path);
  // A page's heading, or the title of the notice a page shows instead of itself (a visitor on an onboarding).
  await page.locator('h1, .ant-result-title').first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // The whole page in one viewport, at its top: axe scrolls to what it checks, and the sticky header then lies over
  // targets that a person scrolling would see whole (a false "target size" under the header).
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: Math.min(Math.max(height, 800), 10_000) });
  await page.evaluate(() => window.scrollTo(0, 0));
  // Entrance transitions done (antd's fade-ins would be measured half-transparent).
  await page.waitForTimeout(400);
  const results = await axeOn(page).analyze();
  await page.setViewportSize({ width: 1280, height: 800 });
  return results.violations.map((violation) => ({
    path,
    rule: violation.id,
    impact: violation.impact ?? '',
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/** Real ids of the demo for the routes that name one (any text will do to list the routes' patterns). */
type Ids = Awaited<ReturnType<typeof demoIds>> & { blogSlug: string; clientBooking: string; cleanerBooking: string; cleanerId: string };

/** The routes each audience is checked on. */
const ROUTES: Record<Audience, (ids: Ids) => string[]> = {
  visitor: (ids) => [
    '/', '/about', '/homeowners', '/cleaners/join', '/emplois-nettoyage-quebec', '/emplois-menage-montreal', '/nettoyeur-independant-quebec',
    '/how-it-works', '/terms', '/privacy', '/pricing', '/faq', '/gallery', '/apps', '/contact', '/newsletter/unsubscribe', '/impact', '/cleaners',
    `/cleaners/${ids.cleanerSlug}`, `/city/${ids.cityName}`, `/region/${ids.regionId}`, '/services/nettoyage-regulier', '/services/nettoyage-profondeur',
    '/services/nettoyage-demenagement', '/services/nettoyage-garage', '/reviews', '/blog', `/blog/${ids.blogSlug}`, '/color-scheme-mockup',
    '/theme-test', '/onboarding', '/client-onboarding', '/login', '/auth', '/register', '/forgot-password', '/reset-password/not-a-real-token',
    '/referral-program', '/devenir-nettoyeur', '/no-such-page',
  ],
  client: (ids) => [
    '/', `/book/${ids.cleanerSlug}`, '/bookings', `/bookings/${ids.clientBooking}`, `/bookings/${ids.clientBooking}/decline`, '/profile',
    '/profile/reviews', '/messages', `/messages/${ids.clientBooking}`, '/referrals', '/test-messaging', '/properties', '/client-onboarding',
  ],
  cleaner: (ids) => [
    '/', '/bookings', `/bookings/${ids.cleanerBooking}`, `/bookings/${ids.cleanerBooking}/accept`, '/profile', '/profile/calendar', '/profile/payouts',
    // Back from the payment provider: the payouts page, once the account is read again.
    '/profile/stripe-connect/return', '/profile/reviews', '/messages', `/messages/${ids.cleanerBooking}`, '/referrals', '/test-messaging', '/onboarding',
  ],
  admin: (ids) => [
    '/admin', '/admin/health', '/admin/users', '/admin/profile-review', '/admin/payouts', '/admin/marketing', '/admin/messages',
    `/admin/cleaners/${ids.cleanerId}`, '/admin/account', '/admin/referrals', '/payouts', '/admin/disputes',
    // The demo has no dispute yet: a booking's id names none, and the evidence file's page says so.
    `/admin/disputes/${ids.clientBooking}`,
  ],
  newcomer: () => ['/auth/select-role'],
};

/** The ids an audience's routes need, read with its own page (each role sees its own bookings). */
async function idsFor(audience: Audience, page: Page, demo: Awaited<ReturnType<typeof demoIds>>): Promise<Ids> {
  const ids: Ids = { ...demo, blogSlug: '', clientBooking: '', cleanerBooking: '', cleanerId: '' };
  if (audience === 'visitor') {
    const { posts } = await getJson<{ posts: { slug: string }[] }>(page, '/api/blog');
    return { ...ids, blogSlug: posts[0]?.slug ?? '' };
  }
  if (audience === 'client' || audience === 'cleaner') {
    const { items } = await getJson<{ items: { id: string; status: string }[] }>(page, '/api/bookings');
    const booking = items.find((b) => b.status === 'confirmed' || b.status === 'completed') ?? items[0];
    if (!booking) throw new Error(`the demo ${audience} has no booking`);
    return audience === 'client' ? { ...ids, clientBooking: booking.id } : { ...ids, cleanerBooking: booking.id };
  }
  if (audience === 'admin') {
    const { items } = await getJson<{ items: { id: string }[] }>(page, '/api/admin/users?role=cleaner');
    return { ...ids, cleanerId: items[0]!.id };
  }
  return ids;
}

/** The page of an audience: a demo account, a visitor, or an account just made, which has no role yet. */
async function openFor(context: BrowserContext, pass: Pass, audience: Audience): Promise<Page> {
  if (audience !== 'newcomer') return openAs(context, pass, audience);
  const page = await openAs(context, pass, 'visitor');
  const email = `axe-${pass.lang}-${Date.now()}@example.com`;
  const signup = await fromPage(page, 'POST', '/api/auth/signup', { name: 'Alex Gagné', email, password: PASSWORD, language: pass.lang });
  expect(signup.status).toBe(201);
  return page;
}

/** The patterns of the route table, read from its source (`name: path('/pattern')`). */
const routeTable = (): string[] =>
  [...readFileSync(new URL('../../frontend/src/config/paths.ts', import.meta.url), 'utf8').matchAll(/^\s+\w+: path\('([^']+)'\)/gm)].map((match) => match[1]!);

/**
 * The audit on every route in `pass`'s language and host; `withSetUpChecks`: first, that the audit finds planted
 * violations and that the routes listed cover the route table (run once, in one of the two files).
 */
export function describeAccessibility(pass: Pass, options: { withSetUpChecks: boolean }) {
  describe(`accessibility (axe-core, WCAG 2.2 AA) on every route, in ${pass.lang} on ${pass.host}`, () => {
    let browser: Browser;
    let demo: Awaited<ReturnType<typeof demoIds>>;
    beforeAll(async () => {
      browser = await launchBrowserWithSecureTestHost();
      demo = await demoIds();
    });
    afterAll(async () => browser?.close());

    // Run once, in the French file: the audit itself, not a language.
    if (options.withSetUpChecks) {
      it('finds violations where there are some, as it is set up', async () => {
        const context = await newContext(browser, 'fr-CA', PASSES[0]!.host);
        try {
          const page = await context.newPage();
          await page.setContent('<html lang="fr"><head><title>Test</title></head><body><main><h1>Test</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>');
          const { violations } = await axeOn(page).analyze();
          expect(violations.map((violation) => violation.id).sort()).toEqual(['button-name', 'image-alt']);
        } finally {
          await context.close();
        }
      });

      it('covers every route of the route table', () => {
        const patterns = routeTable();
        expect(patterns.length).toBeGreaterThan(60);
        const any: Ids = { cleanerSlug: 'a', cityName: 'b', regionId: 'c', blogSlug: 'd', clientBooking: 'e', cleanerBooking: 'f', cleanerId: 'g' };
        const listed = AUDIENCES.flatMap((audience) => ROUTES[audience](any));
        const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);
        const missing = patterns.filter((pattern) => !(pattern in PASS_THROUGH) && !listed.some((path) => matches(pattern, path)));
        expect(missing).toEqual([]);
      });
    }

    it.each(AUDIENCES)('as %s', async (audience) => {
      const context = await newContext(browser, 'fr-CA', pass.host);
      try {
        const page = await openFor(context, pass, audience);
        const findings: Finding[] = [];
        for (const path of ROUTES[audience](await idsFor(audience, page, demo))) {
          const found = await audit(page, path);
          if (found.length > 0) await screenshot(page, `axe-${audience}${path.replaceAll('/', '-').slice(0, 60)}-${pass.lang}`);
          findings.push(...found);
        }
        expect(findings).toEqual([]);
      } finally {
        await context.close();
      }
    }, 420_000);
  });
}
