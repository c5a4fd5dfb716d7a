import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOKING_TIME_ZONE, localDateTime, quebecInstant } from '@weklean/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import postgres from 'postgres';
import { TestRunner, expect, inject } from 'vitest';
import { animationsDone, baseUrl, newContext, type ContextOptions } from './browser';
import { stripedPng, type Rgb } from './png';

// The tests' browser, from here as before (e2e/support/browser.ts).
export { launchBrowserWithSecureTestHost } from './browser';

/**
 * The steps of the booking browser tests (bookings, payments): a person's way through the screens, and the app's
 * clock, which only moves forward and is shared by the whole run.
 */

export const PASSWORD = 'Un-mot-de-passe-1';
export const DEMO_CLEANER_PASSWORD = 'Demo-cleaner-2026';
export const STREET = '1234 rue Saint-Denis';
export const WHITE: Rgb = [240, 253, 250];

export type Language = 'fr' | 'en';
export type Pass = { host: 'localhost' | 'weklean.test'; lang: Language };
export type Cleaner = { slug: string; name: string; email: string };
export type Quote = { basePrice: number; firstBookingDiscount: number; finalPrice: number; deposit: number; balance: number; hourlyRateCents: number | null };

/** The words of the screens that the steps below read or click, in one language. */
export type StepTexts = {
  fullName: string; email: string; password: string; confirmPassword: string; createAccount: string; clientRole: string;
  continue: string; signInTab: string; signIn: string; addProperty: string; propertyName: string; propertyType: string;
  house: string; address: string; city: string; postalCode: string; bedrooms: string; bathrooms: string;
  createProperty: string; properties: string; book: (name: string) => string; propertyOption: string; date: string;
  time: string; duration: string; sendRequest: string; status: (label: string) => string; history: string;
};

/** The steps' words in both languages, which each booking test spreads into its own texts. */
export const STEP_TEXTS = {
  fr: {
    fullName: 'Nom complet', email: 'Courriel', password: 'Mot de passe', confirmPassword: 'Confirmer le mot de passe',
    createAccount: 'Créer mon compte', clientRole: 'Client (propriétaire)', continue: 'Continuer', signInTab: 'Connexion', signIn: 'Se connecter',
    addProperty: 'Ajouter une propriété', propertyName: 'Nom', propertyType: 'Type de propriété', house: 'Maison', address: 'Adresse', city: 'Ville',
    postalCode: 'Code postal', bedrooms: 'Chambres', bathrooms: 'Salles de bain', createProperty: 'Ajouter la propriété', properties: 'Vos propriétés',
    book: (name: string) => `Réserver avec ${name}`, propertyOption: 'Maison (Maison) — 1234 rue Saint-Denis, Montréal',
    date: 'Date', time: 'Heure de début', duration: 'Durée', sendRequest: 'Envoyer la demande', status: (label: string) => `Statut : ${label}`,
    history: 'Historique',
  },
  en: {
    fullName: 'Full name', email: 'Email', password: 'Password', confirmPassword: 'Confirm password',
    createAccount: 'Create my account', clientRole: 'Client (homeowner)', continue: 'Continue', signInTab: 'Log in', signIn: 'Log in',
    addProperty: 'Add a property', propertyName: 'Name', propertyType: 'Property type', house: 'House', address: 'Address', city: 'City',
    postalCode: 'Postal code', bedrooms: 'Bedrooms', bathrooms: 'Bathrooms', createProperty: 'Add the property', properties: 'Your properties',
    book: (name: string) => `Book ${name}`, propertyOption: 'Maison (House) — 1234 rue Saint-Denis, Montréal',
    date: 'Date', time: 'Start time', duration: 'Duration', sendRequest: 'Send the request', status: (label: string) => `Status: ${label}`,
    history: 'History',
  },
} as const satisfies Record<Language, StepTexts>;

export const PASSES: Pass[] = [
  { host: 'localhost', lang: 'fr' },
  { host: 'weklean.test', lang: 'en' },
];

