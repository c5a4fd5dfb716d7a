import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, newContext, screenshot } from './browser';
import { PASSES, PASSWORD, fromPage, launchBrowserWithSecureTestHost, type Pass } from './booking-steps';
import { demoIds, getJson, openAs, rawKeysOn, type Role } from './routes';

/**
 * Every route of the route table (frontend/src/config/paths.ts), one file per language (every-route-fr and
 * every-route-en: each about half of the visits, so that the two shards of a run can each take one). Each route is
 * visited once, as the one it is for — a visitor for the public and logged-out routes, the demo client, cleaner and
 * admin for theirs, and a new account without a role for the role choice — in French (localhost) or English
 * (weklean.test), and checked twice over once the page shows its heading and its data:
 *
 * - Issue 17: it is its own page — a first-level heading of its own (not the not-found page's, not another route's of
 *   the same person), its own tab title ("<page> · <brand>", issue 30), no text that is a translation key, no error in
 *   the console. The redirects SPEC section 2 names are checked where they land.
 * - WCAG 2.2 AA (issues 17 and 30): axe-core finds no violation, whatever its impact; each is listed with the elements
 *   it names. A redirect is not audited: where it lands is audited as its own route.
 *
 * One signed-in page per person and language is reused for all of its routes (the run stays within a few minutes).
 * The two checks were two files that visited the same routes (issue 34: one visit each saves about 150 s of CI).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const NOT_FOUND = { fr: '404 - Page non trouvée', en: '404 - Page not found' } as const;

/**
 * axe as every audit runs it, in legacy mode: `axe.run` in the page, where the default runs it in parts and finishes
 * in a new blank page, into which it injects axe again and copies every node it checked. Measured on 6 public pages,
 * alternating, quiet machine: 8.3–9.3 s against 13.4–13.8 s; the demo client's 13 routes took 40 s against 56 s with
 * the wait below. Legacy mode reaches same-origin frames only, and the app has no other. Tried and left out:
 * `resultTypes: ['violations']` (another fifth less) reports page-level rules wrongly (a landmark-unique and a
 * page-has-heading-one that the full run does not find).
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);

/** Routes with nothing of their own to check: each only passes through to another page. */
const PASS_THROUGH: Record<string, string> = {
  '/auth/success': 'the end of an outside sign-in: a splash, then the remembered page',
};

/**
 * A route to visit. `landsOn`: a redirect, checked where it lands (not audited: the landing is a route of its own);
 * `sameHeading`: a page that shows the heading of another one visited (a notice, the same page under another path);
 * `notFound`: the not-found page itself; `namesNothing`: an id that names nothing, whose page says so (the browser logs
 * the API's 404 for it in the console).
 */
type Visit = { path: string; landsOn?: RegExp; sameHeading?: true; notFound?: true; namesNothing?: true };
type Finding = { path: string; rule: string; impact: string; help: string; targets: string[] };
type Audience = Role | 'newcomer';
const AUDIENCES: Audience[] = ['visitor', 'client', 'cleaner', 'admin', 'newcomer'];

/** A page's heading, or the title of the notice a page shows instead of itself (a visitor on an onboarding). */
const headingOf = (page: Page) => page.locator('h1, .ant-result-title').first();

/** The route's own checks (issue 17); its heading, for the check that no two routes of a person share one. */
async function checkRoute(page: Page, pass: Pass, { path, notFound }: Visit): Promise<string> {
  const heading = ((await headingOf(page).textContent({ timeout: 10_000 }).catch(() => '')) ?? '').trim();
  expect.soft(heading, `${path} (${pass.lang}) has a first-level heading`).not.toBe('');
  if (notFound) expect.soft(heading, `${path} (${pass.lang}) is the not-found page`).toBe(NOT_FOUND[pass.lang]);
  else expect.soft(heading, `${path} (${pass.lang}) is not the not-found page`).not.toBe(NOT_FOUND[pass.lang]);
  expect.soft(await rawKeysOn(page), `${path} (${pass.lang}) shows no translation key`).toEqual([]);
  expect.soft(await page.title(), `${path} (${pass.lang}) has its own tab title`).toMatch(/\S · \S/);
  return heading;
}

