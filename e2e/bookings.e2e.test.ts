import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOKING_TIME_ZONE, addDays, localDateTime, quebecInstant } from '@weklean/domain';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, collectProblems, newContext, screenshot, siteUrl } from './support/browser';
import { stripedPng, type Rgb } from './support/png';

/**
 * The booking path of the bookings issue, in French and in English: a new client adds a property, books a demo
 * cleaner, who accepts; the client cancels 23 hours before the start ($50); a second booking is accepted and followed
 * to the end (punch-in, checklist, photos, punch-out). The app's clock only moves forward and is shared by the whole
 * app, so every time below comes from GET /api/test-clock, and the passes run one after the other in this file.
 */

const PASSWORD = 'Un-mot-de-passe-1';
const DEMO_CLEANER_PASSWORD = 'Demo-cleaner-2026';
const STREET = '1234 rue Saint-Denis';
const TASK_SUGGESTED = { fr: "Passer l'aspirateur partout", en: 'Vacuum everywhere' } as const;
const TASK_TYPED = { fr: 'Laver les fenêtres du salon', en: 'Wash the living room windows' } as const;
const WHITE: Rgb = [240, 253, 250];

const TEXTS = {
  fr: {
    fullName: 'Nom complet', email: 'Courriel', password: 'Mot de passe', confirmPassword: 'Confirmer le mot de passe',
    createAccount: 'Créer mon compte', clientRole: 'Client (propriétaire)', continue: 'Continuer', signInTab: 'Connexion', signIn: 'Se connecter',
    addProperty: 'Ajouter une propriété', propertyName: 'Nom', propertyType: 'Type de propriété', house: 'Maison', address: 'Adresse', city: 'Ville',
    postalCode: 'Code postal', bedrooms: 'Chambres', bathrooms: 'Salles de bain', createProperty: 'Ajouter la propriété', properties: 'Vos propriétés',
    book: (name: string) => `Réserver avec ${name}`, propertyOption: 'Maison (Maison) — 1234 rue Saint-Denis, Montréal',
    date: 'Date', time: 'Heure de début', duration: 'Durée', durationMin: 'La durée minimale est de 4 heures', photosAllowed: 'Photos permises',
    newTask: 'Nouvelle tâche : Général', sendRequest: 'Envoyer la demande', priceTitle: 'Votre prix', priceConfirmed: 'Prix confirmé par Weklean.',
    base: (hours: string, rate: string) => `Prix de base ${hours} h × ${rate}/h`, total: 'Total',
    deposit: '50 % à la réservation (acompte)', balance: '50 % après le service (solde)',
    status: (label: string) => `Statut : ${label}`, progress: (label: string) => `Progression : ${label}`,
    pending: 'En attente', confirmed: 'Confirmée', inProgress: 'En cours', completed: 'Terminée', cancelled: 'Annulée', awaitingCleaner: 'En attente du nettoyeur',
    accept: 'Accepter la demande', acceptQuestion: 'Accepter cette demande ?', cancel: 'Annuler la réservation',
    fee: (amount: string) => `Des frais d'annulation de ${amount} s'appliquent`, reason: 'Raison', scheduleConflict: "Conflit d'horaire",
    cancelledFee: (amount: string) => `Frais d'annulation : ${amount}`, cancelledByClient: 'Annulée par le client',
    punchIn: 'Pointer mon arrivée', punchOut: 'Pointer mon départ', tasksDone: (done: number) => `${done} sur 2 faites`,
    photoPhase: 'Moment', before: 'Avant', after: 'Après', choosePhoto: (phase: string) => `Choisir une photo (${phase})`,
    photoAlt: (phase: string) => `${phase} — photo 1 sur 1`, history: 'Historique', completedTab: 'Terminées (1)',
    list: 'Réservations — Terminées',
    events: {
      requested: 'Demande envoyée', depositPaid: 'Acompte payé', accepted: 'Demande acceptée', cancelled: 'Réservation annulée', punchedIn: 'Arrivée du nettoyeur',
      checked: 'Tâche cochée', photo: 'Photo ajoutée', punchedOut: 'Départ du nettoyeur', completed: 'Ménage terminé',
    },
  },
  en: {
    fullName: 'Full name', email: 'Email', password: 'Password', confirmPassword: 'Confirm password',
    createAccount: 'Create my account', clientRole: 'Client (homeowner)', continue: 'Continue', signInTab: 'Log in', signIn: 'Log in',
    addProperty: 'Add a property', propertyName: 'Name', propertyType: 'Property type', house: 'House', address: 'Address', city: 'City',
    postalCode: 'Postal code', bedrooms: 'Bedrooms', bathrooms: 'Bathrooms', createProperty: 'Add the property', properties: 'Your properties',
    book: (name: string) => `Book ${name}`, propertyOption: 'Maison (House) — 1234 rue Saint-Denis, Montréal',
    date: 'Date', time: 'Start time', duration: 'Duration', durationMin: 'The minimum duration is 4 hours', photosAllowed: 'Photos allowed',
    newTask: 'New task: General', sendRequest: 'Send the request', priceTitle: 'Your price', priceConfirmed: 'Price confirmed by Weklean.',
    base: (hours: string, rate: string) => `Base price ${hours} h × ${rate}/h`, total: 'Total',
    deposit: '50% at booking (deposit)', balance: '50% after the service (balance)',
    status: (label: string) => `Status: ${label}`, progress: (label: string) => `Progress: ${label}`,
    pending: 'Pending', confirmed: 'Confirmed', inProgress: 'In progress', completed: 'Completed', cancelled: 'Cancelled', awaitingCleaner: 'Awaiting the cleaner',
    accept: 'Accept the request', acceptQuestion: 'Accept this request?', cancel: 'Cancel the booking',
    fee: (amount: string) => `A cancellation fee of ${amount} applies`, reason: 'Reason', scheduleConflict: 'Schedule conflict',
    cancelledFee: (amount: string) => `Cancellation fee: ${amount}`, cancelledByClient: 'Cancelled by the client',
    punchIn: 'Punch in', punchOut: 'Punch out', tasksDone: (done: number) => `${done} of 2 done`,
    photoPhase: 'When', before: 'Before', after: 'After', choosePhoto: (phase: string) => `Choose a photo (${phase})`,
    photoAlt: (phase: string) => `${phase} — photo 1 of 1`, history: 'History', completedTab: 'Completed (1)',
    list: 'Bookings — Completed',
    events: {
      requested: 'Request sent', depositPaid: 'Deposit paid', accepted: 'Request accepted', cancelled: 'Booking cancelled', punchedIn: 'Cleaner arrived',
      checked: 'Task ticked', photo: 'Photo added', punchedOut: 'Cleaner left', completed: 'Cleaning completed',
    },
  },
} as const;

