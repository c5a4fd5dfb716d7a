import { addDays } from '@weklean/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, screenshot } from './support/browser';
import {
  DEMO_CLEANER_PASSWORD, PASSES, STEP_TEXTS, addProperty, advanceClockTo, appNow, contextOnAppTime, freshCleaner,
  fromPage, launchBrowserWithSecureTestHost, openSite, quebec, quebecAt, signIn, signUpClient,
} from './support/booking-steps';

/**
 * Presence (SPEC 4; docs/api/messages.md, "Presence"), in French and in English: the client of a confirmed booking,
 * on its conversation, sees its cleaner online; the cleaner, on the booking's page, sees the client online, then away
 * once the client's page has been hidden 5 minutes, online when it shows again, busy when the client says so, and the
 * cleaner offline once their page is closed. No reload anywhere.
 */

const TEXTS = {
  fr: {
    ...STEP_TEXTS.fr,
    online: 'En ligne', away: 'Absent', busy: 'Occupé', offline: 'Hors ligne', showBusy: 'Me montrer occupé',
  },
  en: {
    ...STEP_TEXTS.en,
    online: 'Online', away: 'Away', busy: 'Busy', offline: 'Offline', showBusy: 'Show me as busy',
  },
} as const;

/** The presence shown beside the other person's name (the word, not only the dot's colour). */
const presenceShown = (page: Page, word: string) => page.locator('[data-presence]').filter({ hasText: word }).count();

/** The page as the browser has it when another tab is in front (or back in front). */
const setVisible = (page: Page, visible: boolean) =>
  page.evaluate((shown) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (shown ? 'visible' : 'hidden') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !shown });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);

describe('presence beside the other person’s name', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const t = TEXTS[pass.lang];
    const { lang } = pass;

    it('shows online, away, busy and offline to the other person of a confirmed booking, as they change', async () => {
      const before = quebec(await appNow());
      const day = before.time < '07:00' ? before.date : addDays(before.date, 1);
      await advanceClockTo(quebecAt(day, '07:00'));
      const cleaner = await freshCleaner();

      // The client books (the deposit paid with 4242); the cleaner accepts: a confirmed booking between them.
      const clientContext = await contextOnAppTime(browser, pass);
      const clientPage = await openSite(clientContext, pass);
      const clientProblems = collectProblems(clientPage);
      await signUpClient(clientPage, t, lang === 'fr' ? 'Rosalie Dubé' : 'Jordan Park', `presence.client.${lang}@example.com`);
      await addProperty(clientPage, t);
      const { body: properties } = await fromPage<{ items: { id: string }[] }>(clientPage, 'GET', '/api/properties');
      const created = await fromPage<{ id: string }>(clientPage, 'POST', '/api/bookings', {
        cleanerSlug: cleaner.slug, propertyId: properties.items[0]!.id, startsAt: quebecAt(addDays(day, 2), '09:00'), durationHours: 4,
        cleanerBringsSupplies: false, frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
      });
      expect(created.status).toBe(201);
      const bookingId = created.body.id;

      const cleanerContext = await contextOnAppTime(browser, pass);
      const cleanerPage = await openSite(cleanerContext, pass);
      const cleanerProblems = collectProblems(cleanerPage);
      await signIn(cleanerPage, t, cleaner.email, DEMO_CLEANER_PASSWORD);
      // The request reaches the cleaner once its deposit is paid (their list shows it), then they accept it.
      const reached = async () => (await fromPage<{ items: { id: string }[] }>(cleanerPage, 'GET', '/api/bookings')).body.items.some((item) => item.id === bookingId);
      await expect.poll(reached, { timeout: 15_000 }).toBe(true);
      expect((await fromPage(cleanerPage, 'POST', `/api/bookings/${bookingId}/accept`, {})).status).toBe(200);

      // The cleaner on the booking's page, the client on its conversation: each sees the other online.
      await cleanerPage.goto(`/bookings/${bookingId}`);
      await clientPage.goto(`/messages/${bookingId}`);
      await expect.poll(() => presenceShown(clientPage, t.online), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => presenceShown(cleanerPage, t.online), { timeout: 15_000 }).toBe(1);
      let reloads = 0;
      for (const page of [clientPage, cleanerPage]) page.on('load', () => (reloads += 1));
      await screenshot(clientPage, `presence-conversation-${lang}`);

      // The client's page hidden for 5 minutes (its clock run on): away; shown again: online.
      await setVisible(clientPage, false);
      await clientPage.clock.runFor(5 * 60_000 + 1_000);
      await expect.poll(() => presenceShown(cleanerPage, t.away), { timeout: 15_000 }).toBe(1);
      await setVisible(clientPage, true);
      await expect.poll(() => presenceShown(cleanerPage, t.online), { timeout: 15_000 }).toBe(1);

      // The client shows busy by choice, then not.
      await clientPage.getByRole('switch', { name: t.showBusy }).click();
      await expect.poll(() => presenceShown(cleanerPage, t.busy), { timeout: 15_000 }).toBe(1);
      await screenshot(cleanerPage, `presence-booking-${lang}`);
      await clientPage.getByRole('switch', { name: t.showBusy }).click();
      await expect.poll(() => presenceShown(cleanerPage, t.online), { timeout: 15_000 }).toBe(1);

      // The cleaner leaves: offline on the client's screen.
      await cleanerContext.close();
      await expect.poll(() => presenceShown(clientPage, t.offline), { timeout: 15_000 }).toBe(1);
      expect(reloads).toBe(0);
      expect([...clientProblems, ...cleanerProblems]).toEqual([]);
      await clientContext.close();
    }, 180_000);
  });
});