async function audit(page: Page, path: string): Promise<Finding[]> {
  // The whole page in one viewport, at its top: axe scrolls to what it checks, and the sticky header then lies over
  // targets that a person scrolling would see whole (a false "target size" under the header).
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: Math.min(Math.max(height, 800), 10_000) });
  await page.evaluate(() => window.scrollTo(0, 0));
  // Entrance transitions done (antd's fade-ins would be measured half-transparent): no animation with an end still
  // running (a spinner or a skeleton's shimmer never ends). A fixed 400 ms did the same, on every route.
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity), undefined, { timeout: 2_000 })
    .catch(() => undefined);
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

/**
 * The page's requests in flight, counted from the browser's events, for `networkQuiet`: Playwright's own "networkidle"
 * waits for 500 ms without a request, which was a third of the run (44.6 of 132 s on 88 routes, one file).
 */
function countRequests(page: Page): () => number {
  const open = new Set<object>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/**
 * No request in flight for `quietMs` (at most `timeoutMs` in all): the page's data has arrived. A request that a
 * response leads to (a list, then its pictures) starts within a few milliseconds of it, inside the quiet time.
 */
async function networkQuiet(inFlight: () => number, quietMs = 150, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** One route: opened, its own checks, then axe unless it is a redirect; its heading, and the violations found. */
async function visit(page: Page, inFlight: () => number, pass: Pass, target: Visit): Promise<{ heading: string; findings: Finding[] }> {
  await page.goto(target.path);
  if (target.landsOn) await page.waitForURL((url) => target.landsOn!.test(url.pathname), { timeout: 15_000 });
  await headingOf(page).waitFor({ state: 'visible', timeout: 20_000 });
  // Let the page's data arrive before reading its heading (a conversation is titled once it is loaded) and looking for
  // keys (a key shows only once its text is rendered).
  await networkQuiet(inFlight);
  const heading = await checkRoute(page, pass, target);
  return { heading, findings: target.landsOn ? [] : await audit(page, target.path) };
}

/** Real ids of the demo for the routes that name one (any text will do to list the routes' patterns). */
type Ids = Awaited<ReturnType<typeof demoIds>> & { blogSlug: string; clientBooking: string; cleanerBooking: string; cleanerId: string; disputeId: string };

const paths = (...list: string[]): Visit[] => list.map((path) => ({ path }));

/** An id that names no dispute: the evidence file's page says so, when the demo has none. */
const NO_DISPUTE = '00000000-0000-4000-8000-000000000000';

/** The routes each audience is checked on. */
const ROUTES: Record<Audience, (ids: Ids) => Visit[]> = {
  visitor: (ids) => [
    ...paths('/', '/about', '/homeowners', '/cleaners/join', '/how-it-works', '/terms', '/privacy', '/pricing', '/faq', '/gallery', '/apps',
      '/contact', '/newsletter/unsubscribe', '/impact', '/cleaners', `/cleaners/${ids.cleanerSlug}`, `/city/${ids.cityName}`,
      `/region/${ids.regionId}`, '/services/nettoyage-regulier', '/services/nettoyage-profondeur', '/services/nettoyage-demenagement',
      '/services/nettoyage-garage', '/reviews', '/blog', `/blog/${ids.blogSlug}`, '/color-scheme-mockup', '/theme-test', '/login',
      '/forgot-password', '/reset-password/not-a-real-token', '/referral-program', '/devenir-nettoyeur'),
    // The three careers paths are the page of /cleaners/join (SPEC 2), with its heading.
    ...['/emplois-nettoyage-quebec', '/emplois-menage-montreal', '/nettoyeur-independant-quebec'].map((path) => ({ path, sameHeading: true as const })),
    // The onboardings ask a visitor to sign in first (one notice); /auth and /register are the sign-in page's tabs.
    ...['/onboarding', '/client-onboarding', '/auth', '/register'].map((path) => ({ path, sameHeading: true as const })),
    { path: '/no-such-page', notFound: true },
    // A signed-in route sends a visitor to the sign-in page.
    { path: '/bookings', landsOn: /^\/login$/ },
  ],
  client: (ids) => [
    ...paths('/', `/book/${ids.cleanerSlug}`, '/bookings', `/bookings/${ids.clientBooking}`, '/profile', '/profile/reviews', '/messages',
      `/messages/${ids.clientBooking}`, '/referrals', '/test-messaging', '/properties'),
    { path: `/bookings/${ids.clientBooking}/decline`, sameHeading: true },
    // The demo client's onboarding is done: its page sends them home.
    { path: '/client-onboarding', landsOn: /^\/$/ },
    { path: '/login', landsOn: /^\/profile$/ },
  ],
  cleaner: (ids) => [
    ...paths('/', '/bookings', `/bookings/${ids.cleanerBooking}`, '/profile', '/profile/calendar', '/profile/payouts', '/profile/reviews',
      '/messages', `/messages/${ids.cleanerBooking}`, '/referrals', '/test-messaging', '/onboarding'),
    { path: `/bookings/${ids.cleanerBooking}/accept`, sameHeading: true },
    { path: '/properties', landsOn: /^\/$/ },
    // Back from the payment provider's onboarding: the account read again, then the profile, which shows it (SPEC 2).
    { path: '/profile/stripe-connect/return', landsOn: /^\/profile$/ },
    { path: '/profile/stripe-connect/refresh', landsOn: /^\/profile$/ },
  ],
  admin: (ids) => [
    ...paths('/admin', '/admin/health', '/admin/users', '/admin/profile-review', '/admin/payouts', '/admin/marketing', '/admin/messages',
      `/admin/cleaners/${ids.cleanerId}`, '/admin/account', '/admin/referrals', '/admin/disputes'),
    // The evidence file of the oldest dispute, or the page's own answer when the demo has none.
    ids.disputeId === NO_DISPUTE ? { path: `/admin/disputes/${NO_DISPUTE}`, namesNothing: true } : { path: `/admin/disputes/${ids.disputeId}` },
    { path: '/payouts', sameHeading: true },
    { path: '/profile', landsOn: /^\/admin\/account$/ },
    { path: '/referrals', landsOn: /^\/admin\/referrals$/ },
    // Any other path sends the admin to /admin.
    { path: '/bookings', landsOn: /^\/admin$/ },
  ],
  newcomer: () => paths('/auth/select-role'),
};

/** The ids an audience's routes need, read with its own page (each role sees its own bookings). */
async function idsFor(audience: Audience, page: Page, demo: Awaited<ReturnType<typeof demoIds>>): Promise<Ids> {
  const ids: Ids = { ...demo, blogSlug: '', clientBooking: '', cleanerBooking: '', cleanerId: '', disputeId: '' };
  if (audience === 'visitor') {
    const { posts } = await getJson<{ posts: { slug: string }[] }>(page, '/api/blog');
    expect(posts.length).toBeGreaterThanOrEqual(6);
    return { ...ids, blogSlug: posts[0]!.slug };
  }
  if (audience === 'client' || audience === 'cleaner') {
    const { items } = await getJson<{ items: { id: string; status: string }[] }>(page, '/api/bookings');
    const booking = items.find((b) => b.status === 'confirmed' || b.status === 'completed') ?? items[0];
    if (!booking) throw new Error(`the demo ${audience} has no booking`);
    return audience === 'client' ? { ...ids, clientBooking: booking.id } : { ...ids, cleanerBooking: booking.id };
  }
  if (audience === 'admin') {
    const { items } = await getJson<{ items: { id: string }[] }>(page, '/api/admin/users?role=cleaner');
    const { disputes } = await getJson<{ disputes: { id: string }[] }>(page, '/api/admin/disputes');
    return { ...ids, cleanerId: items[0]!.id, disputeId: disputes[0]?.id ?? NO_DISPUTE };
  }
  return ids;
}

/** The page of an audience: a demo account, a visitor, or an account just made, which has no role yet. */
async function openFor(context: BrowserContext, pass: Pass, audience: Audience): Promise<Page> {
  if (audience !== 'newcomer') return openAs(context, pass, audience);
  const page = await openAs(context, pass, 'visitor');
  const email = `routes-${pass.lang}-${Date.now()}@example.com`;
  const signup = await fromPage(page, 'POST', '/api/auth/signup', { name: 'Alex Gagné', email, password: PASSWORD, language: pass.lang });
  expect(signup.status).toBe(201);
  return page;
}

/** The patterns of the route table, read from its source (`name: path('/pattern')`). */
const routeTable = (): string[] =>
  [...readFileSync(new URL('../../frontend/src/config/paths.ts', import.meta.url), 'utf8').matchAll(/^\s+\w+: path\('([^']+)'\)/gm)].map((match) => match[1]!);

/**
 * Every route in `pass`'s language and host; `withSetUpChecks`: first, that the audit finds planted violations and
 * that the routes listed cover the route table (run once, in one of the two files).
 */
export function describeEveryRoute(pass: Pass, options: { withSetUpChecks: boolean }) {
  describe(`every route: its own page, and accessible (axe-core, WCAG 2.2 AA), in ${pass.lang} on ${pass.host}`, () => {
    let browser: Browser;
    let demo: Awaited<ReturnType<typeof demoIds>>;
    beforeAll(async () => {
      browser = await launchBrowserWithSecureTestHost();
      demo = await demoIds();
    });
    afterAll(async () => browser?.close());

    // Run once, in the French file: the checks themselves, not a language.
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
        const any: Ids = { cleanerSlug: 'a', cityName: 'b', regionId: 'c', blogSlug: 'd', clientBooking: 'e', cleanerBooking: 'f', cleanerId: 'g', disputeId: 'h' };
        const listed = AUDIENCES.flatMap((audience) => ROUTES[audience](any).map((target) => target.path));
        const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);
        const missing = patterns.filter((pattern) => !(pattern in PASS_THROUGH) && !listed.some((path) => matches(pattern, path)));
        expect(missing).toEqual([]);
      });
    }

    it.each(AUDIENCES)('as %s', async (audience) => {
      const context = await newContext(browser, 'fr-CA', pass.host);
      try {
        const page = await openFor(context, pass, audience);
        const inFlight = countRequests(page);
        const problems = collectProblems(page);
        const findings: Finding[] = [];
        const headings: string[] = [];
        for (const target of ROUTES[audience](await idsFor(audience, page, demo))) {
          const logged = problems.length;
          const seen = await visit(page, inFlight, pass, target);
          // Its own 404 is what the page asks for; anything else it logged is still a problem.
          if (target.namesNothing) problems.push(...problems.splice(logged).filter((problem) => !problem.includes('status of 404')));
          if (seen.findings.length > 0) await screenshot(page, `axe-${audience}${target.path.replaceAll('/', '-').slice(0, 60)}-${pass.lang}`);
          findings.push(...seen.findings);
          if (!target.landsOn && !target.sameHeading) headings.push(seen.heading);
        }
        // Each page has its own heading: no two routes share one (a shared one would be a placeholder).
        expect.soft(headings.filter((h, i) => headings.indexOf(h) !== i), `${audience} (${pass.lang}): headings repeat`).toEqual([]);
        expect.soft(problems, `${audience} (${pass.lang}): errors in the console`).toEqual([]);
        // Each finding in full, where the failure's own line shows only their number (and a retry that passes hides it).
        if (findings.length > 0) console.log(`axe findings, ${audience} (${pass.lang}):\n${findings.map((f) => `  ${f.path}: ${f.rule} (${f.impact}) ${f.help}: ${f.targets.join(' | ')}`).join('\n')}`);
        expect(findings).toEqual([]);
      } finally {
        await context.close();
      }
    }, 420_000);
  });
}
