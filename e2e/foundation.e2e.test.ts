import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminHealth } from './support/admin-health';
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
    expect(await page.getByText("La page que vous cherchez n’existe pas").count()).toBe(1);
    await screenshot(page, 'foundation-404-fr');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers /api/health with its status alone to a visitor, and every component up to the admin', async () => {
    const context = await newContext(browser);
    const response = await context.request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'up' });
    await context.close();
    const details = await adminHealth(inject('baseUrl'))();
    expect(details.status).toBe(200);
    expect(details.body.status).toBe('up');
    expect(details.body.parked).toBe(0);
    expect(details.body.projections.every((p) => p.status === 'up')).toBe(true);
  });
});