type Language = keyof typeof TEXTS;
type Texts = (typeof TEXTS)[Language];
type Pass = { host: 'localhost' | 'weklean.test'; lang: Language };
type Cleaner = { slug: string; name: string; email: string };
type Quote = { basePrice: number; finalPrice: number; deposit: number; balance: number; hourlyRateCents: number | null };

/** Cents as the screens write them (`50,00 $`, `$50.00`), spaces made plain: compare with `plain()` text. */
const money = (cents: number, lang: Language) =>
  plain(new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100));
/** Text with every run of white space (no-break spaces included) as one plain space. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

// The app's clock (GET/POST /api/test-clock), never the test machine's.
async function appNow(): Promise<Date> {
  const answer = await fetch(`${baseUrl()}/api/test-clock`);
  return new Date(((await answer.json()) as { now: string }).now);
}

/**
 * Moves the app's clock forward to `instant` (to the next whole minute after it), and the browsers' clocks with it:
 * a person's device shows the same time as the server.
 */
async function advanceClockTo(instant: string, browsers: BrowserContext[] = []): Promise<Date> {
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
async function contextOnAppTime(browser: Browser, pass: Pass): Promise<BrowserContext> {
  const context = await newContext(browser, 'fr-CA', pass.host);
  await context.clock.install({ time: await appNow() });
  return context;
}

const quebec = (instant: Date) => localDateTime(instant.toISOString(), BOOKING_TIME_ZONE) ?? { date: '', time: '' };
/** The instant of a Quebec date and time the test writes itself (always a real one). */
const quebecAt = (date: string, time: string): string => {
  const instant = quebecInstant(date, time);
  if (instant === null) throw new Error(`not a date and time: ${date} ${time}`);
  return instant;
};

/** A verified demo cleaner of Montréal with an hourly rate and no booking yet (each pass takes a new one). */
async function freshCleaner(): Promise<Cleaner> {
  const found = (await (await fetch(`${baseUrl()}/api/cleaners?city=montreal&pageSize=50`)).json()) as {
    items: { slug: string; name: string; hourlyRateCents: number | null }[];
  };
  const slugs = found.items.filter((cleaner) => cleaner.hourlyRateCents !== null).map((cleaner) => cleaner.slug);
  const { databaseUrl } = JSON.parse(readFileSync(join(inject('dataDir'), 'runtime.json'), 'utf8')) as { databaseUrl: string };
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    // The demo accounts' addresses are not public: the one of the chosen cleaner comes from the database.
    const rows = await sql<{ slug: string; email: string }[]>`
      select p.slug, u.email from cleaner_profiles p join users u on u.id = p.cleaner_id
      where p.slug = any(${slugs}) and u.email like '%@demo.weklean.local'
        and not exists (select 1 from bookings b where b.cleaner_id = p.cleaner_id)`;
    const cleaner = found.items.find((item) => rows.some((row) => row.slug === item.slug));
    const email = rows.find((row) => row.slug === cleaner?.slug)?.email;
    if (cleaner === undefined || email === undefined) throw new Error('no demo cleaner of Montréal is free of bookings');
    return { slug: cleaner.slug, name: cleaner.name, email };
  } finally {
    await sql.end();
  }
}

