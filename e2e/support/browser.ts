import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const screenshotsDir = new URL('../screenshots/', import.meta.url).pathname;

/** Debian's Chromium, headless, with nothing that reaches the network on its own. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium is not at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // weklean.test stands for a host of the other brand (not localhost, not the French host).
      '--host-resolver-rules=MAP weklean.test 127.0.0.1',
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

/**
 * The started app under a host name: `localhost` is the French brand (interface forced to French), `weklean.test`
 * the other brand, where the visitor's language applies.
 */
export const siteUrl = (host: 'localhost' | 'weklean.test') => {
  const url = new URL(baseUrl());
  url.hostname = host;
  return url.origin;
};

/** The analytics consent's localStorage key (frontend/src/lib/analytics/consent.ts). */
export const CONSENT_STORAGE_KEY = 'weklean-analytics-consent';

export type ContextOptions = {
  consent?: 'refused' | 'ask';
  /**
   * The app's service worker (issue 36) installs in every new context and downloads the shell to precache it: the
   * tests of the installed app and its pushes allow it; the others block it, or each of their hundreds of contexts
   * pays that download beside what it tests.
   */
  serviceWorkers?: 'allow' | 'block';
};

/**
 * A fresh context (cookies and storage) with a browser language. Its visitor has already refused analytics, so that
 * the consent banner does not sit over the buttons a test clicks; `{ consent: 'ask' }` leaves the choice to the test
 * (the banner shows). A choice made during the test is kept: the default is written only where none is stored.
 */
export async function newContext(
  browser: Browser,
  locale: 'fr-CA' | 'en-CA' = 'fr-CA',
  host: 'localhost' | 'weklean.test' = 'localhost',
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: siteUrl(host),
    locale,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  if ((options.consent ?? 'refused') === 'refused') {
    await context.addInitScript((key: string) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'refused');
      } catch {
        // No storage on this page (about:blank): nothing to record.
      }
    }, CONSENT_STORAGE_KEY);
  }
  return context;
}

/** Console errors other than the browser's own line for an expected 401 (the signed-out current-user call). */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().includes('401 (Unauthorized)')) return;
    // An unknown page address answers 404 (issue 30), which Chromium logs as a failed resource: that status is what the
    // not-found tests ask for. A 404 of the API or of an asset (a path with a dot) is still a problem.
    const path = message.location().url ? new URL(message.location().url).pathname : '';
    const pageNotFound = message.text().includes('status of 404') && path !== '' && !path.startsWith('/api/') && !path.includes('.');
    if (!pageNotFound) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Saved under e2e/screenshots/ for a person to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: `${screenshotsDir}${name}.png`, fullPage: true });
}

/** The page on a 390 px phone: no sideways scrolling, a screenshot `<name>-390`; then back to the desktop size. */
export async function fitsPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}
