import { addDays } from '@weklean/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, screenshot } from './support/browser';
import {
  DEMO_CLEANER_PASSWORD, PASSES, STEP_TEXTS, addProperty, advanceClockTo, appNow, contextOnAppTime,
  downloadedDocuments, fillSchedule, freshCleaner, fromPage, launchBrowserWithSecureTestHost, money, openBookingForm,
  openSite, paymentRowAfterReload, plain, quebec, quebecAt, sendRequest, setDuration, settled, signIn, signUpClient,
} from './support/booking-steps';

/**
 * The payment screens the booking path does not reach, in French and in English: a card that asks for 3-D Secure
 * (the simulated bank's dialog on the booking's page), then its balance, which the provider cannot charge off-session
 * (`authentication_required`): the client is told on the booking's page and pays on the pay page, first with a
 * declined card, then with 4242. The app's clock is shared by the whole run and only moves forward.
 */

const AUTHENTICATION_CARD = '4000 0027 6000 3184';
const DECLINED_CARD = '4000 0000 0000 0002';
const VISA = '4242 4242 4242 4242';

const TEXTS = {
  fr: {
    ...STEP_TEXTS.fr,
    photosAllowed: 'Photos permises', priceTitle: 'Votre prix', priceConfirmed: 'Prix confirmé par Weklean.',
    authTitle: 'Authentification 3-D Secure (simulée)', authConfirm: 'Confirmer le paiement',
    confirmStep: 'Confirmez votre paiement', openBank: 'Confirmer auprès de ma banque', sentToast: 'Demande envoyée',
    confirmedToast: 'Paiement confirmé, demande envoyée', countdown: /Expire dans/,
    paid: 'Payé', due: 'Reste à payer',
    balanceFailure: 'Le dernier paiement demandait une authentification (3-D Secure) : le solde doit être payé par le client.',
    payNow: 'Payer le solde maintenant', payTitle: 'Payer le solde', pay: (amount: string) => `Payer ${amount}`,
    declined: "Le paiement du solde a été refusé : votre carte a été refusée par votre banque. Rien n’a été prélevé; essayez une autre carte.",
    paidInFull: 'Payé en totalité', viewBooking: 'Voir la réservation',
    receipts: { deposit: "Reçu de l’acompte", balance: 'Reçu du solde', invoice: 'Facture' },
  },
  en: {
    ...STEP_TEXTS.en,
    photosAllowed: 'Photos allowed', priceTitle: 'Your price', priceConfirmed: 'Price confirmed by Weklean.',
    authTitle: '3-D Secure authentication (simulated)', authConfirm: 'Confirm the payment',
    confirmStep: 'Confirm your payment', openBank: 'Confirm with my bank', sentToast: 'Request sent',
    confirmedToast: 'Payment confirmed, request sent', countdown: /Expires in/,
    paid: 'Paid', due: 'Still due',
    balanceFailure: 'The last payment needed authentication (3-D Secure): the client must pay the balance.',
    payNow: 'Pay the balance now', payTitle: 'Pay the balance', pay: (amount: string) => `Pay ${amount}`,
    declined: 'The balance payment was declined: your card was declined by your bank. Nothing was charged; try another card.',
    paidInFull: 'Paid in full', viewBooking: 'View the booking',
    receipts: { deposit: 'Deposit receipt', balance: 'Balance receipt', invoice: 'Invoice' },
  },
} as const;

