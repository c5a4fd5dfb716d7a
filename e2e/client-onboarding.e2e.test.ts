import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectProblems, newContext, screenshot } from './support/browser';
import {
  PASSES, PASSWORD, STEP_TEXTS, STREET, chooseOption, chooseSuggestion, fromPage, launchBrowserWithSecureTestHost,
  onThisAttempt, openSite, plain,
} from './support/booking-steps';

/**
 * A new client's first minutes, in French and in English: from a cleaner's page, signing up leads through the
 * client onboarding (welcome, gender, first property, celebration; resumed where it was after a reload) straight to
 * that cleaner's booking form; another new client skips it and lands on the search of cleaners. Then the to-do list
 * of the profile: add, tick off, delete.
 */

const TEXTS = {
  fr: {
    ...STEP_TEXTS.fr,
    title: 'Bienvenue parmi nous', step: (n: number, title: string) => `Étape ${n} sur 4\u00a0: ${title}`,
    start: 'Commencer', gender: 'Genre', female: 'Femme', next: 'Continuer', addMine: 'Ajouter ma propriété', skip: 'Passer l’accueil',
    ready: 'Tout est prêt\u00a0!', toBooking: 'Continuer ma réservation',
    todos: 'Ma liste de tâches', todo: 'Tâche', priority: 'Priorité', high: 'Haute', dueDate: 'Échéance', add: 'Ajouter',
    empty: 'Aucune tâche pour l’instant. Ajoutez-en une ci-dessus.', due: 'Échéance : 1er juin 2026', list: 'Tâches',
    remove: (title: string) => `Supprimer «\u00a0${title}\u00a0»`, sortBy: 'Trier par', sortPriority: 'Priorité',
  },
  en: {
    ...STEP_TEXTS.en,
    title: 'Welcome aboard', step: (n: number, title: string) => `Step ${n} of 4: ${title}`,
    start: 'Get started', gender: 'Gender', female: 'Woman', next: 'Continue', addMine: 'Add my property', skip: 'Skip the welcome',
    ready: 'You’re all set!', toBooking: 'Continue my booking',
    todos: 'My to-do list', todo: 'To-do', priority: 'Priority', high: 'High', dueDate: 'Due date', add: 'Add',
    empty: 'Nothing to do yet. Add a to-do above.', due: 'Due Jun 1, 2026', list: 'To-dos',
    remove: (title: string) => `Delete “${title}”`, sortBy: 'Sort by', sortPriority: 'Priority',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

type Onboarding = { step: string; status: string; gender: string | null; propertyId: string | null };

async function signUp(page: Page, t: Texts, name: string, email: string) {
  await page.goto('/auth?tab=signup');
  await page.getByLabel(t.fullName).fill(name);
  // A retried attempt signs up an address of its own: the first attempt's is taken.
  await page.getByRole('main').getByLabel(t.email).fill(onThisAttempt(email));
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(t.confirmPassword).fill(PASSWORD);
  await page.getByRole('button', { name: t.createAccount }).click();
  await page.waitForURL('**/auth/select-role');
  await page.getByText(t.clientRole).click();
  await page.getByRole('button', { name: t.continue }).click();
  await page.waitForURL('**/client-onboarding');
  await expect.poll(() => page.getByRole('heading', { name: t.title, level: 1 }).count()).toBe(1);
}

const stepShown = (page: Page, text: string) => page.getByRole('heading', { name: text, level: 2 }).count();

describe('client onboarding and the to-do list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const t = TEXTS[pass.lang];

    it("a new client who came from a cleaner's page goes through the onboarding, resumed after a reload, to that cleaner's booking form", async () => {
      const found = (await (await fetch(`${baseUrl()}/api/cleaners?city=montreal&pageSize=1`)).json()) as { items: { slug: string; name: string }[] };
      const cleaner = found.items[0]!;
      const context = await newContext(browser, 'fr-CA', pass.host);
      const page = await openSite(context, pass);
      const problems = collectProblems(page);
      await page.goto(`/cleaners/${cleaner.slug}`);
      await page.getByRole('link', { name: t.book(cleaner.name) }).click();
      await page.waitForURL('**/login');
      await signUp(page, t, pass.lang === 'fr' ? 'Émilie Tremblay' : 'Grace Wilson', `onboarded.${pass.lang}@example.com`);
      await screenshot(page, `client-onboarding-welcome-${pass.lang}`);

      await page.getByRole('button', { name: t.start }).click();
      await expect.poll(() => stepShown(page, t.step(2, pass.lang === 'fr' ? 'Vous' : 'About you'))).toBe(1);
      await page.getByRole('radiogroup', { name: t.gender }).getByText(t.female, { exact: true }).click();
      await page.getByRole('button', { name: t.next, exact: true }).click();
      const propertyStep = t.step(3, pass.lang === 'fr' ? 'Votre propriété' : 'Your property');
      await expect.poll(() => stepShown(page, propertyStep)).toBe(1);
      // Kept on the server: coming back resumes at the step reached, the gender on the account.
      await page.reload();
      await expect.poll(() => stepShown(page, propertyStep)).toBe(1);
      expect((await fromPage<Onboarding>(page, 'GET', '/api/me/client-onboarding')).body).toMatchObject({ step: 'property', status: 'in-progress', gender: 'female' });

      await page.getByRole('button', { name: t.addMine }).click();
      const drawer = page.getByRole('dialog', { name: t.addProperty });
      await drawer.getByLabel(t.propertyName, { exact: true }).fill('Maison');
      await chooseOption(drawer.getByLabel(t.propertyType, { exact: true }), t.house);
      const address = drawer.getByLabel(t.address, { exact: true });
      await address.fill(`${STREET}, Montréal`);
      await chooseSuggestion(address, `${STREET}, Montréal, QC`);
      await expect.poll(() => drawer.getByLabel(t.city, { exact: true }).inputValue()).toBe('Montréal');
      await drawer.getByLabel(t.postalCode, { exact: true }).fill('H2J 2L3');
      await drawer.getByLabel(t.bedrooms, { exact: true }).fill('3');
      await drawer.getByLabel(t.bathrooms, { exact: true }).fill('2');
      await page.getByRole('button', { name: t.createProperty }).click();

      await expect.poll(() => page.getByText(t.ready, { exact: true }).count()).toBe(1);
      await screenshot(page, `client-onboarding-ready-${pass.lang}`);
      await page.getByRole('button', { name: t.toBooking }).click();
      await page.waitForURL(`**/book/${cleaner.slug}`);
      await expect.poll(() => page.getByText(t.propertyOption, { exact: true }).count()).toBe(1);
      const finished = (await fromPage<Onboarding>(page, 'GET', '/api/me/client-onboarding')).body;
      expect(finished).toMatchObject({ step: 'celebration', status: 'completed', gender: 'female', propertyId: expect.any(String) });
      // Shown once: coming back leads to the client's home.
      await page.goto('/client-onboarding');
      await page.waitForURL((url) => url.pathname === '/');
      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);

    it('another new client skips the onboarding and lands on the search; their to-do list takes, ticks off and deletes to-dos', async () => {
      const context = await newContext(browser, 'fr-CA', pass.host);
      const page = await openSite(context, pass);
      const problems = collectProblems(page);
      await signUp(page, t, pass.lang === 'fr' ? 'Luc Gagnon' : 'Tom Baker', `skipper.${pass.lang}@example.com`);
      await page.getByRole('button', { name: t.skip }).click();
      await page.waitForURL((url) => url.pathname === '/cleaners');
      expect((await fromPage<Onboarding>(page, 'GET', '/api/me/client-onboarding')).body).toMatchObject({ step: 'welcome', status: 'skipped', gender: null });

      // The profile area's to-do tab (the dashboard composes the list there).
      await page.goto('/profile?tab=todos');
      await expect.poll(() => page.getByRole('heading', { name: t.todos }).count()).toBe(1);
      await expect.poll(() => page.getByText(t.empty, { exact: true }).count()).toBe(1);
      const form = page.locator('#todo-new');
      const list = page.getByRole('list', { name: t.list });
      const add = async (title: string, options: { high?: boolean; due?: string } = {}) => {
        await form.getByLabel(t.todo, { exact: true }).fill(title);
        if (options.high) {
          await chooseOption(form.getByLabel(t.priority, { exact: true }), t.high);
        }
        if (options.due !== undefined) {
          const due = form.getByLabel(t.dueDate, { exact: true });
          await due.fill(options.due);
          // Tab takes the typed date and leaves the field; Enter there would also send this inline form, racing the
          // button (a to-do sent twice, or the button caught in its loading state, in some runs).
          await due.press('Tab');
        }
        // Named "loading Ajouter" while a send is under way (antd's spinner): a send already started is waited for.
        await form.getByRole('button', { name: new RegExp(`^(loading )?${t.add}$`) }).click();
        await expect.poll(() => list.getByText(title, { exact: true }).count()).toBe(1);
      };
      const bags = pass.lang === 'fr' ? 'Acheter des sacs poubelle' : 'Buy garbage bags';
      const key = pass.lang === 'fr' ? 'Laisser la clé au concierge' : 'Leave the key with the concierge';
      await add(bags, { due: '2026-06-01' });
      await add(key, { high: true });
      expect(plain(await list.getByRole('listitem').filter({ hasText: bags }).innerText())).toContain(t.due);
      // By priority, the urgent one comes first.
      await page.getByRole('radiogroup', { name: t.sortBy }).getByText(t.sortPriority, { exact: true }).click();
      await expect.poll(async () => plain(await list.getByRole('listitem').first().innerText())).toContain(key);

      await list.getByRole('checkbox', { name: bags }).click();
      await expect.poll(() => list.getByRole('checkbox', { name: bags }).isChecked()).toBe(true);
      await screenshot(page, `todos-${pass.lang}`);
      await list.getByRole('button', { name: t.remove(key) }).click();
      await expect.poll(() => list.getByText(key, { exact: true }).count()).toBe(0);
      // From the server, read again: one left, done.
      await page.reload();
      await expect.poll(() => list.getByRole('checkbox', { name: bags }).isChecked()).toBe(true);
      expect(await list.getByRole('listitem').count()).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);
  });
});