/** A request from the signed-in page itself (its cookie, its origin). */
async function fromPage<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }> {
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
async function openSite(context: BrowserContext, pass: Pass): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  if (pass.lang === 'en') {
    await page.getByRole('radiogroup', { name: 'Langue' }).getByText('English').click();
    await expect.poll(() => page.getByRole('radiogroup', { name: 'Language' }).count()).toBe(1);
  }
  return page;
}

async function signUpClient(page: Page, t: Texts, name: string, email: string) {
  await page.goto('/auth?tab=signup');
  await page.getByLabel(t.fullName).fill(name);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(t.confirmPassword).fill(PASSWORD);
  await page.getByRole('button', { name: t.createAccount }).click();
  await page.waitForURL('**/auth/select-role');
  await page.getByText(t.clientRole).click();
  await page.getByRole('button', { name: t.continue }).click();
  await page.waitForURL('**/profile');
}

async function signIn(page: Page, t: Texts, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('tabpanel', { name: t.signInTab }).getByRole('button', { name: t.signIn }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * A suggestion of an AutoComplete, taken with the keyboard as a person would: arrows until it is the active option
 * (the list fills in as the answers come), then Enter.
 */
async function chooseSuggestion(field: Locator, label: string) {
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

async function addProperty(page: Page, t: Texts) {
  await page.goto('/properties');
  await page.getByRole('button', { name: t.addProperty }).click();
  const drawer = page.getByRole('dialog', { name: t.addProperty });
  await drawer.getByLabel(t.propertyName, { exact: true }).fill('Maison');
  await drawer.getByLabel(t.propertyType, { exact: true }).click();
  await page.getByTitle(t.house, { exact: true }).click();
  const address = drawer.getByLabel(t.address, { exact: true });
  await address.fill(`${STREET}, Montréal`);
  await chooseSuggestion(address, `${STREET}, Montréal, QC`);
  await expect.poll(() => drawer.getByLabel(t.city, { exact: true }).inputValue()).toBe('Montréal');
  await drawer.getByLabel(t.postalCode, { exact: true }).fill('H2J 2L3');
  await drawer.getByLabel(t.bedrooms, { exact: true }).fill('3');
  await drawer.getByLabel(t.bathrooms, { exact: true }).fill('2');
  await page.getByRole('button', { name: t.createProperty }).click();
  await expect.poll(() => page.getByRole('list', { name: t.properties }).getByRole('heading', { name: 'Maison' }).count()).toBe(1);
}

/** From the cleaner's public page to the form, the client's one property already chosen. */
async function openBookingForm(page: Page, t: Texts, cleaner: Cleaner) {
  await page.goto(`/cleaners/${cleaner.slug}`);
  await page.getByRole('button', { name: t.book(cleaner.name) }).click();
  await page.waitForURL(`**/book/${cleaner.slug}`);
  await expect.poll(() => page.getByText(t.propertyOption, { exact: true }).count()).toBe(1);
}

async function fillSchedule(page: Page, t: Texts, date: string, time: string) {
  const day = page.getByLabel(t.date, { exact: true });
  await day.fill(date);
  await day.press('Enter');
  const start = page.getByLabel(t.time, { exact: true });
  await start.fill(time);
  await start.press('Enter');
}

async function setDuration(page: Page, t: Texts, hours: string) {
  const duration = page.getByLabel(t.duration, { exact: true });
  await duration.fill(hours);
  await duration.press('Tab');
}

type Created = { id: string; status: string; price: Omit<Quote, 'hourlyRateCents'> };

/** Sends the form: the API's answer (docs/api/bookings.md), once the new booking's page is open. */
async function sendRequest(page: Page, t: Texts): Promise<Created> {
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
async function settled(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
}

const statusTag = (page: Page, t: Texts, label: string) => page.getByText(t.status(label), { exact: true }).count();

/** The history's event labels, oldest first. */
const historyLabels = (page: Page, t: Texts) =>
  page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: t.history, level: 2 }) })
    .filter({ has: page.getByRole('list') })
    .last()
    .getByRole('listitem')
    .locator('strong')
    .allTextContents();

