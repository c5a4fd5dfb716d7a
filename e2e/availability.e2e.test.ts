import { addDays } from '@weklean/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, screenshot } from './support/browser';
import {
  DEMO_CLEANER_PASSWORD, PASSES, STEP_TEXTS, addProperty, appNow, asTyped, contextOnAppTime, fillSchedule,
  freshCleaner, launchBrowserWithSecureTestHost, openBookingForm, openSite, plain, quebec, setDuration, settled,
  signIn, signUpClient,
} from './support/booking-steps';

/**
 * Availability that means something (issue 15), in French and in English: a cleaner sets Mon–Fri 8–17 as their
 * weekly working hours on the calendar screen (saved without an error), which makes them "available" on their
 * profile; a client's booking form then shows next Tuesday's free times, takes 10:00 without a warning and flags 20:00.
 */

const TEXTS = {
  fr: {
    ...STEP_TEXTS.fr,
    removeBlock: /^Retirer\s*: /, daysLabel: 'Jours', days: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'], add: 'Ajouter', added: 'Heures de travail ajoutées.',
    every: 'Chaque lundi, mardi, mercredi, jeudi, vendredi · 8 h 00 – 17 h 00', available: 'Disponible', freeDays: /Avec [5-7] jours libres/,
    freeOn: 'Disponible le mardi', workday: '8 h 00 – 17 h 00', outside: '20 h 00 est en dehors des disponibilités déclarées',
  },
  en: {
    ...STEP_TEXTS.en,
    removeBlock: /^Remove: /, daysLabel: 'Days', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], add: 'Add', added: 'Working hours added.',
    every: 'Every Monday, Tuesday, Wednesday, Thursday, Friday · 8:00 a.m. – 5:00 p.m.', available: 'Available', freeDays: /With [5-7] free days/,
    freeOn: 'Free on Tuesday', workday: '8:00 a.m. – 5:00 p.m.', outside: '8:00 p.m. is outside the times',
  },
} as const;

/** The next Tuesday after `date` (a week later when it is one), at least two days ahead. */
function nextTuesday(date: string): string {
  let day = addDays(date, 2);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 2) day = addDays(day, 1);
  return day;
}

const freeTimes = (page: Page) => page.locator('.booking-free');

describe('availability from working hours', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const t = TEXTS[pass.lang];

    it('a cleaner with Mon–Fri 8–17 hours is available, and the form takes 10:00 next Tuesday and flags 20:00', async () => {
      const cleaner = await freshCleaner();
      const cleanerContext = await contextOnAppTime(browser, pass);
      const cleanerPage = await openSite(cleanerContext, pass);
      const problems = collectProblems(cleanerPage);
      await signIn(cleanerPage, t, cleaner.email, DEMO_CLEANER_PASSWORD);
      await cleanerPage.goto('/profile/calendar');
      // The demo's hours (and the other pass's) go: the cleaner's week is only what they set now.
      const removers = cleanerPage.getByRole('button', { name: t.removeBlock });
      await expect.poll(() => cleanerPage.locator('form#block').count()).toBe(1);
      // The cleaner's own schedule has loaded (its label counts free days) before the hours there are counted.
      await expect.poll(async () => /(Avec|With) \d+ /.test(await cleanerPage.locator('main').innerText()), { timeout: 15_000 }).toBe(true);
      for (let left = await removers.count(); left > 0; left -= 1) {
        await removers.first().click();
        await expect.poll(() => removers.count()).toBe(left - 1);
      }
      const form = cleanerPage.locator('form#block');
      // The days are toggle buttons, several pressed at once (issue 30: a checkbox group there broke aria-allowed-attr).
      const days = form.getByRole('group', { name: t.daysLabel });
      for (const day of t.days) await days.getByRole('button', { name: day, exact: true }).click();
      expect(await days.getByRole('button', { pressed: true }).count()).toBe(t.days.length);
      // A typed time counts as soon as it is whole; Tab moves on. (Enter would also send the form when the picker's
      // panel has already closed, as it did on a loaded machine: the form then reset before the test's click.)
      for (const [field, time] of [['#block_startTime', '08:00'], ['#block_endTime', '17:00']] as const) {
        await cleanerPage.locator(field).fill(await asTyped(cleanerPage, time));
        await cleanerPage.locator(field).press('Tab');
      }
      await form.getByRole('button', { name: t.add, exact: true }).click();
      await expect.poll(() => cleanerPage.getByText(t.added, { exact: true }).count()).toBe(1);
      // Saved, and no error shown after it.
      expect(await cleanerPage.locator('.toast-destructive').count()).toBe(0);
      await expect.poll(async () => plain(await cleanerPage.locator('main').innerText())).toContain(plain(t.every));
      // Mon–Fri makes five free days in any seven; the demo cleaner's own dated slots may add a weekend day or two.
      await expect.poll(async () => plain(await cleanerPage.locator('main').innerText())).toMatch(t.freeDays);
      await settled(cleanerPage);
      await screenshot(cleanerPage, `availability-calendar-${pass.lang}`);

      // The public profile says "available" once the read model has the new hours.
      const profile = await openSite(await contextOnAppTime(browser, pass), pass);
      await expect
        .poll(
          async () => {
            await profile.goto(`/cleaners/${cleaner.slug}`);
            await profile.getByRole('heading', { level: 1 }).waitFor();
            return plain(await profile.locator('main').innerText());
          },
          { timeout: 20_000 },
        )
        .toContain(plain(t.workday));
      expect(plain(await profile.locator('main').innerText())).toContain(t.available);
      await profile.context().close();

      // A client's form: next Tuesday's free times, 10:00 fits, 20:00 is flagged before sending.
      const clientContext = await contextOnAppTime(browser, pass);
      const client = await openSite(clientContext, pass);
      const clientProblems = collectProblems(client);
      await signUpClient(client, t, pass.lang === 'fr' ? 'Louise Tremblay' : 'Grace Miller', `availability.${pass.lang}@example.com`);
      await addProperty(client, t);
      await openBookingForm(client, t, cleaner);
      const tuesday = nextTuesday(quebec(await appNow()).date);
      await fillSchedule(client, t, tuesday, '10:00');
      await setDuration(client, t, '4');
      await expect.poll(async () => plain(await freeTimes(client).innerText())).toContain(t.freeOn);
      expect(plain(await freeTimes(client).innerText())).toContain(plain(t.workday));
      expect(await freeTimes(client).getByRole('alert').count()).toBe(0);
      await settled(client);
      await screenshot(client, `availability-form-fits-${pass.lang}`);

      await fillSchedule(client, t, tuesday, '20:00');
      await expect.poll(async () => plain(await freeTimes(client).innerText())).toContain(t.outside);
      await screenshot(client, `availability-form-outside-${pass.lang}`);
      // A suggested start puts the visit back inside the free times.
      await freeTimes(client).getByRole('group').getByRole('button').last().click();
      await expect.poll(() => freeTimes(client).getByRole('alert').count()).toBe(0);

      expect(problems).toEqual([]);
      expect(clientProblems).toEqual([]);
      for (const context of [cleanerContext, clientContext]) await context.close();
    }, 180_000);
  });
});
