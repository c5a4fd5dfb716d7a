import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onThisAttempt } from './support/booking-steps';
import { animationsDone, collectProblems, launchBrowser, newContext, screenshot } from './support/browser';

const PASSWORD = 'Un-mot-de-passe-1';

const signIn = async (page: Page, email: string, password: string, remember = false) => {
  await page.getByRole('main').getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Se souvenir de moi').check();
  await page.getByRole('button', { name: 'Se connecter' }).click();
};

/**
 * Opens the account menu and waits for its opening animation to end: a click while antd still places and scales the
 * menu can land where an item was a moment before (the page scrolls to it, the menu moves, nothing is clicked).
 */
const openUserMenu = async (page: Page) => {
  await page.getByRole('button', { name: /^Menu du compte de / }).click();
  await page.getByRole('menu').last().waitFor();
  await animationsDone(page);
};

describe('accounts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('signs up, chooses a role, lands on the profile, signs out, then signs in again with remember me', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    // A retried attempt signs up an address of its own (the first attempt's is taken), and signs in with it below.
    const email = onThisAttempt('chloe@example.com');
    await page.goto('/auth?tab=signup');
    await page.getByLabel('Nom complet').fill('Chloé Bouchard');
    await page.getByRole('main').getByLabel('Courriel').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    await page.waitForURL('**/auth/select-role');
    const continueButton = page.getByRole('button', { name: 'Continuer' });
    expect(await continueButton.isDisabled()).toBe(true);
    // The page's own link (the footer's newsletter form has one of the same name).
    expect(await page.locator('#main').getByRole('link', { name: "conditions d’utilisation", exact: true }).getAttribute('href')).toBe('/terms');
    await screenshot(page, 'accounts-select-role');
    await page.getByText('Client (propriétaire)').click();
    await continueButton.click();
    await page.waitForURL('**/client-onboarding');
    await page.goto('/profile');
    await expect.poll(() => page.getByRole('heading', { name: 'Mon compte' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'accounts-profile');

    await openUserMenu(page);
    expect(await page.getByRole('menuitem', { name: 'Propriétés' }).count()).toBe(1);
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Connexion' }).count()).toBeGreaterThan(0);

    await page.goto('/login');
    await signIn(page, email, PASSWORD, true);
    await page.waitForURL((url) => url.pathname !== '/login');
    // The session is the HttpOnly cookie alone: the app keeps the user record, never the token.
    const stored = () => page.evaluate(() => [localStorage, sessionStorage].map((s) => [s.getItem('weklean-user') !== null, s.getItem('weklean-token')]));
    expect(await stored()).toEqual([[true, null], [false, null]]);
    expect((await context.cookies()).find((c) => c.name === 'weklean_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // A token left by an older version is removed when the app starts.
    await page.evaluate(() => localStorage.setItem('weklean-token', 'left-by-an-older-version'));
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: /^Menu du compte de Chloé Bouchard/ }).count()).toBe(1);
    expect(await stored()).toEqual([[true, null], [false, null]]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the error toast on a wrong password and stays on the login page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'client@weklean.local', 'not-the-password');
    await expect.poll(() => page.getByText('Courriel ou mot de passe incorrect.').count()).toBeGreaterThan(0);
    await screenshot(page, 'accounts-wrong-password');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('sends a signed-out visitor of /bookings to /login, then back to /bookings after signing in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/bookings');
    await page.waitForURL('**/login');
    await signIn(page, 'client@weklean.local', 'Demo-client-2026');
    await page.waitForURL('**/bookings');
    await context.close();
  });

  it('shows the 404 texts on an unknown path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/nulle-part/ici');
    await expect.poll(() => page.getByRole('heading', { name: '404 - Page non trouvée' }).count()).toBe(1);
    expect(await page.getByText("La page que vous cherchez n’existe pas").count()).toBe(1);
    await context.close();
  });

  it('keeps the language and the theme across a reload', async () => {
    const context = await newContext(browser, 'fr-CA', 'weklean.test');
    const page = await context.newPage();
    await page.goto('/nowhere');
    await expect.poll(() => page.getByRole('heading', { name: '404 - Page non trouvée' }).count()).toBe(1);
    await page.getByRole('radiogroup', { name: 'Langue' }).getByText('English').click();
    await expect.poll(() => page.getByRole('heading', { name: '404 - Page not found' }).count()).toBe(1);
    await page.getByRole('radiogroup', { name: 'Theme' }).getByText('Dark').click();
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: '404 - Page not found' }).count()).toBe(1);
    expect(await page.evaluate(() => [localStorage.getItem('i18nextLng'), localStorage.getItem('weklean-theme')])).toEqual(['en', 'dark']);
    const background = await page.evaluate(() => getComputedStyle(document.querySelector('.ant-layout') ?? document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await screenshot(page, 'accounts-dark-en');
    await context.close();
  });

  it('keeps an admin inside /admin', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'admin@weklean.local', 'Admin-weklean-2026');
    await page.waitForURL('**/admin');
    // An admin's own account is inside the admin area (issue 33): /profile leads there, not to the dashboard.
    await page.goto('/profile');
    await page.waitForURL('**/admin/account');
    await page.goto('/bookings');
    await page.waitForURL('**/admin');
    await openUserMenu(page);
    expect(await page.getByRole('menuitem', { name: 'Tableau de bord admin' }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: 'Mes réservations' }).count()).toBe(0);
    await context.close();
  });
});