describe('paying with 3-D Secure, and paying a balance the provider could not charge', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const t = TEXTS[pass.lang];
    const { lang } = pass;

    it('confirms the deposit in the bank dialog; the balance needs the client: the pay page refuses a declined card, then takes 4242', async () => {
      // D: a morning the app's clock is moved to; the booking is on D+1 at 10:00.
      const before = quebec(await appNow());
      const day = before.time < '07:00' ? before.date : addDays(before.date, 1);
      await advanceClockTo(quebecAt(day, '07:00'));

      const client = await contextOnAppTime(browser, pass);
      const page = await openSite(client, pass);
      const problems = collectProblems(page);
      await signUpClient(page, t, lang === 'fr' ? 'Léa Gagnon' : 'Sam Taylor', `payments.client.${lang}@example.com`);
      await addProperty(page, t);
      const cleaner = await freshCleaner();

      // The card that asks for 3-D Secure. No photos, no tasks: the cleaner can punch out straight away.
      await openBookingForm(page, t, cleaner);
      await fillSchedule(page, t, addDays(day, 1), '10:00');
      await setDuration(page, t, '4');
      await page.getByRole('switch', { name: t.photosAllowed }).click();
      await expect.poll(async () => plain(await page.getByRole('complementary', { name: t.priceTitle }).innerText())).toContain(t.priceConfirmed);
      await page.getByText(AUTHENTICATION_CARD, { exact: true }).click();
      const created = await sendRequest(page, t);

      // Nothing is "sent" yet (issue 30): the simulated bank's dialog opens at once on the booking's page, which leads
      // with the step and what happens without it; no success toast, no 24-hour countdown, nothing paid.
      const dialog = page.getByRole('dialog', { name: t.authTitle });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const step = page.getByRole('region', { name: t.confirmStep });
      // Polled: the dialog opens from the request's answer, the page's step and payments from its own read (a CI
      // attempt found one of these not there yet under load).
      await expect.poll(() => step.count()).toBe(1);
      await expect.poll(() => page.getByRole('row', { name: `${t.paid} ${money(0, lang)}`, exact: true }).count()).toBe(1);
      expect(await page.getByRole('status').filter({ hasText: t.sentToast }).count()).toBe(0);
      expect(await page.getByText(t.countdown).count()).toBe(0);
      await settled(page);
      await screenshot(page, `payments-3ds-dialog-${lang}`);
      // Closed, the step stays first on the page, and its button opens the bank's dialog again.
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await screenshot(page, `payments-3ds-step-${lang}`);
      await step.getByRole('button', { name: t.openBank }).click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: t.authConfirm }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: t.confirmedToast }).count()).toBe(1);
      await expect.poll(() => paymentRowAfterReload(page, t.paid, money(created.price.deposit, lang)), { timeout: 30_000 }).toBe(1);
      expect(await page.getByRole('region', { name: t.confirmStep }).count()).toBe(0);
      await expect.poll(() => page.getByText(t.countdown).count()).toBe(1);

      // The cleaner accepts, comes, and leaves (through the API: the booking path's test does it on the screens).
      const cleanerContext = await contextOnAppTime(browser, pass);
      const cleanerPage = await openSite(cleanerContext, pass);
      await signIn(cleanerPage, t, cleaner.email, DEMO_CLEANER_PASSWORD);
      expect((await fromPage(cleanerPage, 'POST', `/api/bookings/${created.id}/accept`)).status).toBe(200);
      await advanceClockTo(quebecAt(addDays(day, 1), '09:45'), [client, cleanerContext]);
      const place = { lat: 45.52, lng: -73.58 };
      expect((await fromPage(cleanerPage, 'POST', `/api/bookings/${created.id}/punch-in`, place)).status).toBe(200);
      const out = await fromPage<{ status: string }>(cleanerPage, 'POST', `/api/bookings/${created.id}/punch-out`, place);
      expect([out.status, out.body.status]).toEqual([200, 'completed']);

      // The balance is tried off-session after punch-out: this card needs its holder, so the charge fails and the
      // client is told on the booking's page, with the way to the pay page.
      await expect.poll(() => paymentRowAfterReload(page, t.due, money(created.price.balance, lang)), { timeout: 30_000 }).toBe(1);
      await expect
        .poll(async () => {
          await page.reload();
          await page.locator('.booking-payment').waitFor();
          return page.getByText(t.balanceFailure, { exact: true }).count();
        }, { timeout: 60_000 })
        .toBe(1);
      await settled(page);
      await screenshot(page, `payments-balance-failed-${lang}`);
      await page.getByRole('link', { name: t.payNow }).click();
      await page.waitForURL(`**/bookings/${created.id}/pay`);
      await expect.poll(() => page.getByRole('heading', { name: t.payTitle, level: 1 }).count()).toBe(1);

      // A declined card: the reason under the card, nothing paid.
      const payButton = page.getByRole('button', { name: t.pay(money(created.price.balance, lang)) });
      await page.getByText(DECLINED_CARD, { exact: true }).click();
      await payButton.click();
      await expect.poll(() => page.getByText(t.declined, { exact: true }).count()).toBe(1);
      await expect.poll(() => page.getByRole('row', { name: `${t.due} ${money(created.price.balance, lang)}`, exact: true }).count()).toBe(1);
      await settled(page);
      await screenshot(page, `payments-pay-page-declined-${lang}`);

      // 4242: paid in full; the booking's page has both receipts and the invoice.
      await page.getByText(VISA, { exact: true }).click();
      await payButton.click();
      await expect.poll(() => page.getByRole('heading', { name: t.paidInFull, level: 1 }).count()).toBe(1);
      await page.getByRole('button', { name: t.viewBooking }).click();
      await page.waitForURL(`**/bookings/${created.id}`);
      await expect.poll(() => paymentRowAfterReload(page, t.paid, money(created.price.finalPrice, lang)), { timeout: 30_000 }).toBe(1);
      await expect.poll(async () => (await downloadedDocuments(page)).length, { timeout: 30_000 }).toBe(3);
      const documents = await downloadedDocuments(page);
      expect(documents.map((document) => document.name.split(' (')[0])).toEqual([t.receipts.deposit, t.receipts.balance, t.receipts.invoice]);
      for (const document of documents) expect([document.status, document.type, document.head]).toEqual([200, 'application/pdf', '%PDF-']);
      await settled(page);
      await screenshot(page, `payments-balance-paid-${lang}`);

      // The declined card's answer is the one problem the console shows (the page expected and explained it).
      expect(problems).toEqual(['Failed to load resource: the server responded with a status of 402 (Payment Required)']);
      for (const context of [client, cleanerContext]) await context.close();
    }, 240_000);
  });
});
