import { addDays } from '@weklean/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, screenshot } from './support/browser';
import {
  DEMO_CLEANER_PASSWORD, PASSES, STEP_TEXTS, addProperty, advanceClockTo, appNow, chooseOption, contextOnAppTime,
  freshCleaner, fromPage, launchBrowserWithSecureTestHost, money, openSite, quebec, quebecAt, settled, signIn,
  signUpClient,
} from './support/booking-steps';
import { DEMO } from './support/routes';

/**
 * A dispute from opening to the decision (issue 35), in French and in English: a client reports a problem on a
 * completed booking, the cleaner answers on the same booking's page, an admin opens the evidence file from
 * /admin/disputes and decides a partial refund (confirmed first), and the client sees the decision with its reason;
 * the refund then reaches the booking's payment. The app's clock is shared by the whole run and only moves forward.
 */

const TEXTS = {
  fr: {
    ...STEP_TEXTS.fr,
    report: 'Signaler un problème', reason: 'Motif', poorQuality: 'Qualité insuffisante', description: 'Description', amount: 'Montant demandé (facultatif)',
    send: 'Envoyer le signalement', sent: 'Problème signalé. L’autre partie en a été avisée.', awaiting: 'En attente de réponse',
    problem: 'La salle de bain n’a pas été nettoyée.',
    answerLabel: 'Votre réponse', answerText: 'La cliente m’a demandé de commencer par la cuisine et le temps a manqué.', sendAnswer: 'Envoyer la réponse',
    answered: 'Répondu, à trancher', disputes: 'Litiges', openFile: (client: string, cleaner: string) => `Ouvrir le litige entre ${client} et ${cleaner}`,
    fileTitle: (client: string, cleaner: string) => `Litige entre ${client} et ${cleaner}`, timeline: 'Déroulement', payments: 'Paiements',
    refund: 'Remboursement', refundAmount: 'Montant en dollars', decisionReason: 'Motif de la décision', decide: 'Rendre la décision',
    tooMuch: (amount: string) => `Le montant ne peut dépasser ${amount}.`, confirmTitle: 'Rembourser le client', confirm: 'Rembourser',
    decision: 'Décision', decided: 'Tranché', alreadyDecided: 'Ce litige a été tranché : la décision figure au dossier.',
    why: 'Une partie du ménage n’a pas été faite : la moitié est remboursée.',
  },
  en: {
    ...STEP_TEXTS.en,
    report: 'Report a problem', reason: 'Reason', poorQuality: 'Poor quality', description: 'Description', amount: 'Amount asked for (optional)',
    send: 'Send the report', sent: 'Problem reported. The other side has been told.', awaiting: 'Awaiting an answer',
    problem: 'The bathroom was not cleaned.',
    answerLabel: 'Your answer', answerText: 'The client asked me to start with the kitchen and time ran out.', sendAnswer: 'Send the answer',
    answered: 'Answered, to be decided', disputes: 'Disputes', openFile: (client: string, cleaner: string) => `Open the dispute between ${client} and ${cleaner}`,
    fileTitle: (client: string, cleaner: string) => `Dispute between ${client} and ${cleaner}`, timeline: 'Timeline', payments: 'Payments',
    refund: 'Refund', refundAmount: 'Amount in dollars', decisionReason: 'Reason for the decision', decide: 'Give the decision',
    tooMuch: (amount: string) => `The amount cannot exceed ${amount}.`, confirmTitle: 'Refund the client?', confirm: 'Refund',
    decision: 'Decision', decided: 'Decided', alreadyDecided: 'This dispute has been decided: the decision is in the file.',
    why: 'Part of the cleaning was not done: half is refunded.',
  },
} as const;

type Payment = { payment: { paid: number; refunded: number } | null };

