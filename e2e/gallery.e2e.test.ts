import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, collectProblems, newContext, screenshot } from './support/browser';
import { DEMO_CLEANER_PASSWORD, PASSES, fromPage, launchBrowserWithSecureTestHost, openSite, signIn } from './support/booking-steps';

/**
 * /gallery (issue 17): the demo's before/after pairs (demo/src/demo-gallery.ts, 14 over the four rooms), filtered
 * by room in ?room=, paged with "load more", each cleaner's name a link to their profile; French and English.
 */
const TEXTS = {
  fr: { title: 'Galerie avant-après', filter: 'Pièce', kitchen: 'Cuisine', office: 'Bureau', all: 'Toutes', before: 'Avant', after: 'Après', more: 'Afficher plus', pairs: 'Paires de photos avant-après' },
  en: { title: 'Before and after gallery', filter: 'Room', kitchen: 'Kitchen', office: 'Office', all: 'All', before: 'Before', after: 'After', more: 'Show more', pairs: 'Before and after photo pairs' },
} as const;

describe('the public gallery', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  it.each(PASSES)('shows the pairs, filters by room in ?room=, pages, and links the cleaners, in $lang on $host', async (pass) => {
    const t = TEXTS[pass.lang];
    const context = await newContext(browser, 'fr-CA', pass.host);
    try {
      const page = await openSite(context, pass);
      const problems = collectProblems(page);
      await page.goto('/gallery');
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const cards = page.getByRole('list', { name: t.pairs }).locator('> li');
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(12);
      const first = cards.first();
      expect(await first.getByText(t.before, { exact: true }).count()).toBe(1);
      expect(await first.getByText(t.after, { exact: true }).count()).toBe(1);
      // Every photo has its alt text, its size and loads lazily; the first ones have loaded.
      const images = first.locator('img');
      expect(await images.count()).toBe(2);
      for (const image of await images.all()) {
        expect(await image.getAttribute('alt')).toBeTruthy();
        expect(await image.getAttribute('loading')).toBe('lazy');
        expect(await image.getAttribute('width')).toBe('320');
      }
      await expect.poll(() => images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
      await screenshot(page, `gallery-${pass.lang}`);

      // "Load more": the last two of the fourteen.
      await page.getByRole('button', { name: t.more }).click();
      await expect.poll(() => cards.count()).toBe(14);
      expect(await page.getByRole('button', { name: t.more }).count()).toBe(0);

      // The kitchen filter: only kitchens, and the address says so.
      const filter = page.getByRole('radiogroup', { name: t.filter });
      await filter.getByText(t.kitchen, { exact: true }).click();
      await page.waitForURL('**/gallery?room=kitchen');
      await expect.poll(() => cards.count()).toBe(4);
      for (const card of await cards.all()) expect(await card.locator('.gallery-room').textContent()).toBe(t.kitchen);
      await filter.getByText(t.office, { exact: true }).click();
      await page.waitForURL('**/gallery?room=office');
      await expect.poll(() => cards.count()).toBe(3);
      for (const card of await cards.all()) expect(await card.locator('.gallery-room').textContent()).toBe(t.office);
      // Reached directly, the address keeps its filter.
      await page.goto('/gallery?room=office');
      await expect.poll(() => cards.count()).toBe(3);
      expect(await filter.getByRole('radio', { name: t.office }).isChecked()).toBe(true);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/gallery');
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(12);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `gallery-${pass.lang}-390`);
      await page.setViewportSize({ width: 1280, height: 800 });

      // A cleaner's name opens their profile.
      const link = cards.first().getByRole('link');
      const name = (await link.textContent()) ?? '';
      await link.click();
      await page.waitForURL('**/cleaners/*');
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});

type OwnPairs = { pairs: { pairId: string; room: string; before: { thumbnailUrl: string }; after: { thumbnailUrl: string } }[] };
type BookingPage = { items: { id: string }[] };
type Booking = { id: string; photos: { phase: 'before' | 'after' }[] };

const PUBLISH_TEXTS = {
  fr: {
    email: 'Courriel', password: 'Mot de passe', signInTab: 'Connexion', signIn: 'Se connecter',
    card: 'Galerie avant-après', open: 'Publier dans la galerie', dialog: 'Publier dans la galerie', beforeGroup: 'Photo avant',
    afterGroup: 'Photo après', roomGroup: 'Pièce', publish: 'Publier', published: 'Paire publiée dans la galerie',
    list: 'Publiées dans la galerie', withdraw: 'Retirer de la galerie', confirm: 'Retirer cette paire de la galerie publique\u00a0?',
    withdrawOk: 'Retirer', withdrawn: 'Paire retirée de la galerie', cancel: 'Annuler',
    twice: 'Choisissez une photo avant et une photo après différentes, pas déjà publiées ensemble.', galleryTitle: 'Galerie avant-après', pairs: 'Paires de photos avant-après',
    room: 'Bureau', roomValue: 'office', photo: (phase: string, n: number) => `${phase} — photo ${n} sur 2`, before: 'Avant', after: 'Après',
  },
  en: {
    email: 'Email', password: 'Password', signInTab: 'Log in', signIn: 'Log in',
    card: 'Before and after gallery', open: 'Publish to the gallery', dialog: 'Publish to the gallery', beforeGroup: 'Before photo',
    afterGroup: 'After photo', roomGroup: 'Room', publish: 'Publish', published: 'Pair published to the gallery',
    list: 'In the gallery', withdraw: 'Withdraw from the gallery', confirm: 'Withdraw this pair from the public gallery?',
    withdrawOk: 'Withdraw', withdrawn: 'Pair withdrawn from the gallery', cancel: 'Cancel',
    twice: 'Choose a before and an after photo that differ and are not already published together.', galleryTitle: 'Before and after gallery', pairs: 'Before and after photo pairs',
    room: 'Living room', roomValue: 'living', photo: (phase: string, n: number) => `${phase} — photo ${n} of 2`, before: 'Before', after: 'After',
  },
} as const;

/** Text with every run of white space (no-break spaces included) as one plain space. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The demo client's completed booking with before and after photos (demo/src/demo-bookings.ts, last week's), and
 * its cleaner's sign-in address, which only the database tells (demo addresses are not public).
 */
async function photographedBooking(page: Page): Promise<{ bookingId: string; email: string }> {
  await signIn(page, PUBLISH_TEXTS.fr, 'client@weklean.local', 'Demo-client-2026');
  const completed = await fromPage<BookingPage>(page, 'GET', '/api/bookings?status=completed&pageSize=50');
  let bookingId: string | undefined;
  for (const { id } of completed.body.items) {
    const booking = (await fromPage<Booking>(page, 'GET', `/api/bookings/${id}`)).body;
    const phases = new Set(booking.photos.map((photo) => photo.phase));
    if (phases.has('before') && phases.has('after')) bookingId = booking.id;
  }
  if (bookingId === undefined) throw new Error('the demo client has no completed booking with before and after photos');
  const { databaseUrl } = JSON.parse(readFileSync(join(inject('dataDir'), 'runtime.json'), 'utf8')) as { databaseUrl: string };
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await sql<{ email: string }[]>`
      select u.email from bookings b join users u on u.id = b.cleaner_id join cleaner_profiles p on p.cleaner_id = b.cleaner_id
      where b.booking_id = ${bookingId} and p.verified
        -- Both kinds of demo cleaner sign in with the same password: the seeded ones and the README's.
        and (u.email like '%@demo.weklean.local' or u.email = 'cleaner@weklean.local')`;
    if (row === undefined) throw new Error(`the cleaner of booking ${bookingId} is not a public demo cleaner`);
    return { bookingId, email: row.email };
  } finally {
    await sql.end();
  }
}

describe('a cleaner’s pairs in the gallery', () => {
  let browser: Browser;
  let demo: { bookingId: string; email: string };
  /** The booking's pairs before any attempt: the demo's. A pair beyond them was left by a failed attempt. */
  let demoPairs: Set<string> | undefined;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
    const context = await newContext(browser);
    try {
      demo = await photographedBooking(await context.newPage());
    } finally {
      await context.close();
    }
  });
  afterAll(async () => browser?.close());

  it.each(PASSES)('publishes a before/after pair from the booking page (the same two photos refused twice), shows it in /gallery and withdraws it, in $lang on $host', async (pass) => {
    const t = PUBLISH_TEXTS[pass.lang];
    const context = await newContext(browser, 'fr-CA', pass.host);
    try {
      const page = await openSite(context, pass);
      const problems = collectProblems(page);
      await signIn(page, t, demo.email, DEMO_CLEANER_PASSWORD);
      const ownPairs = async () => (await fromPage<OwnPairs>(page, 'GET', `/api/cleaners/me/gallery-pairs?bookingId=${demo.bookingId}`)).body.pairs;
      // The demo gallery may already show a pair of this booking (demo/src/demo-gallery.ts). What a failed attempt left
      // is withdrawn first, so that a retry starts where the first attempt did (the same photos not yet published).
      demoPairs ??= new Set((await ownPairs()).map((pair) => pair.pairId));
      for (const left of (await ownPairs()).filter((pair) => !demoPairs!.has(pair.pairId))) {
        expect((await fromPage(page, 'DELETE', `/api/cleaners/me/gallery-pairs/${left.pairId}`)).status).toBe(200);
      }
      await expect.poll(async () => (await ownPairs()).length).toBe(demoPairs.size);
      const before = await ownPairs();

      await page.goto(`/bookings/${demo.bookingId}`);
      const card = page.locator('#gallery');
      await card.getByRole('heading', { level: 2, name: t.card }).waitFor();
      const list = card.getByRole('list', { name: t.list }).locator('> li');
      await expect.poll(() => list.count()).toBe(before.length);
      await card.getByRole('button', { name: t.open }).click();

      const dialog = page.getByRole('dialog', { name: t.dialog });
      await dialog.waitFor();
      const beforeGroup = dialog.getByRole('radiogroup', { name: t.beforeGroup });
      const afterGroup = dialog.getByRole('radiogroup', { name: t.afterGroup });
      // Two photos of each phase, each radio named by its thumbnail's alt text; the first ones are chosen to start.
      expect(await beforeGroup.getByRole('radio').count()).toBe(2);
      expect(await afterGroup.getByRole('radio').count()).toBe(2);
      expect(await beforeGroup.getByRole('radio', { name: t.photo(t.before, 1) }).isChecked()).toBe(true);
      expect(await afterGroup.getByRole('radio', { name: t.photo(t.after, 1) }).isChecked()).toBe(true);
      await expect.poll(() => dialog.locator('img').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length)).toBe(4);
      // The second photos, taken with the keyboard: the arrow moves the choice within a group.
      const chooseSecondPhotos = async () => {
        await beforeGroup.getByRole('radio', { name: t.photo(t.before, 1) }).focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => beforeGroup.getByRole('radio', { name: t.photo(t.before, 2) }).isChecked()).toBe(true);
        await afterGroup.getByRole('radio', { name: t.photo(t.after, 1) }).focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => afterGroup.getByRole('radio', { name: t.photo(t.after, 2) }).isChecked()).toBe(true);
        await dialog.getByRole('radiogroup', { name: t.roomGroup }).getByText(t.room, { exact: true }).click();
      };
      await chooseSecondPhotos();
      await screenshot(page, `gallery-publish-${pass.lang}`);
      await dialog.getByRole('button', { name: t.publish, exact: true }).click();
      await page.getByText(t.published, { exact: true }).waitFor();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => list.count()).toBe(before.length + 1);
      // The same two photos again: the server's refusal, in the page's language, and nothing more published.
      await card.getByRole('button', { name: t.open }).click();
      await dialog.waitFor();
      await chooseSecondPhotos();
      await dialog.getByRole('button', { name: t.publish, exact: true }).click();
      await dialog.getByRole('alert').getByText(t.twice, { exact: true }).waitFor();
      await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await list.count()).toBe(before.length + 1);

      // Listed by the server once the gallery read model has it: then the public gallery shows it first.
      await expect.poll(async () => (await ownPairs()).length).toBe(before.length + 1);
      const pair = (await ownPairs()).find((listed) => !before.some((old) => old.pairId === listed.pairId))!;
      expect(pair.room).toBe(t.roomValue);
      await page.goto('/gallery');
      await page.getByRole('heading', { level: 1, name: t.galleryTitle }).waitFor();
      const shown = page.getByRole('list', { name: t.pairs }).locator('> li').filter({ has: page.locator(`img[src="${pair.before.thumbnailUrl}"]`) });
      await expect.poll(() => shown.count()).toBe(1);
      expect(plain(await shown.textContent())).toContain(t.room);
      // Its pictures load lazily: in view first (after the other browser tests' pairs it may sit below the fold).
      await shown.scrollIntoViewIfNeeded();
      await expect.poll(() => shown.locator('img').first().evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);

      // Withdrawn from the booking page, after a confirmation: gone from the list, the gallery and the public files.
      await page.goto(`/bookings/${demo.bookingId}`);
      const item = list.filter({ has: page.locator(`img[src="${pair.before.thumbnailUrl}"]`) });
      await expect.poll(() => item.count()).toBe(1);
      await item.getByRole('button', { name: t.withdraw }).click();
      await page.getByText(t.confirm, { exact: true }).waitFor();
      await page.getByRole('button', { name: t.withdrawOk, exact: true }).click();
      await page.getByText(t.withdrawn, { exact: true }).waitFor();
      await expect.poll(() => list.count()).toBe(before.length);
      await expect.poll(async () => (await ownPairs()).length).toBe(before.length);
      const gallery = (await (await fetch(`${baseUrl()}/api/gallery`)).json()) as OwnPairs;
      expect(gallery.pairs.map((listed) => listed.pairId)).not.toContain(pair.pairId);
      expect((await fetch(new URL(pair.before.thumbnailUrl, baseUrl()))).status).toBe(404);
      // The one failed call is the refused second publication.
      expect(problems).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
    } finally {
      await context.close();
    }
  }, 180_000);
});
