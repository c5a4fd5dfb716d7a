import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, collectProblems, newContext, screenshot } from './support/browser';
import { PASSES, PASSWORD, fromPage, launchBrowserWithSecureTestHost, openSite, signIn } from './support/booking-steps';

/**
 * Account settings (issue 33), in French and in English: a new name asks for the current password (refused without
 * it and with a wrong one, kept with the right one); the optional phone number is checked in the form, kept without
 * the password and shown as people read it; an admin sees it on the person's account. The admin's menu leads to their
 * own account settings and to the referral programme's page, inside the admin area.
 */

const TEXTS = {
  fr: {
    email: 'Courriel', password: 'Mot de passe', signInTab: 'Connexion', signIn: 'Se connecter',
    accountTitle: 'Mon compte', name: 'Nom complet', currentPassword: 'Mot de passe actuel', phone: 'Téléphone (facultatif)', save: 'Enregistrer',
    passwordMissing: 'Entrez votre mot de passe actuel.', passwordWrong: 'Le mot de passe actuel est incorrect.', saved: 'Profil mis à jour',
    phoneDigits: 'Le numéro doit compter de 10 à 15 chiffres.', phoneInvalid: 'Entrez un numéro valide : 10 chiffres (514 555-0199), ou + et l’indicatif du pays.',
    menu: /^Menu du compte de /, myAccount: 'Mon compte', referrals: 'Programme de parrainage', referralsTitle: 'Programme de parrainage',
    changePassword: 'Changer le mot de passe', phoneLabel: 'Téléphone', newName: 'Noémie Paradis-Roy',
  },
  en: {
    email: 'Email', password: 'Password', signInTab: 'Log in', signIn: 'Log in',
    accountTitle: 'My account', name: 'Full name', currentPassword: 'Current password', phone: 'Phone (optional)', save: 'Save',
    passwordMissing: 'Enter your current password.', passwordWrong: 'The current password is incorrect.', saved: 'Profile updated',
    phoneDigits: 'The number must have 10 to 15 digits.', phoneInvalid: 'Enter a valid number: 10 digits (514 555-0199), or + and the country code.',
    menu: /^Account menu of /, myAccount: 'My account', referrals: 'Referral program', referralsTitle: 'Referral programme',
    changePassword: 'Change the password', phoneLabel: 'Phone', newName: 'Nora Parker-Reid',
  },
} as const;

const ADMIN = { email: 'admin@weklean.local', password: 'Admin-weklean-2026' };

/** Opens the account menu once its opening animation is over (a click during it can miss the moving item). */
async function openUserMenu(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menu').last().waitFor();
  await animationsDone(page);
}

/** Browser errors but the answer the test asks for: the 403 of the wrong current password. */
const unexpected = (problems: string[]) => problems.filter((problem) => !problem.includes('status of 403'));

