import { addDays } from '@weklean/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, screenshot } from './support/browser';
import { stripedPng } from './support/png';
import {
  DEMO_CLEANER_PASSWORD, PASSES, PASSWORD, advanceClockTo, appNow, contextOnAppTime, freshCleaner, fromPage, openSite, quebec, quebecAt,
  launchBrowserWithSecureTestHost, settled, signIn,
} from './support/booking-steps';

/**
 * A client's own picture (SPEC 3's profilePic, issue 33), in French and in English: chosen in the account settings,
 * shown at once in the header's menu, shown to the cleaner of their booking in the conversation list and on the
 * booking's page; a file that is not a photo is refused in the form; removed, the initials come back.
 */

const TEXTS = {
  fr: {
    email: 'Courriel', password: 'Mot de passe', signInTab: 'Connexion', signIn: 'Se connecter',
    accountTitle: 'Mon compte', photoTitle: 'Photo de profil', choose: 'Choisir une photo', replace: 'Changer de photo', remove: 'Retirer la photo',
    removeOk: 'Retirer', uploaded: 'Votre photo de profil est enregistrée.', removed: 'Votre photo de profil est retirée.',
    invalidType: 'Type de fichier invalide : JPG ou PNG seulement.', alt: (name: string) => `Photo de profil de ${name}`,
    menu: /^Menu du compte de /, messagesTitle: 'Messages', message: 'Bonjour, la clé est sous le pot.',
    name: 'Noémie Paradis',
  },
  en: {
    email: 'Email', password: 'Password', signInTab: 'Log in', signIn: 'Log in',
    accountTitle: 'My account', photoTitle: 'Profile photo', choose: 'Choose a photo', replace: 'Change photo', remove: 'Remove photo',
    removeOk: 'Remove', uploaded: 'Your profile photo is saved.', removed: 'Your profile photo is removed.',
    invalidType: 'Invalid file type: JPG or PNG only.', alt: (name: string) => `Profile photo of ${name}`,
    menu: /^Account menu of /, messagesTitle: 'Messages', message: 'Hello, the key is under the pot.',
    name: 'Nora Parker',
  },
} as const;

