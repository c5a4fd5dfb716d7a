import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, fitsPhone, newContext, screenshot } from './support/browser';
import { PASSES, launchBrowserWithSecureTestHost, openSite, plain } from './support/booking-steps';
import { lastMailTo } from './support/dev-mailbox';

/**
 * The `/contact` form (issue 17), in French (localhost) and in English (weklean.test): a short name refused, then the
 * message sent, stored and mailed to the demo admin with a confirmation to the sender. (The newsletter sign-up and
 * `/apps` are e2e/newsletter.e2e.test.ts's.)
 */
const TEXT = {
  fr: {
    email: 'Courriel',
    contactH1: 'Nous joindre',
    name: 'Nom',
    subject: 'Objet',
    message: 'Message',
    send: 'Envoyer',
    sent: 'Message envoyé',
    nameInvalid: 'Votre nom doit compter de 2 à 100 caractères.',
    support: 'support@weklean.ca',
  },
  en: {
    email: 'Email',
    contactH1: 'Contact us',
    name: 'Name',
    subject: 'Subject',
    message: 'Message',
    send: 'Send',
    sent: 'Message sent',
    nameInvalid: 'Your name must have 2 to 100 characters.',
    support: 'support@weklean.com',
  },
} as const;

const ADMIN_EMAIL = 'admin@weklean.local';
const textOf = async (locator: Locator) => plain(await locator.innerText());

describe('contact', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const text = TEXT[pass.lang];
    const stamp = `${pass.lang}-${Date.now()}`;

    it('sends a contact message: the form refuses a short name, then sends, and the admin gets the mail', async () => {
      const context = await newContext(browser, 'fr-CA', pass.host);
      try {
        const page = await openSite(context, pass);
        const problems = collectProblems(page);
        await page.goto('/contact');
        await expect.poll(() => page.getByRole('heading', { level: 1, name: text.contactH1, exact: true }).count(), { timeout: 15_000 }).toBe(1);
        await expect.poll(() => page.title()).toContain(text.contactH1);
        const main = page.locator('main');
        expect(await textOf(main)).toContain(text.support);
        await screenshot(page, `contact-${pass.lang}`);
        await fitsPhone(page, `contact-${pass.lang}`);

        const form = page.locator('form#contact');
        const subject = `Question ${stamp}`;
        await form.getByLabel(text.name, { exact: true }).fill('A');
        await form.getByLabel(text.email, { exact: true }).fill(`contact.${stamp}@example.com`);
        await form.getByLabel(text.subject, { exact: true }).fill(subject);
        await form.getByLabel(text.message, { exact: true }).fill('Bonjour, une question sur ma facture du mois dernier.');
        await form.getByRole('button', { name: text.send }).click();
        await expect.poll(() => textOf(form), { timeout: 5_000 }).toContain(plain(text.nameInvalid));
        await form.getByLabel(text.name, { exact: true }).fill('Chloé Gagnon');
        await form.getByRole('button', { name: text.send }).click();
        await expect.poll(() => textOf(main), { timeout: 10_000 }).toContain(text.sent);
        await screenshot(page, `contact-sent-${pass.lang}`);

        const toAdmin = await lastMailTo(ADMIN_EMAIL);
        expect(toAdmin?.subject).toContain(subject);
        expect(toAdmin?.text).toContain(`contact.${stamp}@example.com`);
        const confirmation = await lastMailTo(`contact.${stamp}@example.com`);
        expect(confirmation?.subject).toContain(subject);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  });
});
