import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, screenshot } from './support/browser';
import { PASSES, contextOnAppTime, launchBrowserWithSecureTestHost, openSite, signUpClient } from './support/booking-steps';

/**
 * Referrals, in French and in English: a client finds their code and link on /referrals; a friend opens the link,
 * lands on the sign-up with the code filled in and who invited them; once signed up, the friend shows on the first
 * client's /referrals. A code nobody uses is refused under its field.
 */

const TEXTS = {
  fr: {
    fullName: 'Nom complet', email: 'Courriel', password: 'Mot de passe', confirmPassword: 'Confirmer le mot de passe',
    createAccount: 'Créer mon compte', clientRole: 'Client (propriétaire)', continue: 'Continuer',
    title: 'Parrainage', linkLabel: 'Votre lien d’invitation', referralCode: 'Code de parrainage', invitedBy: (name: string) => `Vous êtes invité par ${name}.`,
    invalid: 'Code de parrainage invalide : vérifiez-le auprès de la personne qui vous l’a donné.', joined: 'Inscrit',
  },
  en: {
    fullName: 'Full name', email: 'Email', password: 'Password', confirmPassword: 'Confirm password',
    createAccount: 'Create my account', clientRole: 'Client (homeowner)', continue: 'Continue',
    title: 'Referrals', linkLabel: 'Your invitation link', referralCode: 'Referral code', invitedBy: (name: string) => `You were invited by ${name}.`,
    invalid: 'Invalid referral code: check it with the person who gave it to you.', joined: 'Joined',
  },
} as const;

describe('referrals', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const t = TEXTS[pass.lang];

    it("a friend signs up with a client's link and shows in their invitations", async () => {
      const referrerContext = await contextOnAppTime(browser, pass);
      const referrer = await openSite(referrerContext, pass);
      const problems = collectProblems(referrer);
      await signUpClient(referrer, t as never, pass.lang === 'fr' ? 'Nadia Gagnon' : 'Olivia Brown', `referrer.${pass.lang}@example.com`);
      await referrer.goto('/referrals');
      await expect.poll(() => referrer.getByRole('heading', { name: t.title, level: 1 }).count()).toBe(1);
      const link = await referrer.getByLabel(t.linkLabel).inputValue();
      expect(link).toMatch(/\/auth\?ref=[A-HJKMNP-Z2-9]{8}$/);
      await screenshot(referrer, `referrals-${pass.lang}`);

      const friendContext = await contextOnAppTime(browser, pass);
      const friend = await openSite(friendContext, pass);
      const friendProblems = collectProblems(friend);
      // A code nobody uses: refused under its field, no account made.
      await friend.goto('/auth?ref=WXYZ2345');
      await friend.getByLabel(t.fullName).fill('Ami Test');
      await friend.getByLabel(t.email).fill(`nobody.${pass.lang}@example.com`);
      await friend.getByLabel(t.password, { exact: true }).fill('Un-mot-de-passe-1');
      await friend.getByLabel(t.confirmPassword).fill('Un-mot-de-passe-1');
      await friend.getByRole('button', { name: t.createAccount }).click();
      await expect.poll(() => friend.getByText(t.invalid, { exact: true }).count()).toBe(1);
      // The real link: the sign-up with the code, and who invited.
      await friend.goto(new URL(link).pathname + new URL(link).search);
      expect(await friend.getByLabel(t.referralCode).inputValue()).toBe(new URL(link).searchParams.get('ref'));
      await expect.poll(() => friend.getByText(t.invitedBy(pass.lang === 'fr' ? 'Nadia' : 'Olivia'), { exact: true }).count()).toBe(1);
      await friend.getByLabel(t.fullName).fill(pass.lang === 'fr' ? 'Julien Côté' : 'Sam Patel');
      await friend.getByLabel(t.email).fill(`friend.${pass.lang}@example.com`);
      await friend.getByLabel(t.password, { exact: true }).fill('Un-mot-de-passe-1');
      await friend.getByLabel(t.confirmPassword).fill('Un-mot-de-passe-1');
      await friend.getByRole('button', { name: t.createAccount }).click();
      await friend.waitForURL('**/auth/select-role');

      await referrer.reload();
      await expect.poll(() => referrer.getByText(pass.lang === 'fr' ? 'Julien' : 'Sam', { exact: true }).count(), { timeout: 10_000 }).toBe(1);
      expect(await referrer.getByText(t.joined, { exact: true }).count()).toBe(1);
      expect(problems).toEqual([]);
      // The unknown code's preview (404, nothing shown) and its refusal at sign-up (422, said under the field).
      expect(friendProblems).toEqual([
        'Failed to load resource: the server responded with a status of 404 (Not Found)',
        'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
      ]);
      for (const context of [referrerContext, friendContext]) await context.close();
    }, 120_000);
  });
});