describe('a dispute decided with a partial refund', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const t = TEXTS[pass.lang];
    const { lang } = pass;

    it('the client reports a problem, the cleaner answers, an admin refunds part of it, and the client sees the decision', async () => {
      // A booking on D+1 at 09:00, accepted and done (punched in and out at 08:45): completed, within its 7 days.
      const before = quebec(await appNow());
      const day = before.time < '07:00' ? before.date : addDays(before.date, 1);
      await advanceClockTo(quebecAt(day, '07:00'));
      const client = await contextOnAppTime(browser, pass);
      const page = await openSite(client, pass);
      const problems = collectProblems(page);
      const clientName = lang === 'fr' ? 'Maude Tremblay' : 'Jordan Smith';
      await signUpClient(page, t, clientName, `disputes.client.${lang}@example.com`);
      await addProperty(page, t);
      const cleaner = await freshCleaner();
      const { body: properties } = await fromPage<{ items: { id: string }[] }>(page, 'GET', '/api/properties');
      const created = await fromPage<{ id: string }>(page, 'POST', '/api/bookings', {
        cleanerSlug: cleaner.slug, propertyId: properties.items[0]!.id, startsAt: quebecAt(addDays(day, 1), '09:00'), durationHours: 4,
        cleanerBringsSupplies: false, frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
      });
      expect(created.status).toBe(201);
      const bookingId = created.body.id;

      const cleanerContext = await contextOnAppTime(browser, pass);
      const cleanerPage = await openSite(cleanerContext, pass);
      const cleanerProblems = collectProblems(cleanerPage);
      await signIn(cleanerPage, t, cleaner.email, DEMO_CLEANER_PASSWORD);
      expect((await fromPage(cleanerPage, 'POST', `/api/bookings/${bookingId}/accept`)).status).toBe(200);
      await advanceClockTo(quebecAt(addDays(day, 1), '08:45'), [client, cleanerContext]);
      const place = { lat: 45.52, lng: -73.58 };
      expect((await fromPage(cleanerPage, 'POST', `/api/bookings/${bookingId}/punch-in`, place)).status).toBe(200);
      const out = await fromPage<{ status: string }>(cleanerPage, 'POST', `/api/bookings/${bookingId}/punch-out`, place);
      expect([out.status, out.body.status]).toEqual([200, 'completed']);

      // The client reports a problem from the booking's page: reason, description, an amount in dollars.
      await page.goto(`/bookings/${bookingId}`);
      await page.getByRole('button', { name: t.report }).click();
      const dialog = page.getByRole('dialog', { name: t.report });
      await dialog.waitFor();
      await chooseOption(dialog.getByLabel(t.reason, { exact: true }), t.poorQuality);
      await dialog.getByLabel(t.description, { exact: true }).fill(t.problem);
      await dialog.getByLabel(t.amount, { exact: true }).fill('60');
      await settled(page);
      await screenshot(page, `disputes-report-${lang}`);
      await dialog.getByRole('button', { name: t.send }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: t.sent }).count()).toBe(1);
      await expect.poll(() => page.getByText(t.awaiting, { exact: true }).count()).toBe(1);
      expect(await page.getByText(t.problem, { exact: true }).count()).toBe(1);
      expect(await page.getByRole('button', { name: t.report }).count()).toBe(0);

      // The cleaner answers on the same booking's page; the one who opened it has no answer form.
      expect(await page.getByLabel(t.answerLabel, { exact: true }).count()).toBe(0);
      await cleanerPage.goto(`/bookings/${bookingId}`);
      await cleanerPage.getByLabel(t.answerLabel, { exact: true }).fill(t.answerText);
      await cleanerPage.getByRole('button', { name: t.sendAnswer }).click();
      await expect.poll(() => cleanerPage.getByText(t.answered, { exact: true }).count()).toBe(1);
      expect(await cleanerPage.getByText(t.answerText, { exact: true }).count()).toBe(1);
      expect(await cleanerPage.getByLabel(t.answerLabel, { exact: true }).count()).toBe(0);
      await screenshot(cleanerPage, `disputes-answered-${lang}`);
      // The client's page follows (the live DISPUTE_UPDATED frame reads the booking's disputes again).
      await expect.poll(() => page.getByText(t.answerText, { exact: true }).count(), { timeout: 15_000 }).toBe(1);

      // The balance is charged by the reactions after the punch-out: a refund after the service waits for it.
      await expect.poll(async () => (await fromPage<{ paymentStatus: string }>(page, 'GET', `/api/bookings/${bookingId}`)).body.paymentStatus, { timeout: 30_000 }).toBe('fully_paid');

      // The admin finds it in /admin/disputes (the menu's "Disputes") and opens its evidence file.
      const admin = await contextOnAppTime(browser, pass);
      const adminPage = await openSite(admin, pass);
      const adminProblems = collectProblems(adminPage);
      await signIn(adminPage, t, DEMO.admin.email, DEMO.admin.password);
      await adminPage.goto('/admin/disputes');
      await expect.poll(() => adminPage.getByRole('heading', { name: t.disputes, level: 1 }).count()).toBe(1);
      await adminPage.getByRole('link', { name: t.openFile(clientName, cleaner.name) }).click();
      await expect.poll(() => adminPage.getByRole('heading', { name: t.fileTitle(clientName, cleaner.name), level: 1 }).count()).toBe(1);
      await expect.poll(() => adminPage.getByRole('heading', { name: t.timeline }).count()).toBe(1);
      expect(await adminPage.getByText(t.problem, { exact: true }).count()).toBe(1);
      expect(await adminPage.getByText(t.answerText, { exact: true }).count()).toBe(1);
      const disputeId = new URL(adminPage.url()).pathname.split('/').at(-1)!;
      const file = await fromPage<{ payments: { refundableCents: number } }>(adminPage, 'GET', `/api/admin/disputes/${disputeId}`);
      expect(file.status).toBe(200);
      const refundable = file.body.payments.refundableCents;
      expect(refundable).toBeGreaterThan(200);

      // Refund: more than what is refundable is refused in the form; half of it (whole dollars) goes through, confirmed first.
      await adminPage.getByRole('radiogroup', { name: t.decision, exact: true }).getByRole('radio', { name: t.refund }).click();
      const amount = adminPage.getByLabel(t.refundAmount, { exact: true });
      await amount.fill(String(Math.ceil(refundable / 100) + 1));
      await adminPage.getByLabel(t.decisionReason, { exact: true }).fill(t.why);
      await adminPage.getByRole('button', { name: t.decide }).click();
      await expect.poll(() => adminPage.getByText(t.tooMuch(money(refundable, lang)), { exact: true }).count()).toBe(1);
      expect(await adminPage.getByRole('dialog', { name: t.confirmTitle }).count()).toBe(0);
      const refundDollars = Math.floor(refundable / 200);
      await amount.fill(String(refundDollars));
      await adminPage.getByRole('button', { name: t.decide }).click();
      const confirm = adminPage.getByRole('dialog', { name: t.confirmTitle });
      await confirm.waitFor();
      await settled(adminPage);
      await screenshot(adminPage, `disputes-confirm-refund-${lang}`);
      await confirm.getByRole('button', { name: t.confirm }).click();
      await expect.poll(() => adminPage.getByText(t.alreadyDecided, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => adminPage.getByText(t.decided, { exact: true }).count()).toBeGreaterThan(0);

      // The client sees the decision, its amount and its reason on the booking's page.
      const decision = `${t.refund} · ${money(refundDollars * 100, lang)}`;
      await page.reload();
      await expect.poll(() => page.getByText(t.why, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByText(decision, { exact: true }).count()).toBe(1);
      expect(await page.getByText(t.decided, { exact: true }).count()).toBe(1);
      await settled(page);
      await screenshot(page, `disputes-decided-${lang}`);

      // The refund reaches the booking's payment (the decision's reactor refunds through the payment stream).
      await expect
        .poll(async () => (await fromPage<Payment>(page, 'GET', `/api/bookings/${bookingId}`)).body.payment?.refunded, { timeout: 60_000 })
        .toBe(refundDollars * 100);

      expect(problems).toEqual([]);
      expect(cleanerProblems).toEqual([]);
      expect(adminProblems).toEqual([]);
      await Promise.all([client.close(), cleanerContext.close(), admin.close()]);
    });
  });
});
