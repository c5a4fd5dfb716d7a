import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectProblems, newContext, screenshot } from './support/browser';
import { fromPage, launchBrowserWithSecureTestHost, signIn } from './support/booking-steps';

type BookingPage = { items: { id: string }[] };
type Booking = { id: string; photos: { phase: 'before' | 'after'; url: string }[]; address: { streetAddress: string } | null };
type CleanerPage = { items: { slug: string; name: string; avatarUrl: string | null }[] };
type Profile = { avatarUrl: string | null; gallery: { url: string }[] };

const SIGN_IN = { email: 'Courriel', password: 'Mot de passe', signInTab: 'Connexion', signIn: 'Se connecter' };

/** Every image of the locator loaded (a broken or blocked picture has no natural width). */
const loadedImages = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) => images.filter((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0).length);

/** The picture behind a public URL: its type and size. */
async function picture(url: string): Promise<{ type: string | null; bytes: number }> {
  const answer = await fetch(new URL(url, baseUrl()));
  return { type: answer.headers.get('content-type'), bytes: (await answer.arrayBuffer()).byteLength };
}

/** The picture behind a URL only the signed-in page may read (a booking's photos), fetched from that page. */
const privatePicture = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const answer = await fetch(address);
    return { type: answer.headers.get('content-type'), bytes: (await answer.arrayBuffer()).byteLength };
  }, url);

/**
 * No prototype on screen (issue 15): the booking's place is a location card, over the coarse offline map shipped with
 * the app when no tile server is configured (this run has none; issue 33), and the demo's before/after photos and portraits are real pictures drawn at seed time.
 */
describe('places and demo pictures', () => {
  let browser: Browser;
  beforeAll(async () => {
    // weklean.test is a secure origin there, as on the other English passes (no warning about the page's headers).
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  it('shows the booking’s place as a location card on the offline map, and its before and after photos', async () => {
    expect(await (await fetch(`${baseUrl()}/api/map`)).json()).toEqual({ tiles: null });
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await signIn(page, SIGN_IN, 'client@weklean.local', 'Demo-client-2026');
    const completed = await fromPage<BookingPage>(page, 'GET', '/api/bookings?status=completed&pageSize=50');
    let photographed: Booking | undefined;
    for (const { id } of completed.body.items) {
      const booking = (await fromPage<Booking>(page, 'GET', `/api/bookings/${id}`)).body;
      if (booking.photos.length > 0) photographed = booking;
    }
    expect(photographed?.photos.map((photo) => photo.phase).sort()).toEqual(['after', 'after', 'before', 'before']);
    const booking = photographed!;
    for (const photo of booking.photos) expect(await privatePicture(page, photo.url)).toMatchObject({ type: 'image/jpeg' });

    await page.goto(`/bookings/${booking.id}`);
    const card = page.getByTestId('location-card');
    await expect.poll(() => card.getByText(booking.address!.streetAddress).count()).toBe(1);
    const link = card.getByRole('link', { name: /Ouvrir dans une carte/ });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
    // The place as an address and a distance, never as raw coordinates (issue 30).
    expect(await card.getByText(/\d°\s*[NS]\b/).count()).toBe(0);
    // No tile server: the offline map draws the land and the nearby places' names, says what it is, asks no tiles
    // and nothing from outside.
    const map = page.getByTestId('place-map');
    await expect.poll(() => map.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(1);
    await expect.poll(() => map.locator('.offline-map-name').count()).toBeGreaterThan(0);
    expect(await map.locator('.leaflet-control-attribution').textContent()).toContain('Natural Earth');
    expect(await card.getByText('Carte simplifiée hors ligne').count()).toBe(1);
    expect(await map.locator('.leaflet-tile').count()).toBe(0);
    await map.scrollIntoViewIfNeeded();
    await map.screenshot({ path: new URL('screenshots/booking-offline-map.png', import.meta.url).pathname });
    const origin = new URL(page.url()).origin;
    expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    expect(requested.filter((url) => url.startsWith(`${origin}/map/`))).toEqual([`${origin}/map/quebec.geo.json`]);
    await page.locator('.booking-photo-grid img').last().scrollIntoViewIfNeeded();
    await expect.poll(() => loadedImages(page, '.booking-photo-grid img')).toBe(4);
    await screenshot(page, 'booking-place-and-photos');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a cleaner’s drawn portrait and the rooms of their gallery', async () => {
    let shown: { slug: string; profile: Profile } | undefined;
    for (let page = 1; page <= 6 && shown === undefined; page += 1) {
      const search = (await (await fetch(`${baseUrl()}/api/cleaners?pageSize=50&page=${page}`)).json()) as CleanerPage;
      for (const { slug } of search.items.filter((item) => item.avatarUrl !== null)) {
        const profile = (await (await fetch(`${baseUrl()}/api/cleaners/${slug}`)).json()) as Profile;
        if (profile.gallery.length === 3) {
          shown = { slug, profile };
          break;
        }
      }
    }
    expect(shown).toBeDefined();
    const { slug, profile } = shown!;
    // The avatar is served as its thumbnail; the gallery's photos in full.
    expect((await picture(profile.avatarUrl!)).type).toMatch(/^image\/(png|webp)$/);
    for (const photo of profile.gallery) expect(await picture(photo.url)).toMatchObject({ type: 'image/jpeg' });

    const context = await newContext(browser, 'en-CA', 'weklean.test');
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`/cleaners/${slug}`);
    await expect.poll(() => page.locator('.profile-gallery img').count()).toBe(3);
    await page.locator('.profile-gallery img').last().scrollIntoViewIfNeeded();
    await expect.poll(() => loadedImages(page, '.profile-gallery img')).toBe(3);
    await screenshot(page, 'cleaner-portrait-and-gallery');
    expect(problems).toEqual([]);
    await context.close();
  });
});
