import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot } from './support/browser';
import { fromPage, launchBrowserWithSecureTestHost, signIn } from './support/booking-steps';

type BookingPage = { items: { id: string }[] };
type Booking = { id: string; address: { streetAddress: string; lat: number | null; lng: number | null } | null };

const SIGN_IN = { email: 'Courriel', password: 'Mot de passe', signInTab: 'Connexion', signIn: 'Se connecter' };
const MAP_FAILED = 'La carte n’a pas pu être chargée. Réessayez plus tard.';

/**
 * SPEC 8's map load failure (S8.35): this run configures no tile server, so the page is told of one (same origin, so
 * the Content-Security-Policy lets its tiles be asked for) that answers every tile with an error. The map's place
 * then says the map could not be loaded, and the location card stays.
 */
describe('a map that cannot load', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowserWithSecureTestHost();
  });
  afterAll(async () => browser?.close());

  it('shows the map load failure in the map’s place and keeps the address', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/api/map', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ tiles: { urlTemplate: '/e2e-tiles-down/{z}/{x}/{y}.png', attribution: 'Test tiles', maxZoom: 19 } }),
      }),
    );
    await page.route('**/e2e-tiles-down/**', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }));
    await signIn(page, SIGN_IN, 'client@weklean.local', 'Demo-client-2026');
    const completed = await fromPage<BookingPage>(page, 'GET', '/api/bookings?status=completed&pageSize=50');
    let booking: Booking | undefined;
    for (const { id } of completed.body.items) {
      const found = (await fromPage<Booking>(page, 'GET', `/api/bookings/${id}`)).body;
      // A placed address: the booking page draws its location card (and the map) only then.
      if (found.address !== null && found.address.lat !== null && found.address.lng !== null) {
        booking = found;
        break;
      }
    }
    expect(booking).toBeDefined();

    await page.goto(`/bookings/${booking!.id}`);
    const card = page.getByTestId('location-card');
    await expect.poll(() => card.getByRole('status').filter({ hasText: MAP_FAILED }).count()).toBe(1);
    await expect.poll(() => card.getByText(booking!.address!.streetAddress).count()).toBe(1);
    expect(await page.getByTestId('place-map').count()).toBe(0);
    await screenshot(page, 'booking-map-load-failure');
    await context.close();
  });
});
