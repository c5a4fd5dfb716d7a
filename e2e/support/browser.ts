import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

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
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

/** A fresh context (cookies and storage) with a browser language. */
export async function newContext(browser: Browser, locale: 'fr-CA' | 'en-CA' = 'fr-CA'): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 1280, height: 800 } });
}

/** Saved under e2e/screenshots/ for a person to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: `${screenshotsDir}${name}.png`, fullPage: true });
}
