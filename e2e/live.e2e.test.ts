import { addDays } from '@weklean/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, screenshot } from './support/browser';
import { lastMailTo } from './support/dev-mailbox';
import {
  DEMO_CLEANER_PASSWORD, PASSES, STEP_TEXTS, addProperty, advanceClockTo, appNow, contextOnAppTime, freshCleaner,
  fromPage, launchBrowserWithSecureTestHost, openSite, quebec, quebecAt, settled, signIn, signUpClient, statusTag,
} from './support/booking-steps';

/**
 * Live updates over the one socket, in French and in English: the cleaner's open bookings page shows a new request
 * the moment the client books it; the client's open booking page turns confirmed when the cleaner accepts (through
 * the accept link of the request's e-mail); a message
 * lights the cleaner's unread badge; no reload anywhere.
 */

const TEXTS = {
  fr: {
    ...STEP_TEXTS.fr,
    pendingTab: (count: number) => `En attente (${count})`, pending: 'En attente', confirmed: 'Confirmée',
    menu: /^Menu du compte de /, unread: (count: number) => `Messages non lus\u00a0: ${count}`,
    yourMessage: 'Votre message', send: 'Envoyer', reply: 'Parfait, je passerai par la ruelle.', key: 'La clé est sous le pot.',
    phone: 'appelle-moi au cinq-un-quatre 555 0199',
    phoneRefused: 'Les numéros de téléphone ne sont pas permis dans les messages : gardez vos échanges sur Weklean.', read: 'Lu',
    open: 'Ouverte', ping: 'Envoyer un ping', acceptRequest: 'Accepter la demande',
  },
  en: {
    ...STEP_TEXTS.en,
    pendingTab: (count: number) => `Pending (${count})`, pending: 'Pending', confirmed: 'Confirmed',
    menu: /^Account menu of /, unread: (count: number) => `Unread messages: ${count}`,
    yourMessage: 'Your message', send: 'Send', reply: "Perfect, I'll come through the lane.", key: 'The key is under the pot.',
    phone: 'call me at five one four 555 0199',
    phoneRefused: 'Phone numbers are not allowed in messages: keep your exchanges on Weklean.', read: 'Read',
    open: 'Open', ping: 'Send a ping', acceptRequest: 'Accept the request',
  },
} as const;

