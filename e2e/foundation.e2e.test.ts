import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, launchBrowser, newContext, screenshot } from './support/browser';

describe('the started app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('serves the React app and shows the 404 texts on an unknown path, with no console or CSP errors', async () => {
    const context = await newContext(browser, 'fr-CA');
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto('/cette-page-nexiste-pas');
    await expect.poll(() => page.getByRole('heading', { name: '404 - Page non trouvée' }).count()).toBe(1);
    expect(await page.getByText("La page que vous cherchez n'existe pas").count()).toBe(1);
    await screenshot(page, 'foundation-404-fr');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers /api/health with every component up', async () => {
    const context = await newContext(browser);
    const response = await context.request.get('/api/health');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { status: string; projections: { status: string }[] };
    expect(body.status).toBe('up');
    expect(body.projections.every((p) => p.status === 'up')).toBe(true);
    await context.close();
  });
});
