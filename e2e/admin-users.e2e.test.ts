import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, collectProblems, newContext, screenshot } from './support/browser';
import { PASSES, PASSWORD, fromPage, launchBrowserWithSecureTestHost, openSite, signIn, type Pass } from './support/booking-steps';

/**
 * Admin users, in French and in English: the demo admin finds a person by their e-mail, suspends their account with a
 * reason (the reason is required), and the person's open session ends and their sign-in is refused with the suspended
 * message; the admin reactivates them and they sign in again. Each pass suspends a person of its own (a fresh sign-up),
 * so that no other browser test's demo account is ever suspended.
 */

const TEXTS = {
  fr: {
    email: 'Courriel', password: 'Mot de passe', signInTab: 'Connexion', signIn: 'Se connecter',
    title: 'Utilisateurs', search: 'Nom ou courriel', open: (name: string) => `Ouvrir le compte de ${name}`,
    suspend: 'Suspendre le compte', confirmSuspend: 'Suspendre', reactivate: 'Réactiver le compte', confirmReactivate: 'Réactiver',
    reason: 'Motif', reasonRequired: 'Indiquez le motif (de 1 à 500 caractères).', suspended: 'Compte suspendu', reactivated: 'Compte réactivé',
    suspendedSince: /^Suspendu depuis le /, refused: /^Votre compte est suspendu\u00a0: vous ne pouvez pas vous connecter/,
    history: 'Historique', suspensionsTab: /^Suspensions \(1\)$/, clientFilter: 'Client', download: 'Télécharger mes données',
    suspendReason: 'Paiements contestés auprès de la banque', reactivateReason: 'Vérification faite avec la banque',
  },
  en: {
    email: 'Email', password: 'Password', signInTab: 'Log in', signIn: 'Log in',
    title: 'Users', search: 'Name or e-mail', open: (name: string) => `Open ${name}'s account`,
    suspend: 'Suspend account', confirmSuspend: 'Suspend', reactivate: 'Reactivate account', confirmReactivate: 'Reactivate',
    reason: 'Reason', reasonRequired: 'Give the reason (1 to 500 characters).', suspended: 'Account suspended', reactivated: 'Account reactivated',
    suspendedSince: /^Suspended since /, refused: /^Your account is suspended: you cannot sign in/,
    history: 'History', suspensionsTab: /^Suspensions \(1\)$/, clientFilter: 'Client', download: 'Download my data',
    suspendReason: 'Payments disputed with the bank', reactivateReason: 'Checked with the bank',
  },
} as const;

const ADMIN = { email: 'admin@weklean.local', password: 'Admin-weklean-2026' };

/** A new client signed up from the page itself (its cookie): the person this pass suspends. */
async function signUpPerson(page: Page, pass: Pass) {
  const email = `suspended-${pass.lang}-${Date.now()}@example.com`;
  const name = pass.lang === 'fr' ? 'Solène Gagnon' : 'Sloane Grant';
  const signup = await fromPage<{ user: { id: string } }>(page, 'POST', '/api/auth/signup', { name, email, password: PASSWORD, language: pass.lang });
  expect(signup.status).toBe(201);
  expect((await fromPage(page, 'POST', '/api/auth/select-role', { role: 'client' })).status).toBe(200);
  return { id: signup.body.user.id, name, email };
}

/** The sign-in form filled and sent, staying on the page (the refusal is read there). */
async function trySignIn(page: Page, t: (typeof TEXTS)['fr' | 'en'], email: string) {
  await page.goto('/login');
  // The session and the catalogues settled first: a form drawn again under the fingers loses what was typed.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.getByRole('main').getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/login');
  await page.getByRole('tabpanel', { name: t.signInTab }).getByRole('button', { name: t.signIn }).click();
  expect((await answered).status()).toBe(403);
}

