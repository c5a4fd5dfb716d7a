import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onThisAttempt } from './support/booking-steps';
import { launchBrowser, newContext, screenshot, siteUrl } from './support/browser';
import { lastMailTo } from './support/dev-mailbox';

describe('password reset in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('mails a link from /forgot-password, sets a new password with it, and signs in with that password', async () => {
    const context = await newContext(browser);
    // A retried attempt signs up an address of its own: the first attempt's is taken (409).
    const email = onThisAttempt('oubli@example.com');
    const signup = await context.request.post('/api/auth/signup', {
      data: { name: 'Léa Oubli', email, password: 'ancien-mot-de-passe' },
      headers: { origin: siteUrl('localhost') },
    });
    expect(signup.status()).toBe(201);
    await context.clearCookies();

    const page = await context.newPage();
    await page.goto('/forgot-password');
    await page.getByRole('main').getByLabel('Courriel').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    // The server's own (localized) answer, the same whether or not the address has an account.
    await expect.poll(() => page.getByRole('status').getByText(/réinitialisation/).count()).toBeGreaterThan(0);

    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe Weklean');
    const link = mail!.text.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)![0];
    await page.goto(new URL(link).pathname);
    await page.getByLabel('Nouveau mot de passe').fill('nouveau-mot-de-passe');
    await page.getByLabel('Confirmer le mot de passe').fill('nouveau-mot-de-passe');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect.poll(() => page.getByText('Vous pouvez maintenant vous connecter', { exact: false }).count()).toBeGreaterThan(0);
    await screenshot(page, 'password-reset-done');

    await page.goto('/login');
    await page.getByRole('main').getByLabel('Courriel').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('nouveau-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await expect.poll(() => page.getByRole('button', { name: /^Menu du compte de Léa Oubli/ }).count()).toBe(1);
    await context.close();
  });
});