/** Whether the avatar holds a photo that the browser loaded and decoded (initials have no image at all). */
const showsPhoto = (avatar: Locator) =>
  avatar
    .locator('img')
    .evaluateAll((images) => images.some((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0))
    .catch(() => false);

/** Through the file chooser that the named button opens, as a person would. */
async function choose(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

describe("a client's profile photo", () => {
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

    it('is uploaded in the settings, shown in the menu and to the booking’s cleaner, and removed again', async () => {
      const before = quebec(await appNow());
      const day = before.time < '07:00' ? before.date : addDays(before.date, 1);
      await advanceClockTo(quebecAt(day, '07:00'));
      const cleaner = await freshCleaner();

      // A new client, signed up through the API from the page (its cookie), with a property to book for.
      const clientContext = await contextOnAppTime(browser, pass);
      contexts.push(clientContext);
      const clientPage = await openSite(clientContext, pass);
      const problems = collectProblems(clientPage);
      const email = `photo-${pass.lang}-${pass.host}-${Date.now()}@example.com`;
      expect((await fromPage(clientPage, 'POST', '/api/auth/signup', { name: t.name, email, password: PASSWORD, language: pass.lang })).status).toBe(201);
      expect((await fromPage(clientPage, 'POST', '/api/auth/select-role', { role: 'client' })).status).toBe(200);

      // The settings: no photo yet, a file that is not a photo is refused in the form, then a PNG is kept.
      await clientPage.goto('/profile');
      await expect.poll(() => clientPage.getByRole('heading', { name: t.accountTitle, level: 1 }).count()).toBe(1);
      await expect.poll(() => clientPage.getByRole('heading', { name: t.photoTitle, level: 2 }).count()).toBe(1);
      const menuButton = clientPage.getByRole('button', { name: t.menu }).first();
      expect(await showsPhoto(menuButton)).toBe(false);
      await choose(clientPage, t.choose, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une photo') });
      await expect.poll(() => clientPage.getByRole('alert').filter({ hasText: t.invalidType }).count()).toBe(1);
      await choose(clientPage, t.choose, { name: 'moi.png', mimeType: 'image/png', buffer: stripedPng(240, 180, [[20, 110, 200], [240, 253, 250]]) });
      await expect.poll(() => clientPage.getByText(t.uploaded, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => showsPhoto(clientPage.getByRole('img', { name: t.alt(t.name), exact: true }))).toBe(true);
      // The header's menu shows it at once, and after a reload (from the server's session user, profilePic).
      await expect.poll(() => showsPhoto(menuButton)).toBe(true);
      await clientPage.reload();
      await expect.poll(() => showsPhoto(clientPage.getByRole('button', { name: t.menu }).first())).toBe(true);
      await settled(clientPage);
      await screenshot(clientPage, `profile-photo-settings-${pass.lang}-${pass.host}`);

      // A booking with the demo cleaner, accepted, and a first message: a conversation between the two.
      const property = await fromPage<{ id: string }>(clientPage, 'POST', '/api/properties', {
        name: 'Maison', type: 'house',
        address: { streetAddress: '1234 rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'H2X 3K8', country: 'CA' },
        bedrooms: 3, bathrooms: 1.5, stories: 2, parking: true,
      });
      expect(property.status).toBe(201);
      const created = await fromPage<{ id: string }>(clientPage, 'POST', '/api/bookings', {
        cleanerSlug: cleaner.slug, propertyId: property.body.id, startsAt: quebecAt(addDays(day, 2), '09:00'), durationHours: 4,
        cleanerBringsSupplies: false, frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
      });
      expect(created.status).toBe(201);
      const bookingId = created.body.id;

      const cleanerContext = await contextOnAppTime(browser, pass);
      contexts.push(cleanerContext);
      const cleanerPage = await openSite(cleanerContext, pass);
      const cleanerProblems = collectProblems(cleanerPage);
      await signIn(cleanerPage, t, cleaner.email, DEMO_CLEANER_PASSWORD);
      expect((await fromPage(cleanerPage, 'POST', `/api/bookings/${bookingId}/accept`, {})).status).toBe(200);
      expect((await fromPage(clientPage, 'POST', `/api/conversations/${bookingId}/messages`, { text: t.message })).status).toBe(201);

      // The cleaner sees the client's photo beside their name on the booking's page and in the conversation list.
      await cleanerPage.goto(`/bookings/${bookingId}`);
      const party = cleanerPage.locator('.booking-party').filter({ hasText: t.name }).first();
      await expect.poll(() => showsPhoto(party), { timeout: 10_000 }).toBe(true);
      await cleanerPage.goto('/messages');
      await expect.poll(() => cleanerPage.getByRole('heading', { name: t.messagesTitle, level: 1 }).count()).toBe(1);
      const conversation = cleanerPage.getByRole('listitem').filter({ hasText: t.message });
      await expect.poll(() => showsPhoto(conversation), { timeout: 10_000 }).toBe(true);
      await settled(cleanerPage);
      await screenshot(cleanerPage, `profile-photo-conversations-${pass.lang}-${pass.host}`);

      // Removed: the initials again, in the settings, the menu and on the cleaner's list.
      await clientPage.goto('/profile');
      await clientPage.getByRole('button', { name: t.remove }).click();
      // The confirmation's own button ("Retirer", not "Retirer la photo").
      await clientPage.getByRole('button', { name: t.removeOk, exact: true }).click();
      await expect.poll(() => clientPage.getByText(t.removed, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => showsPhoto(clientPage.getByRole('button', { name: t.menu }).first())).toBe(false);
      await expect.poll(() => clientPage.getByRole('button', { name: t.choose }).count()).toBe(1);
      await cleanerPage.reload();
      await expect.poll(() => cleanerPage.getByRole('listitem').filter({ hasText: t.message }).count()).toBe(1);
      expect(await showsPhoto(cleanerPage.getByRole('listitem').filter({ hasText: t.message }))).toBe(false);

      expect(problems).toEqual([]);
      expect(cleanerProblems).toEqual([]);
    });
  });
});