/** Cents as the screens write them (`50,00 $`, `$50.00`), spaces made plain: compare with `plain()` text. */
export const money = (cents: number, lang: Language) =>
  plain(new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100));
/** Text with every run of white space (no-break spaces included) as one plain space. */
export const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

// The app's clock (GET/POST /api/test-clock), never the test machine's.
export async function appNow(): Promise<Date> {
  const answer = await fetch(`${baseUrl()}/api/test-clock`);
  return new Date(((await answer.json()) as { now: string }).now);
}

/**
 * Moves the app's clock forward to `instant` (to the next whole minute after it), and the browsers' clocks with it:
 * a person's device shows the same time as the server.
 */
export async function advanceClockTo(instant: string, browsers: BrowserContext[] = []): Promise<Date> {
  const minutes = Math.ceil((Date.parse(instant) - (await appNow()).getTime()) / 60_000);
  expect(minutes).toBeGreaterThan(0);
  const answer = await fetch(`${baseUrl()}/api/test-clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });
  expect(answer.status).toBe(200);
  const now = new Date(((await answer.json()) as { now: string }).now);
  for (const context of browsers) await context.clock.setSystemTime(now);
  return now;
}

/** A new browser whose clock (Date, timers) starts at the app's time and runs on from there. */
export async function contextOnAppTime(browser: Browser, pass: Pass, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await newContext(browser, 'fr-CA', pass.host, options);
  await context.clock.install({ time: await appNow() });
  return context;
}

export const quebec = (instant: Date) => localDateTime(instant.toISOString(), BOOKING_TIME_ZONE) ?? { date: '', time: '' };
/** The instant of a Quebec date and time the test writes itself (always a real one). */
export const quebecAt = (date: string, time: string): string => {
  const instant = quebecInstant(date, time);
  if (instant === null) throw new Error(`not a date and time: ${date} ${time}`);
  return instant;
};

/**
 * A verified demo cleaner of Montréal with an hourly rate of $25 or more (so that a 4-hour deposit is over the $50 fee:
 * the fee is kept and the rest refunded), no booking yet (each pass takes a new one) and a name no other cleaner has;
 * none of `except` (e-mails), for a test whose failed attempt left something with the cleaner it had.
 */
export async function freshCleaner(except: readonly string[] = []): Promise<Cleaner> {
  const { databaseUrl } = JSON.parse(readFileSync(join(inject('dataDir'), 'runtime.json'), 'utf8')) as { databaseUrl: string };
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    // The demo accounts' addresses are not public: they come from the database, with the cleaners search shows in
    // Montréal. Most demo cleaners have reviewed bookings in the past (the demo reviews): the ones left have none.
    const rows = await sql<{ slug: string; name: string; email: string }[]>`
      select p.slug, p.display_name as name, u.email from cleaner_profiles p join users u on u.id = p.cleaner_id
      where p.verified and p.served_place_ids @> array['montreal'] and p.hourly_rate_cents >= 2500 and u.email like '%@demo.weklean.local'
        and not exists (select 1 from bookings b where b.cleaner_id = p.cleaner_id)
        -- Found by name in the list (the keyboard test takes the first link of that name): two "Carole L." would not do.
        and not exists (select 1 from cleaner_profiles o where o.display_name = p.display_name and o.cleaner_id <> p.cleaner_id)
        and not (u.email = any(${[...except]}::text[]))
      order by p.slug limit 1`;
    const cleaner = rows[0];
    if (cleaner === undefined) throw new Error('no demo cleaner of Montréal is free of bookings');
    const shown = await fetch(`${baseUrl()}/api/cleaners/${cleaner.slug}`);
    expect(shown.status).toBe(200);
    return cleaner;
  } finally {
    await sql.end();
  }
}

/** A request from the signed-in page itself (its cookie, its origin). */
export async function fromPage<T>(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([verb, address, data]) => {
      const init: RequestInit = data === undefined ? { method: verb } : { method: verb, headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) };
      const answer = await fetch(address, init);
      return { status: answer.status, body: (await answer.json()) as T };
    },
    [method, path, body] as const,
  );
}

/** The interface in the pass's language: the footer's switch on the English-capable host, French on localhost. */
export async function openSite(context: BrowserContext, pass: Pass): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  if (pass.lang === 'en') {
    await page.getByRole('radiogroup', { name: 'Langue' }).getByText('English').click();
    await expect.poll(() => page.getByRole('radiogroup', { name: 'Language' }).count()).toBe(1);
  }
  return page;
}

/**
 * A test's fixed address on its first attempt; on its retry (e2e/vitest.config.ts), another one (`….retry1@…`), since
 * the first attempt may have signed it up already. A test that uses the address again after the sign-up (to sign in)
 * takes it from here too.
 */
export function onThisAttempt(email: string): string {
  const retry = retryOfThisTest();
  return retry > 0 ? email.replace('@', `.retry${retry}@`) : email;
}

/** The current test's retry (e2e/vitest.config.ts): 0 on its first attempt, 1 on its retry. */
export const retryOfThisTest = (): number => TestRunner.getCurrentTest()?.result?.retryCount ?? 0;

export async function signUpClient(page: Page, t: StepTexts, name: string, email: string) {
  await page.goto('/auth?tab=signup');
  await page.getByLabel(t.fullName).fill(name);
  await page.getByRole('main').getByLabel(t.email).fill(onThisAttempt(email));
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(t.confirmPassword).fill(PASSWORD);
  await page.getByRole('button', { name: t.createAccount }).click();
  await page.waitForURL('**/auth/select-role');
  await page.getByText(t.clientRole).click();
  await page.getByRole('button', { name: t.continue }).click();
  // A new client is welcomed by their onboarding (e2e/client-onboarding.e2e.test.ts goes through it); the steps go on from there.
  await page.waitForURL('**/client-onboarding');
}

export async function signIn(page: Page, t: Pick<StepTexts, 'email' | 'password' | 'signInTab' | 'signIn'>, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('tabpanel', { name: t.signInTab }).getByRole('button', { name: t.signIn }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * A suggestion of an AutoComplete, taken with the keyboard as a person would: arrows until it is the active option
 * (the list fills in as the answers come), then Enter.
 */
export async function chooseSuggestion(field: Locator, label: string) {
  const option = field.page().getByRole('option', { name: label, exact: true });
  await expect.poll(() => option.count()).toBe(1);
  const id = await option.getAttribute('id');
  await expect
    .poll(async () => {
      if ((await field.getAttribute('aria-activedescendant')) !== id) await field.press('ArrowDown');
      return field.getAttribute('aria-activedescendant');
    })
    .toBe(id);
  await field.press('Enter');
}

/**
 * An option of a Select (antd), clicked as a person would, then the list closed. On a loaded machine a click can land
 * on the list while it is still opening and be lost: then the field shows nothing chosen, and the choice is made again.
 */
export async function chooseOption(field: Locator, title: string) {
  const page = field.page();
  const select = field.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  const list = page.locator('.ant-select-dropdown:visible');
  for (let attempt = 1; ; attempt += 1) {
    if ((await list.count()) === 0) await field.click();
    await list.getByTitle(title, { exact: true }).click();
    const chosen = await expect
      .poll(async () => (await select.textContent({ timeout: 1000 }).catch(() => '')) ?? '', { timeout: 5000 })
      .toContain(title)
      .then(() => true, () => false);
    if (chosen) break;
    if (attempt === 3) throw new Error(`the option "${title}" was clicked 3 times and not chosen`);
  }
  await expect.poll(() => list.count()).toBe(0);
}

export async function addProperty(page: Page, t: StepTexts) {
  await page.goto('/properties');
  await page.getByRole('button', { name: t.addProperty }).click();
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
  // The drawer closes and the list reads the new property again: on a loaded machine more than the default 5 s.
  await expect.poll(() => page.getByRole('list', { name: t.properties }).getByRole('heading', { name: 'Maison' }).count(), { timeout: 15_000 }).toBe(1);
}

/** From the cleaner's public page to the form, the client's one property already chosen. */
export async function openBookingForm(page: Page, t: StepTexts, cleaner: Cleaner) {
  await page.goto(`/cleaners/${cleaner.slug}`);
  await page.getByRole('link', { name: t.book(cleaner.name) }).click();
  await page.waitForURL(`**/book/${cleaner.slug}`);
  await expect.poll(() => page.getByText(t.propertyOption, { exact: true }).count()).toBe(1);
}

/** An `HH:MM` time as a person types it in the page's language: `14 h 30` / `2:30 pm` (the pickers' formats). */
export async function asTyped(page: Page, time: string): Promise<string> {
  const language = await page.evaluate(() => document.documentElement.lang);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const mm = String(minutes).padStart(2, '0');
  return language.startsWith('en') ? `${hours % 12 || 12}:${mm} ${hours < 12 ? 'am' : 'pm'}` : `${hours} h ${mm}`;
}

export async function fillSchedule(page: Page, t: StepTexts, date: string, time: string) {
  const day = page.getByLabel(t.date, { exact: true });
  await day.fill(date);
  await day.press('Enter');
  const start = page.getByLabel(t.time, { exact: true });
  await start.fill(await asTyped(page, time));
  await start.press('Enter');
}

export async function setDuration(page: Page, t: StepTexts, hours: string) {
  const duration = page.getByLabel(t.duration, { exact: true });
  await duration.fill(hours);
  await duration.press('Tab');
}

export type Created = { id: string; status: string; price: Omit<Quote, 'hourlyRateCents'> };

/** Sends the form: the API's answer (docs/api/bookings.md), once the new booking's page is open. */
export async function sendRequest(page: Page, t: StepTexts): Promise<Created> {
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/bookings');
  await page.getByRole('button', { name: t.sendRequest }).click();
  expect((await answer).status()).toBe(201);
  const created = (await (await answer).json()) as Created;
  expect(created.status).toBe('pending');
  await page.waitForURL(`**/bookings/${created.id}`);
  return created;
}

/**
 * Before a screenshot: the page at its top (a full-page shot draws the sticky header where the page was scrolled to)
 * and no transition still running (a tab's underline sliding under the tab just chosen).
 */
export async function settled(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await animationsDone(page);
}

export const statusTag = (page: Page, t: StepTexts, label: string) => page.getByText(t.status(label), { exact: true }).count();

/** A row of the booking's payment table ("Paid $66.40"), counted after reading the page again (the provider answers
 * through the reactors, a moment after the click). */
export async function paymentRowAfterReload(page: Page, label: string, amount: string): Promise<number> {
  await page.reload();
  await page.locator('.booking-payment').waitFor();
  return page.getByRole('row', { name: `${label} ${amount}`, exact: true }).count();
}

/** The booking's receipts and invoice as its page links them: each one fetched with the client's session. */
export async function downloadedDocuments(page: Page): Promise<{ name: string; status: number; type: string | null; head: string }[]> {
  const links = page.locator('.booking-receipts a');
  const found: { name: string; status: number; type: string | null; head: string }[] = [];
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    const answer = await page.evaluate(async (address) => {
      const response = await fetch(address);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get('content-type'), head: String.fromCharCode(...bytes.slice(0, 5)) };
    }, href);
    found.push({ name: plain(await link.innerText()), ...answer });
  }
  return found;
}

/** The history's event labels, oldest first. */
export const historyLabels = (page: Page, t: StepTexts) =>
  page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: t.history, level: 2 }) })
    .filter({ has: page.getByRole('list') })
    .last()
    .getByRole('listitem')
    .locator('strong')
    .allTextContents();

/** Through the file chooser that the named button opens, as a person would. */
export async function choosePhoto(page: Page, button: string, name: string, colour: Rgb) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: stripedPng(240, 180, [colour, WHITE]) });
}

/** An image that the browser has loaded and decoded (a broken address leaves it 0 pixels wide). */
export const isShown = (page: Page, name: string) =>
  page
    .getByRole('img', { name, exact: true })
    .evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0)
    .catch(() => false);