describe('live updates without a reload', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const t = TEXTS[pass.lang];
    const { lang } = pass;

    it("shows the cleaner a new request the moment it is made, the client the acceptance, and the cleaner's unread badge", async () => {
      const before = quebec(await appNow());
      const day = before.time < '07:00' ? before.date : addDays(before.date, 1);
      await advanceClockTo(quebecAt(day, '07:00'));
      const cleaner = await freshCleaner();

      // The cleaner has their bookings open: nothing pending.
      const cleanerContext = await contextOnAppTime(browser, pass);
      const cleanerPage = await openSite(cleanerContext, pass);
      const problems = collectProblems(cleanerPage);
      await signIn(cleanerPage, t, cleaner.email, DEMO_CLEANER_PASSWORD);
      await cleanerPage.goto('/bookings');
      await expect.poll(() => cleanerPage.getByRole('tab', { name: t.pendingTab(0) }).count()).toBe(1);
      let reloads = 0;
      cleanerPage.on('load', () => (reloads += 1));

      // The client books (the deposit paid with 4242): the cleaner's page counts it, by itself.
      const client = await contextOnAppTime(browser, pass);
      const clientPage = await openSite(client, pass);
      const clientProblems = collectProblems(clientPage);
      await signUpClient(clientPage, t, lang === 'fr' ? 'Élise Caron' : 'Morgan Lee', `live.client.${lang}@example.com`);
      await addProperty(clientPage, t);
      const { body: properties } = await fromPage<{ items: { id: string }[] }>(clientPage, 'GET', '/api/properties');
      const created = await fromPage<{ id: string }>(clientPage, 'POST', '/api/bookings', {
        cleanerSlug: cleaner.slug, propertyId: properties.items[0]!.id, startsAt: quebecAt(addDays(day, 2), '09:00'), durationHours: 4,
        cleanerBringsSupplies: false, frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
      });
      expect(created.status).toBe(201);
      await expect.poll(() => cleanerPage.getByRole('tab', { name: t.pendingTab(1) }).count(), { timeout: 10_000 }).toBe(1);
      await settled(cleanerPage);
      await screenshot(cleanerPage, `live-new-request-${lang}`);

      // The client's booking page is open; the cleaner accepts: it turns confirmed by itself.
      await clientPage.goto(`/bookings/${created.body.id}`);
      await expect.poll(() => statusTag(clientPage, t, t.pending)).toBe(1);
      let clientReloads = 0;
      clientPage.on('load', () => (clientReloads += 1));
      // The cleaner follows the accept link of the request's e-mail (in another tab) and confirms.
      const mail = await lastMailTo(cleaner.email);
      const acceptLink = mail?.text.match(/https?:\/\/\S+\/bookings\/[0-9a-f-]+\/accept/)?.[0];
      expect(acceptLink).toContain(`/bookings/${created.body.id}/accept`);
      const mailTab = await cleanerContext.newPage();
      await mailTab.goto(new URL(acceptLink!).pathname);
      await mailTab.getByRole('button', { name: t.acceptRequest }).click();
      await expect.poll(() => statusTag(clientPage, t, t.confirmed), { timeout: 10_000 }).toBe(1);
      await mailTab.close();

      // A message from the client: the cleaner's unread badge says 1.
      const sent = await fromPage(clientPage, 'POST', `/api/conversations/${created.body.id}/messages`, { text: t.key });
      expect(sent.status).toBe(201);
      const badge = async () => {
        await cleanerPage.getByRole('button', { name: t.menu }).first().click();
        const found = await cleanerPage.getByTitle(t.unread(1)).count();
        await cleanerPage.keyboard.press('Escape');
        return found;
      };
      await expect.poll(badge, { timeout: 10_000 }).toBeGreaterThan(0);
      expect([reloads, clientReloads]).toEqual([0, 0]);

      // The chat, both sides open: the cleaner's reply appears on the client's screen by itself; a phone number,
      // however written, is refused under the field.
      await cleanerPage.goto(`/messages/${created.body.id}`);
      await expect.poll(() => cleanerPage.getByText(t.key, { exact: true }).count()).toBe(1);
      await clientPage.goto(`/messages/${created.body.id}`);
      await expect.poll(() => clientPage.getByText(t.key, { exact: true }).count()).toBe(1);
      const clientLoads = clientReloads;
      await cleanerPage.getByLabel(t.yourMessage).fill(t.reply);
      await cleanerPage.getByRole('button', { name: t.send }).click();
      await expect.poll(() => clientPage.getByText(t.reply, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
      expect(clientReloads).toBe(clientLoads);
      // The client read it: the cleaner's last message says so.
      await expect.poll(() => cleanerPage.getByText(new RegExp(`· ${t.read}$`)).count(), { timeout: 10_000 }).toBe(1);
      await clientPage.getByLabel(t.yourMessage).fill(t.phone);
      await clientPage.getByRole('button', { name: t.send }).click();
      await expect.poll(() => clientPage.getByText(t.phoneRefused, { exact: true }).count()).toBe(1);
      expect(await cleanerPage.getByText(t.phone).count()).toBe(0);
      // The error's fade-in, over.
      await expect.poll(() => clientPage.getByText(t.phoneRefused, { exact: true }).evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
      await screenshot(clientPage, `messages-chat-${lang}`);

      // The diagnostics page: the socket open, a ping's round trip measured.
      await cleanerPage.goto('/test-messaging');
      await expect.poll(() => cleanerPage.getByText(t.open, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
      await cleanerPage.getByRole('button', { name: t.ping }).click();
      await expect.poll(() => cleanerPage.getByText(/^\d+ ms$/).count(), { timeout: 10_000 }).toBe(1);
      await screenshot(cleanerPage, `test-messaging-${lang}`);

      // The one problem the console shows is the refused phone number's answer, which the page explained.
      expect(problems).toEqual([]);
      expect(clientProblems).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
      for (const context of [client, cleanerContext]) await context.close();
    }, 180_000);
  });
});
