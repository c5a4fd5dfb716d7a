import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, screenshot } from './support/browser';
import {
  PASSES, contextOnAppTime, freshCleaner, fromPage, launchBrowserWithSecureTestHost, openSite, retryOfThisTest, signIn, DEMO_CLEANER_PASSWORD,
} from './support/booking-steps';

/**
 * Admin messages, in French and in English: the demo admin writes to a cleaner found by part of their name (refused
 * first without a user chosen); the cleaner finds it in /messages, unread and counted by the header badge, and opening
 * it marks it read; the admin's history says so without a reload. The cleaner then turns an e-mail off in the settings.
 */

const TEXTS = {
  fr: {
    email: 'Courriel', password: 'Mot de passe', signInTab: 'Connexion', signIn: 'Se connecter',
    title: 'Messages aux utilisateurs', recipient: 'Destinataire', subject: 'Objet', text: 'Message', send: 'Envoyer',
    chooseUser: 'Veuillez choisir un utilisateur.', sent: 'Message envoyé', unread: 'Non lu', readOn: /Lu le /,
    subjectValue: 'Votre assurance expire bientôt', textValue: 'Bonjour! Pensez à téléverser votre nouvelle preuve d’assurance avant la fin du mois.',
    unreadMails: 'Messages non lus', saveChoices: 'Enregistrer mes choix', choicesSaved: 'Vos choix de courriels sont enregistrés.',
    inbox: 'Messages de Weklean', menu: /^Menu du compte de /, badge: (count: number) => `Messages non lus\u00a0: ${count}`, stats: 'Statistiques',
    all: 'Tous', cleaners: 'Nettoyeurs', sentCount: 'Envoyés', readCount: 'Lus',
  },
  en: {
    email: 'Email', password: 'Password', signInTab: 'Log in', signIn: 'Log in',
    title: 'Messages to users', recipient: 'Recipient', subject: 'Subject', text: 'Message', send: 'Send',
    chooseUser: 'Please choose a user.', sent: 'Message sent', unread: 'Unread', readOn: /Read [A-Z]/,
    subjectValue: 'Your insurance expires soon', textValue: 'Hello! Please upload your new proof of insurance before the end of the month.',
    unreadMails: 'Unread messages', saveChoices: 'Save my choices', choicesSaved: 'Your e-mail choices are saved.',
    inbox: 'Messages from Weklean', menu: /^Account menu of /, badge: (count: number) => `Unread messages: ${count}`, stats: 'Statistics',
    all: 'All', cleaners: 'Cleaners', sentCount: 'Sent', readCount: 'Read',
  },
} as const;

const ADMIN = { email: 'admin@weklean.local', password: 'Admin-weklean-2026' };

type Figures = { sent: number; read: number };
type Stats = Figures & { byRole: { client: Figures; cleaner: Figures } };

/** A figure of a statistics card ("Tous", "Nettoyeurs"), as the screen shows it. */
function figure(page: Page, card: string, title: string) {
  return page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: card, exact: true, level: 3 }) })
    .locator('.ant-statistic')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('.ant-statistic-content-value')
    .textContent();
}