/** Through the file chooser that the named button opens, as a person would. */
async function choosePhoto(page: Page, button: string, name: string, colour: Rgb) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: stripedPng(240, 180, [colour, WHITE]) });
}

/** An image that the browser has loaded and decoded (a broken address leaves it 0 pixels wide). */
const isShown = (page: Page, name: string) =>
  page
    .getByRole('img', { name, exact: true })
    .evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0)
    .catch(() => false);

/**
 * launchBrowser's Chromium, with the English host taken for the secure origin that its real (HTTPS) address is: over
 * plain HTTP, Chromium gives a page no position (the cleaner could not punch in) and warns of the COOP header.
 */
function launchBrowserWithSecureTestHost(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP weklean.test 127.0.0.1',
      `--unsafely-treat-insecure-origin-as-secure=${siteUrl('weklean.test')}`,
    ],
  });
}

const PASSES: Pass[] = [
  { host: 'localhost', lang: 'fr' },
  { host: 'weklean.test', lang: 'en' },
];

describe('booking a cleaner, from the property to the end of the cleaning', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  describe.each(PASSES)('in $lang on $host', (pass) => {
    const t = TEXTS[pass.lang];
    const { lang } = pass;

    it('adds a property, books (4 hours at least, the quoted price), is accepted, cancels 23 h before for $50, then books again and follows the cleaning to completed', async () => {
      // D: a day whose morning (07:00 in Quebec) the app's clock is moved to; the bookings are on D+1 and D+2.
      const before = quebec(await appNow());
      const day = before.time < '07:00' ? before.date : addDays(before.date, 1);
      const morning = quebec(await advanceClockTo(quebecAt(day, '07:00')));
      expect(morning.date).toBe(day);
      expect(morning.time >= '06:00' && morning.time < '08:00').toBe(true);

      const client = await contextOnAppTime(browser, pass);
      const page = await openSite(client, pass);
      const problems = collectProblems(page);
      await signUpClient(page, t, lang === 'fr' ? 'Camille Roy' : 'Jordan Smith', `client.${lang}@example.com`);
      await addProperty(page, t);
      const cleaner = await freshCleaner();
      const { body: properties } = await fromPage<{ items: { id: string }[] }>(page, 'GET', '/api/properties');
      const propertyId = properties.items[0]?.id ?? '';

      // The first booking: D+1 at 9:00. Three hours are refused on the form, and nothing is sent.
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/bookings') sent.push(request.url());
      });
      await openBookingForm(page, t, cleaner);
      await fillSchedule(page, t, addDays(day, 1), '09:00');
      await setDuration(page, t, '3');
      await expect.poll(() => page.getByText(t.durationMin, { exact: true }).count()).toBe(1);
      await page.getByRole('button', { name: t.sendRequest }).click();
      await expect.poll(() => page.getByText(t.durationMin, { exact: true }).count()).toBe(1);
      expect(sent).toEqual([]);

      await setDuration(page, t, '4');
      await expect.poll(() => page.getByText(t.durationMin, { exact: true }).count()).toBe(0);
      const startsAt = quebecAt(addDays(day, 1), '09:00');
      const quote = await fromPage<Quote>(page, 'POST', '/api/bookings/quote', {
        cleanerSlug: cleaner.slug, propertyId, startsAt, durationHours: 4, cleanerBringsSupplies: false,
      });
      expect(quote.status).toBe(200);
      const price = page.getByRole('complementary', { name: t.priceTitle });
      await expect.poll(async () => plain(await price.innerText())).toContain(t.priceConfirmed);
      const shown = plain(await price.innerText());
      expect(shown).toContain(`${t.base('4', money(quote.body.hourlyRateCents ?? 0, lang))} ${money(quote.body.basePrice, lang)}`);
      expect(shown).toContain(`${t.total} ${money(quote.body.finalPrice, lang)}`);
      expect(shown).toContain(`${t.deposit} ${money(quote.body.deposit, lang)}`);
      expect(shown).toContain(`${t.balance} ${money(quote.body.balance, lang)}`);
      await settled(page);
      await screenshot(page, `bookings-form-price-${lang}`);
      const first = await sendRequest(page, t);
      // One request: this one (none left with three hours, even late).
      expect(sent).toHaveLength(1);
      // The server recomputes the price and keeps what it quoted.
      expect([first.price.finalPrice, first.price.deposit, first.price.balance]).toEqual([quote.body.finalPrice, quote.body.deposit, quote.body.balance]);
      await expect.poll(() => statusTag(page, t, t.pending)).toBe(1);
      expect(await page.getByRole('row', { name: `${t.total} ${money(quote.body.finalPrice, lang)}` }).count()).toBe(1);

      // The cleaner accepts on the booking's page.
      const cleanerContext = await contextOnAppTime(browser, pass);
      const cleanerPage = await openSite(cleanerContext, pass);
      const cleanerProblems = collectProblems(cleanerPage);
      await signIn(cleanerPage, t, cleaner.email, DEMO_CLEANER_PASSWORD);
      await cleanerPage.goto(`/bookings/${first.id}`);
      await expect.poll(() => statusTag(cleanerPage, t, t.pending)).toBe(1);
      await settled(cleanerPage);
      await screenshot(cleanerPage, `bookings-request-cleaner-${lang}`);
      await cleanerPage.getByRole('button', { name: t.accept }).click();
      await expect.poll(() => statusTag(cleanerPage, t, t.confirmed)).toBe(1);
      // The deposit was paid at booking: the confirmed booking waits for its cleaner, not for a payment.
      expect(await cleanerPage.getByText(t.progress(t.awaitingCleaner), { exact: true }).count()).toBe(1);

      // 23 hours before the start the client cancels: the $50 fee is announced, then charged.
      await advanceClockTo(quebecAt(day, '10:00'), [client, cleanerContext]);
      await page.reload();
      await expect.poll(() => statusTag(page, t, t.confirmed)).toBe(1);
      await page.getByRole('button', { name: t.cancel }).click();
      const dialog = page.getByRole('dialog', { name: t.cancel });
      await expect.poll(() => dialog.getByText(t.fee(money(5000, lang)), { exact: true }).count()).toBe(1);
      await dialog.getByLabel(t.reason, { exact: true }).click();
      await page.getByTitle(t.scheduleConflict, { exact: true }).click();
      // The choice shows in the field and its list has closed (on a loaded machine the closing animation is slow).
      await expect.poll(() => dialog.getByText(t.scheduleConflict, { exact: true }).count()).toBeGreaterThan(0);
      await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
      await dialog.getByRole('button', { name: t.cancel }).click();
      await expect.poll(() => statusTag(page, t, t.cancelled)).toBe(1);
      expect(await page.getByText(t.cancelledFee(money(5000, lang)), { exact: true }).count()).toBe(1);
      expect(await page.getByText(t.cancelledByClient, { exact: true }).count()).toBe(1);
      await expect.poll(() => historyLabels(page, t)).toEqual([t.events.requested, t.events.depositPaid, t.events.accepted, t.events.cancelled]);
      await settled(page);
      await screenshot(page, `bookings-cancelled-${lang}`);

      // The second booking: D+2 at 10:00, photos allowed, two tasks; accepted through the notification's link.
      await openBookingForm(page, t, cleaner);
      await fillSchedule(page, t, addDays(day, 2), '10:00');
      await setDuration(page, t, '4');
      expect(await page.getByRole('switch', { name: t.photosAllowed }).isChecked()).toBe(true);
      await page.getByRole('button', { name: TASK_SUGGESTED[lang] }).click();
      const newTask = page.getByLabel(t.newTask, { exact: true });
      await newTask.fill(TASK_TYPED[lang]);
      await newTask.press('Enter');
      await expect.poll(() => newTask.inputValue()).toBe('');
      await expect.poll(async () => plain(await price.innerText())).toContain(t.priceConfirmed);
      const { id: secondId } = await sendRequest(page, t);
      expect(sent).toHaveLength(2);

      await cleanerPage.goto(`/bookings/${secondId}/accept`);
      await expect.poll(() => cleanerPage.getByRole('heading', { name: t.acceptQuestion, level: 1 }).count()).toBe(1);
      await cleanerPage.getByRole('button', { name: t.accept }).click();
      await cleanerPage.waitForURL(`**/bookings/${secondId}`);
      await expect.poll(() => statusTag(cleanerPage, t, t.confirmed)).toBe(1);

      // Half an hour before the start the cleaner punches in, ticks both tasks, adds the photos and punches out.
      await advanceClockTo(quebecAt(addDays(day, 2), '09:30'), [client, cleanerContext]);
      await cleanerContext.grantPermissions(['geolocation']);
      await cleanerContext.setGeolocation({ latitude: 45.52, longitude: -73.58 });
      await cleanerPage.reload();
      await cleanerPage.getByRole('button', { name: t.punchIn }).click();
      await expect.poll(() => statusTag(cleanerPage, t, t.inProgress)).toBe(1);
      for (const [index, task] of [TASK_SUGGESTED[lang], TASK_TYPED[lang]].entries()) {
        await cleanerPage.getByRole('checkbox', { name: task }).click();
        await expect.poll(() => cleanerPage.getByRole('status').getByText(t.tasksDone(index + 1), { exact: true }).count()).toBe(1);
      }
      await choosePhoto(cleanerPage, t.choosePhoto(t.before), 'avant.png', [15, 118, 110]);
      await expect.poll(() => isShown(cleanerPage, t.photoAlt(t.before))).toBe(true);
      await cleanerPage.getByRole('radiogroup', { name: t.photoPhase }).getByText(t.after, { exact: true }).click();
      await choosePhoto(cleanerPage, t.choosePhoto(t.after), 'apres.png', [29, 78, 216]);
      await expect.poll(() => isShown(cleanerPage, t.photoAlt(t.after))).toBe(true);
      await cleanerPage.getByRole('button', { name: t.punchOut }).click();
      await expect.poll(() => statusTag(cleanerPage, t, t.completed)).toBe(1);
      const { events } = t;
      await expect
        .poll(() => historyLabels(cleanerPage, t))
        .toEqual([events.requested, events.depositPaid, events.accepted, events.punchedIn, events.checked, events.checked, events.photo, events.photo, events.punchedOut, events.completed]);
      const completed = await fromPage<{ status: string; progressLabel: string }>(cleanerPage, 'GET', `/api/bookings/${secondId}`);
      expect([completed.body.status, completed.body.progressLabel]).toEqual(['completed', 'completed']);
      await settled(cleanerPage);
      await screenshot(cleanerPage, `bookings-completed-${lang}`);

      // The client finds it under the completed tab of /bookings.
      await page.goto('/bookings');
      await page.getByRole('tab', { name: t.completedTab }).click();
      const list = page.getByRole('list', { name: t.list });
      await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
      expect(await list.getByRole('link').getAttribute('href')).toBe(`/bookings/${secondId}`);
      expect(await list.getByText(t.status(t.completed), { exact: true }).count()).toBe(1);
      await settled(page);
      await screenshot(page, `bookings-completed-list-${lang}`);

      expect([...problems, ...cleanerProblems]).toEqual([]);
      for (const context of [client, cleanerContext]) await context.close();
    }, 240_000);
  });
});