describe('account settings', () => {
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
    const site = async () => {
      // A French browser, as in the other passes: openSite switches to English with the footer's "Langue" switch.
      const context = await newContext(browser, 'fr-CA', pass.host);
      contexts.push(context);
      return openSite(context, pass);
    };
    let person: { id: string; email: string } | null = null;

    it('asks the current password for a new name, and keeps an optional phone number without it', async () => {
      const page = await site();
      const problems = collectProblems(page);
      const email = `identity-${pass.lang}-${Date.now()}@example.com`;
      const signup = await fromPage<{ user: { id: string } }>(page, 'POST', '/api/auth/signup', { name: 'Noémie Paradis', email, password: PASSWORD, language: pass.lang });
      expect(signup.status).toBe(201);
      expect((await fromPage(page, 'POST', '/api/auth/select-role', { role: 'client' })).status).toBe(200);
      person = { id: signup.body.user.id, email };
      await page.goto('/profile');
      await expect.poll(() => page.getByRole('heading', { name: t.accountTitle, level: 1 }).count()).toBe(1);
      const profile = page.locator('form#profile');
      const currentPassword = profile.getByLabel(t.currentPassword);
      const save = profile.getByRole('button', { name: t.save });
      expect(await currentPassword.count()).toBe(0);

      // A new name: the current password is asked for, and required.
      await profile.getByLabel(t.name).fill(t.newName);
      await expect.poll(() => currentPassword.count()).toBe(1);
      await save.click();
      await expect.poll(() => profile.getByText(t.passwordMissing, { exact: true }).count()).toBe(1);
      // A wrong one: refused by the server, said under the field, the name unchanged.
      await currentPassword.fill('pas-le-bon-mot-de-passe');
      await save.click();
      await expect.poll(() => profile.getByText(t.passwordWrong, { exact: true }).count()).toBe(1);
      expect((await fromPage<{ user: { name: string } }>(page, 'GET', '/api/users/me')).body.user.name).toBe('Noémie Paradis');
      await screenshot(page, `account-settings-name-password-${pass.lang}`);
      // The right one: renamed.
      await currentPassword.fill(PASSWORD);
      await save.click();
      await expect.poll(() => page.getByText(t.saved, { exact: true }).count()).toBeGreaterThan(0);
      await expect.poll(async () => (await fromPage<{ user: { name: string } }>(page, 'GET', '/api/users/me')).body.user.name).toBe(t.newName);
      await expect.poll(() => currentPassword.count()).toBe(0);

      // The phone number: checked in the form, then kept without the password, and shown as people read it.
      const phone = profile.getByLabel(t.phone);
      await phone.fill('555-0199');
      await save.click();
      await expect.poll(() => profile.getByText(t.phoneDigits, { exact: true }).count()).toBe(1);
      await phone.fill('514-555-CALL');
      await save.click();
      await expect.poll(() => profile.getByText(t.phoneInvalid, { exact: true }).count()).toBe(1);
      await phone.fill('(514) 555-0199');
      expect(await currentPassword.count()).toBe(0);
      await save.click();
      await expect.poll(async () => (await fromPage<{ user: { phone?: string } }>(page, 'GET', '/api/users/me')).body.user.phone).toBe('+15145550199');
      await page.reload();
      await expect.poll(() => page.locator('form#profile').getByLabel(t.phone).inputValue()).toBe('+1 514 555-0199');
      // Private: the browser keeps no copy of it.
      expect(await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]))).not.toContain('5550199');
      await screenshot(page, `account-settings-phone-${pass.lang}`);
      expect(unexpected(problems)).toEqual([]);
    });

    it('leads an admin from the menu to their own account settings and to the referral programme, and shows them the person’s phone', async () => {
      const page = await site();
      const problems = collectProblems(page);
      await signIn(page, t, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin');

      await openUserMenu(page, t.menu);
      await page.getByRole('menuitem', { name: t.myAccount }).click();
      await page.waitForURL('**/admin/account');
      await expect.poll(() => page.getByRole('heading', { name: t.accountTitle, level: 1 }).count()).toBe(1);
      // Their own e-mail, password and language, on a page that stays (no bounce to /admin).
      await expect.poll(() => page.locator('form#profile').getByLabel(t.email).inputValue()).toBe(ADMIN.email);
      expect(await page.getByRole('button', { name: t.changePassword }).count()).toBe(1);
      await screenshot(page, `account-settings-admin-${pass.lang}`);

      await openUserMenu(page, t.menu);
      await page.getByRole('menuitem', { name: t.referrals }).click();
      await page.waitForURL('**/admin/referrals');
      await expect.poll(() => page.getByRole('heading', { name: t.referralsTitle, level: 1 }).count()).toBe(1);

      // The spec's paths of these two pages lead there too.
      await page.goto('/profile');
      await page.waitForURL('**/admin/account');
      await page.goto('/referrals');
      await page.waitForURL('**/admin/referrals');

      expect(person).not.toBeNull();
      await page.goto(`/admin/users?user=${person!.id}`);
      const drawer = page.getByRole('dialog');
      await expect.poll(() => drawer.getByText(person!.email, { exact: true }).count()).toBe(1);
      await expect.poll(() => drawer.getByRole('link', { name: '+1 514 555-0199' }).getAttribute('href')).toBe('tel:+15145550199');
      expect(await drawer.getByText(t.phoneLabel, { exact: true }).count()).toBe(1);
      expect(problems).toEqual([]);
    });
  });
});
