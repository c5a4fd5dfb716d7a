import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';
import { openSite, type Pass } from './booking-steps';

/** The demo accounts of the README (seeded on first start). */
export const DEMO = {
  client: { email: 'client@weklean.local', password: 'Demo-client-2026' },
  cleaner: { email: 'cleaner@weklean.local', password: 'Demo-cleaner-2026' },
  admin: { email: 'admin@weklean.local', password: 'Admin-weklean-2026' },
} as const;
export type Role = keyof typeof DEMO | 'visitor';

/** The page of the pass's language, signed in as `role` through the API from the page itself (its cookie, its origin). */
export async function openAs(context: BrowserContext, pass: Pass, role: Role): Promise<Page> {
  const page = await openSite(context, pass);
  if (role === 'visitor') return page;
  const status = await page.evaluate(async (credentials) => {
    const answer = await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
    return answer.status;
  }, DEMO[role]);
  expect(status).toBe(200);
  return page;
}

/** A JSON answer of the API with the page's cookie. */
export const getJson = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (address) => {
    const answer = await fetch(address);
    if (!answer.ok) throw new Error(`${address}: ${answer.status}`);
    return (await answer.json()) as T;
  }, path) as Promise<T>;

/** Real ids of the demo, for the routes that name one. */
export async function demoIds() {
  const cleaners = (await (await fetch(`${baseUrl()}/api/cleaners?city=montreal&pageSize=1`)).json()) as { items: { slug: string; cityId: string | null; regionId: string | null }[] };
  const cleaner = cleaners.items[0];
  if (!cleaner) throw new Error('no demo cleaner in Montréal');
  return { cleanerSlug: cleaner.slug, cityName: 'montreal', regionId: cleaner.regionId ?? 'montreal' };
}

/**
 * Text nodes that are a translation key rather than text (`namespace:key`, `section.key`), or a `{{placeholder}}`
 * left unfilled: what a missing key shows.
 */
export async function rawKeysOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const keyLike = /^[a-z][\w-]*(:[\w.-]+|(\.[a-zA-Z][\w-]*)+)$/;
    const domain = /\.(ca|com|test|local|fr|en|md|js|png|jpg|pdf)$/i;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text.includes('{{') || (keyLike.test(text) && !domain.test(text) && !/@/.test(text))) found.push(text);
    }
    return found;
  });
}
