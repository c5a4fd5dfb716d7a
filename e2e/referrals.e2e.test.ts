import { addDays } from '@weklean/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, screenshot } from './support/browser';
import {
  DEMO_CLEANER_PASSWORD, PASSES, STEP_TEXTS, addProperty, advanceClockTo, appNow, contextOnAppTime, fillSchedule,
  freshCleaner, fromPage, launchBrowserWithSecureTestHost, money, onThisAttempt, openBookingForm, openSite, plain, quebec,
  quebecAt, sendRequest, setDuration, settled, signIn, signUpClient,
} from './support/booking-steps';

/**
 * Referrals, in French and in English: a client finds their code and link on /referrals; a friend opens the link,
 * lands on the sign-up with the code filled in and who invited them; once signed up, the friend shows on the first
 * client's /referrals. A code nobody uses is refused under its field. The friend then books: the form and the
 * booking show the $10 off; once the cleaner has done the job and the balance is paid, the first client's /referrals
 * shows the $20 earned. The app's clock is shared by the whole run and only moves forward.
 */

const TEXTS = {
  fr: {
    ...STEP_TEXTS.fr,
    title: 'Parrainage', linkLabel: 'Votre lien d’invitation', referralCode: 'Code de parrainage', invitedBy: (name: string) => `Vous êtes invité par ${name}.`,
    invalid: 'Code de parrainage invalide : vérifiez-le auprès de la personne qui vous l’a donné.', joined: 'Inscrit', earned: 'Obtenue',
    photosAllowed: 'Photos permises', priceTitle: 'Votre prix', referralDiscount: 'Rabais de parrainage (ami invité)',
  },
  en: {
    ...STEP_TEXTS.en,
    title: 'Referrals', linkLabel: 'Your invitation link', referralCode: 'Referral code', invitedBy: (name: string) => `You were invited by ${name}.`,
    invalid: 'Invalid referral code: check it with the person who gave it to you.', joined: 'Joined', earned: 'Earned',
    photosAllowed: 'Photos allowed', priceTitle: 'Your price', referralDiscount: 'Referral discount (invited friend)',
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

    it("a friend signs up with a client's link, gets $10 off their first booking, and the client earns $20 once it is done and paid", async () => {
      // D: a morning the app's clock is moved to; the friend's booking is on D+1 at 10:00.
      const before = quebec(await appNow());
      const day = before.time < '07:00' ? before.date : addDays(before.date, 1);
      await advanceClockTo(quebecAt(day, '07:00'));
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
      await friend.getByRole('main').getByLabel(t.email).fill(`nobody.${pass.lang}@example.com`);
      await friend.getByLabel(t.password, { exact: true }).fill('Un-mot-de-passe-1');
      await friend.getByLabel(t.confirmPassword).fill('Un-mot-de-passe-1');
      await friend.getByRole('button', { name: t.createAccount }).click();
      await expect.poll(() => friend.getByText(t.invalid, { exact: true }).count()).toBe(1);
      // The real link: the sign-up with the code, and who invited.
      await friend.goto(new URL(link).pathname + new URL(link).search);
      expect(await friend.getByLabel(t.referralCode).inputValue()).toBe(new URL(link).searchParams.get('ref'));
      await expect.poll(() => friend.getByText(t.invitedBy(pass.lang === 'fr' ? 'Nadia' : 'Olivia'), { exact: true }).count()).toBe(1);
      await friend.getByLabel(t.fullName).fill(pass.lang === 'fr' ? 'Julien Côté' : 'Sam Patel');
      // A retried attempt signs the friend up with an address of their own: the first attempt's may be taken.
      await friend.getByRole('main').getByLabel(t.email).fill(onThisAttempt(`friend.${pass.lang}@example.com`));
      await friend.getByLabel(t.password, { exact: true }).fill('Un-mot-de-passe-1');
      await friend.getByLabel(t.confirmPassword).fill('Un-mot-de-passe-1');
      await friend.getByRole('button', { name: t.createAccount }).click();
      await friend.waitForURL('**/auth/select-role');

      await referrer.reload();
      await expect.poll(() => referrer.getByText(pass.lang === 'fr' ? 'Julien' : 'Sam', { exact: true }).count(), { timeout: 10_000 }).toBe(1);
      expect(await referrer.getByText(t.joined, { exact: true }).count()).toBe(1);

      // The friend's first booking: the 15 % and the $10 off, in the form's price and on the booking.
      await friend.getByText(t.clientRole).click();
      await friend.getByRole('button', { name: t.continue }).click();
      await friend.waitForURL('**/client-onboarding');
      await addProperty(friend, t);
      const cleaner = await freshCleaner();
      await openBookingForm(friend, t, cleaner);
      await fillSchedule(friend, t, addDays(day, 1), '10:00');
      await setDuration(friend, t, '4');
      // No photos: the cleaner can punch out straight away.
      await friend.getByRole('switch', { name: t.photosAllowed }).click();
      const discountLine = `${t.referralDiscount} −${money(1000, pass.lang)}`;
      await expect.poll(async () => plain(await friend.getByRole('complementary', { name: t.priceTitle }).innerText())).toContain(discountLine);
      await settled(friend);
      await screenshot(friend, `referrals-friend-price-${pass.lang}`);
      const created = await sendRequest(friend, t);
      expect((created.price as { referralDiscount?: number }).referralDiscount).toBe(1000);
      await expect.poll(async () => plain(await friend.locator('main').innerText())).toContain(discountLine);

      // The cleaner accepts, comes and leaves (through the API: the booking path's test does it on the screens); the
      // balance is charged after the service with the saved card, and the job, completed and paid, earns the reward.
      const cleanerContext = await contextOnAppTime(browser, pass);
      const cleanerPage = await openSite(cleanerContext, pass);
      await signIn(cleanerPage, t, cleaner.email, DEMO_CLEANER_PASSWORD);
      expect((await fromPage(cleanerPage, 'POST', `/api/bookings/${created.id}/accept`)).status).toBe(200);
      await advanceClockTo(quebecAt(addDays(day, 1), '09:45'), [referrerContext, friendContext, cleanerContext]);
      const place = { lat: 45.52, lng: -73.58 };
      expect((await fromPage(cleanerPage, 'POST', `/api/bookings/${created.id}/punch-in`, place)).status).toBe(200);
      const out = await fromPage<{ status: string }>(cleanerPage, 'POST', `/api/bookings/${created.id}/punch-out`, place);
      expect([out.status, out.body.status]).toEqual([200, 'completed']);
      // The balance charge, the reward's reaction and the read model follow one another: on a loaded machine (the
      // whole browser run on two cores) the chain has taken more than 30 s.
      await expect.poll(() => rewardRow(referrer, pass.lang === 'fr' ? 'Julien' : 'Sam'), { timeout: 90_000, interval: 1_000 }).toContain(t.earned);
      expect(await rewardRow(referrer, pass.lang === 'fr' ? 'Julien' : 'Sam')).toContain(money(2000, pass.lang));
      await settled(referrer);
      await screenshot(referrer, `referrals-earned-${pass.lang}`);

      expect(problems).toEqual([]);
      // The unknown code's preview (404, nothing shown) and its refusal at sign-up (422, said under the field).
      expect(friendProblems).toEqual([
        'Failed to load resource: the server responded with a status of 404 (Not Found)',
        'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
      ]);
      for (const context of [referrerContext, friendContext, cleanerContext]) await context.close();
    }, 180_000);
  });
});

/** The friend's row of the rewards table, read again (the reward comes through the reactors, a moment after the payment). */
async function rewardRow(page: Page, friend: string): Promise<string> {
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: friend });
  await row.first().waitFor();
  return plain(await row.first().innerText());
}
