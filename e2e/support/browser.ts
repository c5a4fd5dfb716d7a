import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/**
 * Debian's old headless shell (package chromium-headless-shell) where it is installed, else Debian's Chromium;
 * CHROMIUM_PATH overrides both. The shell is the browser without its windowing layer, as Playwright itself runs
 * headless: the same Blink and V8, at about two thirds of the time of the whole browser run headless (payments.e2e:
 * 41–45 s against 62–65 s, side by side on one machine, issue 34). It ignores
 * `--unsafely-treat-insecure-origin-as-secure`, though: see launchBrowserWithSecureTestHost.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const WHOLE_CHROMIUM = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : WHOLE_CHROMIUM);
/** The browser that honours `--unsafely-treat-insecure-origin-as-secure` (the shell does not). */
const secureHostExecutablePath = process.env.CHROMIUM_PATH ?? WHOLE_CHROMIUM;

/** Chromium's switches for every browser of the tests: headless, and nothing that reaches the network on its own. */
const BROWSER_ARGS = [
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
];
const screenshotsDir = new URL('../screenshots/', import.meta.url).pathname;

/** Debian's Chromium, headless, with nothing that reaches the network on its own. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium is not at ${executablePath}: apt-get install -y chromium chromium-headless-shell (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({ executablePath, args: BROWSER_ARGS });
}

/** A browser's companion for the English host's contexts (launchBrowserWithSecureTestHost), launched when first asked. */
const secureHostBrowsers = new WeakMap<Browser, () => Promise<Browser>>();

/**
 * A browser whose contexts on the English host (weklean.test) are a secure origin, as its real HTTPS address is: over
 * plain HTTP, Chromium gives a page no position (the cleaner could not punch in), no passkeys, no `crypto.randomUUID`,
 * and warns of the COOP header. The shell ignores the switch that allows it, so newContext opens that host's contexts
 * in the whole Chromium, launched once per browser on its first such context and closed with it; the French host's
 * contexts, which need no switch (localhost is a secure origin), stay in the faster shell. `wholeBrowser`: every
 * context in the whole Chromium (the shell has no push service worker API, so the push test's card says "unsupported").
 */
export async function launchBrowserWithSecureTestHost(options: { wholeBrowser?: boolean } = {}): Promise<Browser> {
  const secureArgs = [...BROWSER_ARGS, `--unsafely-treat-insecure-origin-as-secure=${siteUrl('weklean.test')}`];
  if (options.wholeBrowser || executablePath === secureHostExecutablePath) {
    return chromium.launch({ executablePath: secureHostExecutablePath, args: secureArgs });
  }
  const browser = await launchBrowser();
  let companion: Promise<Browser> | null = null;
  secureHostBrowsers.set(browser, () => (companion ??= chromium.launch({ executablePath: secureHostExecutablePath, args: secureArgs })));
  // Closed with it, before the test file's afterAll returns.
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await close(options);
    await companion?.then((whole) => whole.close()).catch(() => undefined);
  };
  return browser;
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
  const secureHost = host === 'weklean.test' ? secureHostBrowsers.get(browser) : undefined;
  const context = await (secureHost ? await secureHost() : browser).newContext({
    baseURL: siteUrl(host),
    locale,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  recordApiAnswers(context);
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

/**
 * The API's last answers to the test's browsers (method, path, status, and the error code of a 4xx or 5xx), kept so
 * that a failed attempt can say what the server answered (e2e/support/retries.ts): a screen waited for in vain says
 * nothing of the refusal or the failure behind it. Cleared at each test's start.
 */
const apiAnswers: string[] = [];
const API_ANSWERS_KEPT = 25;
export const recentApiAnswers = () => [...apiAnswers];
export const clearApiAnswers = () => void apiAnswers.splice(0);

function keepApiAnswer(line: string) {
  apiAnswers.push(line);
  if (apiAnswers.length > API_ANSWERS_KEPT) apiAnswers.shift();
}

function recordApiAnswers(context: BrowserContext) {
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const status = response.status();
    const line = `${new Date().toISOString().slice(11, 23)} ${response.request().method()} ${url.pathname}${url.search} ${status}`;
    if (status < 400) return keepApiAnswer(line);
    // The error's code, read from the body (a closed page has none to give).
    response
      .text()
      .then((body) => keepApiAnswer(`${line} ${body.slice(0, 200)}`))
      .catch(() => keepApiAnswer(line));
  });
  context.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) keepApiAnswer(`${request.method()} ${url.pathname} failed: ${request.failure()?.errorText ?? ''}`);
  });
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

/**
 * Waits until no finite animation runs on the page: antd opens its modals, drawers and menus with a zoom or a slide, and
 * a click while the element still moves can land where it was a moment before (nothing clicked, and a test that waits
 * for what the click shows waits in vain: admin-users, CI 12-01). An endless animation (a spinner, a caret's blink)
 * never ends and says nothing of the page's state.
 */
export async function animationsDone(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity).length),
    )
    .toBe(0);
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