describe('messages from the platform', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const t = TEXTS[pass.lang];
    /** The cleaners this pass's attempts wrote to. */
    const written: string[] = [];

    it('an admin writes to a cleaner found by name; the cleaner reads it; the history shows it read, live', async () => {
      // A retried attempt writes to another cleaner, with a subject of its own: the first attempt's message, still
      // unread, would count on the same cleaner's badge, and its row in the history (and its button in the same
      // inbox) would be found by the same subject.
      const cleaner = await freshCleaner(written);
      written.push(cleaner.email);
      const subject = retryOfThisTest() > 0 ? `${t.subjectValue} #${retryOfThisTest() + 1}` : t.subjectValue;
      const adminContext = await contextOnAppTime(browser, pass);
      const admin = await openSite(adminContext, pass);
      const adminProblems = collectProblems(admin);
      await signIn(admin, t, ADMIN.email, ADMIN.password);
      await admin.goto('/admin/messages');
      await expect.poll(() => admin.getByRole('heading', { name: t.title, level: 1 }).count()).toBe(1);
      // The statistics before: the demo's welcome messages, and the other language's pass, were sent before this one.
      const statsBefore = (await fromPage<Stats>(admin, 'GET', '/api/admin/messages/stats')).body;

      // No user chosen: refused on the field, nothing sent.
      await admin.getByLabel(t.text).fill(t.textValue);
      await admin.getByRole('button', { name: t.send, exact: true }).click();
      await expect.poll(() => admin.getByText(t.chooseUser, { exact: true }).count()).toBe(1);

      // The cleaner, found by a part of their name.
      await admin.getByLabel(t.recipient).fill(cleaner.name.slice(0, 5));
      // The list shown (antd keeps a hidden copy of it for screen readers, with the same role).
      const option = admin.locator('.ant-select-item-option', { hasText: cleaner.email });
      await expect.poll(() => option.count(), { timeout: 10_000 }).toBe(1);
      await option.click();
      await admin.getByLabel(t.subject).fill(subject);
      await admin.getByRole('button', { name: t.send, exact: true }).click();
      await expect.poll(() => admin.getByText(t.sent, { exact: true }).count()).toBeGreaterThan(0);
      const row = admin.getByRole('row').filter({ hasText: subject });
      await expect.poll(() => row.filter({ hasText: t.unread }).count(), { timeout: 10_000 }).toBe(1);
      let adminLoads = 0;
      admin.on('load', () => (adminLoads += 1));

      // The cleaner: the badge counts it, /messages shows it apart from the conversations; opening it reads it.
      const cleanerContext = await contextOnAppTime(browser, pass);
      const cleanerPage: Page = await openSite(cleanerContext, pass);
      const cleanerProblems = collectProblems(cleanerPage);
      await signIn(cleanerPage, t, cleaner.email, DEMO_CLEANER_PASSWORD);
      await cleanerPage.getByRole('button', { name: t.menu }).first().click();
      await expect.poll(() => cleanerPage.getByTitle(t.badge(1)).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await cleanerPage.keyboard.press('Escape');
      await cleanerPage.goto('/messages');
      await expect.poll(() => cleanerPage.getByRole('heading', { name: new RegExp(`^${t.inbox}`), level: 2 }).count()).toBe(1);
      await cleanerPage.getByRole('button', { name: new RegExp(subject) }).click();
      await expect.poll(() => cleanerPage.getByText(t.textValue, { exact: true }).count()).toBe(1);
      // Read: the section's count and the header's badge go.
      await expect.poll(() => cleanerPage.getByTitle(t.badge(1)).count(), { timeout: 10_000 }).toBe(0);
      await screenshot(cleanerPage, `admin-message-inbox-${pass.lang}`);

      // The admin's history turns read by itself.
      await expect.poll(() => row.filter({ hasText: t.readOn }).count(), { timeout: 10_000 }).toBe(1);
      expect(adminLoads).toBe(0);
      // One more sent and one more read, in all and to cleaners, without a reload either.
      expect(await admin.getByRole('heading', { name: t.stats, level: 2 }).count()).toBe(1);
      await expect.poll(() => figure(admin, t.all, t.sentCount)).toBe(String(statsBefore.sent + 1));
      await expect.poll(() => figure(admin, t.all, t.readCount)).toBe(String(statsBefore.read + 1));
      await expect.poll(() => figure(admin, t.cleaners, t.sentCount)).toBe(String(statsBefore.byRole.cleaner.sent + 1));
      await expect.poll(() => figure(admin, t.cleaners, t.readCount)).toBe(String(statsBefore.byRole.cleaner.read + 1));
      expect(adminLoads).toBe(0);
      await screenshot(admin, `admin-messages-${pass.lang}`);
      // The cleaner turns the unread-messages e-mails off (or on) in the account settings; it holds after a reload.
      await cleanerPage.goto('/profile');
      const unreadMails = cleanerPage.getByRole('switch', { name: t.unreadMails, exact: true });
      await expect.poll(() => unreadMails.count()).toBe(1);
      // The same demo cleaner may have served the other language's pass: whatever it was, it flips.
      const before = await unreadMails.getAttribute('aria-checked');
      await unreadMails.click();
      await cleanerPage.getByRole('button', { name: t.saveChoices }).click();
      await expect.poll(() => cleanerPage.getByText(t.choicesSaved, { exact: true }).count()).toBeGreaterThan(0);
      await screenshot(cleanerPage, `account-emails-${pass.lang}`);
      await cleanerPage.reload();
      await expect.poll(() => cleanerPage.getByRole('switch', { name: t.unreadMails, exact: true }).getAttribute('aria-checked')).toBe(before === 'true' ? 'false' : 'true');

      expect(adminProblems).toEqual([]);
      expect(cleanerProblems).toEqual([]);
      for (const context of [adminContext, cleanerContext]) await context.close();
    }, 120_000);
  });
});
