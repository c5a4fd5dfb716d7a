import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, fitsPhone, newContext, screenshot } from './support/browser';
import { PASSES, launchBrowserWithSecureTestHost, onThisAttempt, openSite, plain } from './support/booking-steps';
import { lastMailTo } from './support/dev-mailbox';

/**
 * The newsletter sign-up (footer, `/apps`, the blog) and its double opt-in through the mail's link (issue 17), in
 * French (localhost) and in English (weklean.test): the SPEC's messages for a bad e-mail and unticked terms, then the
 * success state; the confirmation link confirms; the mail's unsubscribe link erases the address; `/apps` has its own.
 */
const TEXT = {
  fr: {
    email: 'Courriel',
    submit: 'M’abonner',
    invalidEmail: 'Veuillez entrer une adresse courriel valide.',
    termsRequired: 'Veuillez accepter les conditions pour vous abonner.',
    success: 'Vérifiez votre boîte de réception',
    confirmed: 'Votre abonnement à l’infolettre est confirmé. Merci !',
    unsubscribed: 'Vous êtes désabonné de l’infolettre : votre adresse a été effacée.',
    unsubscribeH1: 'Se désabonner de l’infolettre',
    unsubscribeButton: 'Me désabonner',
    appsH1: 'Installez Weklean sur votre téléphone',
  },
  en: {
    email: 'Email',
    submit: 'Subscribe',
    invalidEmail: 'Please enter a valid email address.',
    termsRequired: 'Please accept the terms to subscribe.',
    success: 'Check your inbox',
    confirmed: 'Your newsletter subscription is confirmed. Thank you!',
    unsubscribed: 'You are unsubscribed from the newsletter: your address was erased.',
    unsubscribeH1: 'Unsubscribe from the newsletter',
    unsubscribeButton: 'Unsubscribe me',
    appsH1: 'Install Weklean on your phone',
    message: 'Message',
  },
} as const;

const textOf = async (locator: Locator) => plain(await locator.innerText());

describe('newsletter sign-up', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const text = TEXT[pass.lang];
    const stamp = `${pass.lang}-${Date.now()}`;

    it("signs up from the footer: the SPEC's messages, then the success state, then the mail's link confirms", async () => {
      const context = await newContext(browser, 'fr-CA', pass.host);
      try {
        const page = await openSite(context, pass);
        const problems = collectProblems(page);
        const signup = page.locator('.newsletter-signup-footer');
        await signup.getByLabel(text.email).waitFor({ timeout: 15_000 });
        await signup.getByLabel(text.email).fill('pas-une-adresse');
        await signup.getByRole('button', { name: text.submit }).click();
        await expect.poll(() => textOf(signup), { timeout: 5_000 }).toContain(plain(text.invalidEmail));
        expect(await textOf(signup)).toContain(plain(text.termsRequired));
        await signup.scrollIntoViewIfNeeded();
        await screenshot(page, `newsletter-footer-errors-${pass.lang}`);

        // The stamp is the file's, the same for a retried attempt: that one signs up an address of its own, or it could
        // read the first attempt's mail (the new one is sent in the background) with a token since replaced, or get no
        // mail at all for an address the first attempt confirmed.
        const email = onThisAttempt(`news.${stamp}@example.com`);
        await signup.getByLabel(text.email).fill(email);
        await signup.getByRole('button', { name: text.submit }).click();
        await expect.poll(() => textOf(signup), { timeout: 5_000 }).not.toContain(plain(text.invalidEmail));
        expect(await textOf(signup)).toContain(plain(text.termsRequired));
        await signup.getByRole('checkbox').last().check();
        await signup.getByRole('button', { name: text.submit }).click();
        await expect.poll(() => textOf(signup), { timeout: 10_000 }).toContain(plain(text.success));
        await screenshot(page, `newsletter-footer-sent-${pass.lang}`);

        const mail = await lastMailTo(email);
        expect(mail).not.toBeNull();
        const confirm = mail!.text.match(/https?:\/\/\S+(\/api\/newsletter\/confirm\?token=[\w%-]+)/);
        expect(mail!.text).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
        expect(confirm).not.toBeNull();
        await page.goto(confirm![1]!);
        await expect.poll(async () => plain(await page.locator('body').innerText()), { timeout: 10_000 }).toContain(plain(text.confirmed));
        await screenshot(page, `newsletter-confirmed-${pass.lang}`);

        const unsubscribe = mail!.text.match(/https?:\/\/\S+(\/api\/newsletter\/unsubscribe\?token=[\w%-]+)/);
        expect(unsubscribe).not.toBeNull();
        // The link asks first (a mail scanner following it erases nothing); the button erases.
        await page.goto(unsubscribe![1]!);
        await page.getByRole('heading', { level: 1, name: text.unsubscribeH1 }).waitFor();
        await screenshot(page, `newsletter-unsubscribe-${pass.lang}`);
        await page.getByRole('button', { name: text.unsubscribeButton }).click();
        await expect.poll(async () => plain(await page.locator('body').innerText()), { timeout: 10_000 }).toContain(plain(text.unsubscribed));
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);

    it('shows /apps with its own sign-up', async () => {
      const context = await newContext(browser, 'fr-CA', pass.host);
      try {
        const page = await openSite(context, pass);
        const problems = collectProblems(page);
        await page.goto('/apps');
        await expect.poll(() => page.getByRole('heading', { level: 1, name: text.appsH1, exact: true }).count(), { timeout: 15_000 }).toBe(1);
        const signup = page.locator('.newsletter-signup-page');
        await signup.getByLabel(text.email).waitFor({ timeout: 15_000 });
        await signup.getByRole('button', { name: text.submit }).click();
        await expect.poll(() => textOf(signup), { timeout: 5_000 }).toContain(plain(text.invalidEmail));
        expect(await page.locator('main a[href*="apps.apple.com"], main a[href*="play.google.com"]').count()).toBe(0);
        await screenshot(page, `apps-${pass.lang}`);
        await fitsPhone(page, `apps-${pass.lang}`);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);

    it('shows the sign-up on the blog beside the footer one, each with its own fields', async () => {
      const context = await newContext(browser, 'fr-CA', pass.host);
      try {
        const page = await openSite(context, pass);
        const problems = collectProblems(page);
        await page.goto('/blog');
        const signup = page.locator('.newsletter-signup-page');
        await signup.getByLabel(text.email).waitFor({ timeout: 15_000 });
        await page.locator('.newsletter-signup-footer').getByLabel(text.email).waitFor({ timeout: 15_000 });
        const ids = await page.locator('.newsletter-signup input').evaluateAll((inputs) => inputs.map((input) => input.id).filter((id) => id !== ''));
        expect(new Set(ids).size).toBe(ids.length);
        await signup.getByLabel(text.email).fill('pas-une-adresse');
        await signup.getByRole('button', { name: text.submit }).click();
        await expect.poll(() => textOf(signup), { timeout: 5_000 }).toContain(plain(text.invalidEmail));
        expect(await textOf(page.locator('.newsletter-signup-footer'))).not.toContain(plain(text.invalidEmail));
        await signup.scrollIntoViewIfNeeded();
        await screenshot(page, `newsletter-blog-${pass.lang}`);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  });
});