async function answerReason(admin: Page, t: (typeof TEXTS)['fr' | 'en'], confirm: string, reason: string) {
  const dialog = admin.getByRole('dialog').filter({ has: admin.getByLabel(t.reason) });
  // The modal still zooming in, a click can miss its button: nothing refused, and the refusal is waited for in vain.
  await dialog.waitFor();
  await animationsDone(admin);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  // Without a reason: refused on the field, nothing sent.
  await expect.poll(() => dialog.getByText(t.reasonRequired, { exact: true }).count()).toBe(1);
  await dialog.getByLabel(t.reason).fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
}

describe('admin users', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const t = TEXTS[pass.lang];

    it('an admin finds a person, suspends them with a reason (their session ends, their sign-in is refused), reactivates them, and they sign in again', async () => {
      const personPage = await openSite(await newSiteContext(browser, pass, contexts), pass);
      const person = await signUpPerson(personPage, pass);
      await personPage.goto('/profile');
      // Their account settings offer their data (Law 25).
      await expect.poll(() => personPage.getByRole('link', { name: t.download }).getAttribute('href')).toBe('/api/me/data');

      const admin = await openSite(await newSiteContext(browser, pass, contexts), pass);
      const problems = collectProblems(admin);
      await signIn(admin, t, ADMIN.email, ADMIN.password);
      await admin.goto('/admin/users?role=client');
      await expect.poll(() => admin.getByRole('heading', { name: t.title, level: 1 }).count()).toBe(1);
      await admin.getByLabel(t.search).fill(person.email.toUpperCase());
      await admin.getByLabel(t.search).press('Enter');
      // Their row, found by the address (the list before the search, kept on screen until the answer, may hold a
      // namesake: a retried attempt's person).
      await admin.getByRole('row').filter({ hasText: person.email }).getByRole('button', { name: t.open(person.name) }).click();
      // The drawer slides in: its button is clicked where it stops.
      await admin.getByRole('button', { name: t.suspend }).waitFor();
      await animationsDone(admin);
      await admin.getByRole('button', { name: t.suspend }).click();
      await answerReason(admin, t, t.confirmSuspend, t.suspendReason);
      await expect.poll(() => admin.getByText(t.suspended, { exact: true }).count()).toBeGreaterThan(0);
      await expect.poll(() => admin.getByText(t.suspendedSince).count()).toBe(1);
      await expect.poll(() => admin.getByText(t.suspendReason, { exact: true }).count()).toBeGreaterThan(0);
      // The account's history link opens the audit drawer of its stream.
      const historyLink = admin.getByRole('link', { name: t.history, exact: true }).first();
      expect(await historyLink.getAttribute('href')).toContain(`history=account-${person.id}`);
      await admin.getByRole('tab', { name: t.suspensionsTab }).click();
      await screenshot(admin, `admin-users-suspended-${pass.lang}`);

      // Their open session has ended; signing in is refused with the suspended message.
      expect((await fromPage(personPage, 'GET', '/api/users/me')).status).toBe(401);
      await trySignIn(personPage, t, person.email);
      await expect.poll(() => personPage.getByText(t.refused).count()).toBeGreaterThan(0);
      expect(new URL(personPage.url()).pathname).toBe('/login');
      await screenshot(personPage, `admin-users-refused-${pass.lang}`);

      await admin.getByRole('button', { name: t.reactivate }).click();
      await answerReason(admin, t, t.confirmReactivate, t.reactivateReason);
      await expect.poll(() => admin.getByText(t.reactivated, { exact: true }).count()).toBeGreaterThan(0);
      await expect.poll(() => admin.getByRole('button', { name: t.suspend }).count()).toBe(1);

      await signIn(personPage, t, person.email, PASSWORD);
      expect((await fromPage(personPage, 'GET', '/api/users/me')).status).toBe(200);
      expect(problems).toEqual([]);
    });
  });
});

async function newSiteContext(browser: Browser, pass: Pass, contexts: BrowserContext[]) {
  // French first, as a visitor finds the site; openSite switches to English for that pass.
  const context = await newContext(browser, 'fr-CA', pass.host);
  contexts.push(context);
  return context;
}
