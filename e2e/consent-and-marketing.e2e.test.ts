import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowserWithSecureTestHost } from './support/booking-steps';
import { collectProblems, CONSENT_STORAGE_KEY, newContext, screenshot } from './support/browser';

type Labels = {
  locale: 'fr-CA' | 'en-CA';
  host: 'localhost' | 'weklean.test';
  banner: string;
  accept: string;
  refuse: string;
  footerLink: string;
  login: { email: string; password: string; tab: string; submit: string };
  marketing: string;
  topPages: string;
  download: string;
  csvHeader: string;
  held: string;
};

const passes: Labels[] = [
  {
    locale: 'fr-CA',
    host: 'localhost',
    banner: 'Votre vie privée',
    accept: 'Accepter',
    refuse: 'Refuser',
    footerLink: 'Témoins',
    login: { email: 'Courriel', password: 'Mot de passe', tab: 'Connexion', submit: 'Se connecter' },
    marketing: 'Marketing',
    topPages: 'Pages les plus vues',
    download: 'Télécharger le CSV',
    csvHeader: 'courriel,langue,sujets,abonné le,confirmé le',
    held: 'Récompenses retenues pour vérification',
  },
  {
    locale: 'en-CA',
    host: 'weklean.test',
    banner: 'Your privacy',
    accept: 'Accept',
    refuse: 'Refuse',
    footerLink: 'Cookies',
    login: { email: 'Email', password: 'Password', tab: 'Log in', submit: 'Log in' },
    marketing: 'Marketing',
    topPages: 'Most viewed pages',
    download: 'Download the CSV',
    csvHeader: 'email,language,topics,subscribed at,confirmed at',
    held: 'Rewards held for review',
  },
];

/** The requests a page makes to the analytics endpoint. */
function analyticsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics') seen.push(request.postData() ?? '');
  });
  return seen;
}

async function signInAsAdmin(page: Page, labels: Labels['login']) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel(labels.email).fill('admin@weklean.local');
  await page.getByLabel(labels.password, { exact: true }).fill('Admin-weklean-2026');
  await page.getByRole('tabpanel', { name: labels.tab }).getByRole('button', { name: labels.submit }).click();
  await page.waitForURL('**/admin');
}

describe('the analytics consent and the admin marketing page', () => {
  let browser: Browser;
  beforeAll(async () => {
    // weklean.test is a secure origin there, as on the other English passes (no warning about the page's headers).
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  for (const pass of passes) {
    it(`asks first, sends nothing after a refusal, counts an accepting visitor on the admin's traffic, exports the CSV (${pass.locale})`, async () => {
      // A visitor who refuses: the banner, the two equal buttons, then not one request to /api/analytics.
      const refusing = await newContext(browser, pass.locale, pass.host, { consent: 'ask' });
      // The page's own clock, which runs on as usual until the test moves it past the tracker's timers below.
      await refusing.clock.install();
      const page = await refusing.newPage();
      const refusedRequests = analyticsRequests(page);
      await page.goto('/cleaners');
      const banner = page.getByRole('region', { name: pass.banner });
      await expect.poll(() => banner.count(), { timeout: 20_000 }).toBe(1);
      const [accept, refuse] = [banner.getByRole('button', { name: pass.accept }), banner.getByRole('button', { name: pass.refuse })];
      const [acceptBox, refuseBox] = [await accept.boundingBox(), await refuse.boundingBox()];
      expect(acceptBox?.width).toBe(refuseBox?.width);
      expect(acceptBox?.height).toBe(refuseBox?.height);
      expect(await banner.getByRole('link').getAttribute('href')).toBe('/privacy');
      await screenshot(page, `consent-banner-${pass.locale}`);
      // Keyboard: the choice is reachable with Tab like any button.
      await refuse.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => banner.count()).toBe(0);
      expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('refused');
      // The footer link opens the choice again.
      await page.getByRole('button', { name: pass.footerLink }).click();
      await expect.poll(() => banner.count()).toBe(1);
      await banner.getByRole('button', { name: pass.refuse }).click();
      await page.goto('/faq');
      // Past the first heartbeat (3 s) and the first sending (5 s) that a running tracker would make, then a visibility
      // change, then a request of the test's own: the page reports it after any request it sent before.
      await page.clock.runFor(6_500);
      const probe = page.waitForRequest((request) => request.url().endsWith('/favicon.svg?probe'));
      await page.evaluate(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
        await fetch('/favicon.svg?probe');
      });
      await probe;
      expect(refusedRequests).toEqual([]);
      expect(await page.evaluate(() => window.localStorage.getItem('weklean-visitor-id'))).toBeNull();
      await refusing.close();

      // A visitor who accepts: their page views arrive (the path's query string stays in the browser).
      const marker = `/e2e-traffic-${randomUUID().slice(0, 8)}`;
      const accepting = await newContext(browser, pass.locale, pass.host, { consent: 'ask' });
      const visitor = await accepting.newPage();
      const problems = collectProblems(visitor);
      const sent = analyticsRequests(visitor);
      await visitor.goto(`${marker}?email=someone@example.com`);
      await visitor.getByRole('region', { name: pass.banner }).getByRole('button', { name: pass.accept }).click();
      await expect.poll(() => sent.join('\n'), { timeout: 15_000 }).toContain(marker);
      expect(sent.join('\n')).not.toContain('someone@example.com');
      // Not one problem on the page: no error and no request that failed.
      expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
      await accepting.close();

      // The admin sees that page on the traffic, downloads the subscribers, and finds the held rewards.
      const admin = await newContext(browser, pass.locale, pass.host);
      const adminPage = await admin.newPage();
      await signInAsAdmin(adminPage, pass.login);
      await adminPage.goto('/admin/marketing');
      await expect.poll(() => adminPage.getByRole('heading', { name: pass.marketing, level: 1 }).count()).toBe(1);
      await expect
        .poll(
          async () => {
            if ((await adminPage.getByRole('cell', { name: marker }).count()) > 0) return true;
            await adminPage.reload();
            await adminPage.getByRole('heading', { name: pass.topPages }).waitFor();
            return (await adminPage.getByRole('cell', { name: marker }).count()) > 0;
          },
          { timeout: 30_000, interval: 2_000 },
        )
        .toBe(true);
      const [download] = await Promise.all([adminPage.waitForEvent('download'), adminPage.getByRole('link', { name: pass.download }).or(adminPage.getByRole('button', { name: pass.download })).click()]);
      expect(download.suggestedFilename()).toMatch(/^weklean-newsletter-all-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync((await download.path()) ?? '', 'utf8');
      const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toBe(pass.csvHeader);
      expect(lines.length).toBeGreaterThan(50);
      expect(lines[1]).toMatch(/@example\.(com|org|net),(fr|en),/);
      expect(await adminPage.getByRole('heading', { name: pass.held, level: 3 }).count()).toBe(1);
      await screenshot(adminPage, `admin-marketing-${pass.locale}`);
      await admin.close();
    });
  }
});
