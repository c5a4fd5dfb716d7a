import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectProblems, newContext, screenshot } from './support/browser';
import { launchBrowserWithSecureTestHost } from './support/booking-steps';

type Labels = { email: string; password: string; tab: string; submit: string };

/** Signs in as the demo admin, who lands on the admin area. */
async function signInAsAdmin(page: Page, labels: Labels) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel(labels.email).fill('admin@weklean.local');
  await page.getByLabel(labels.password, { exact: true }).fill('Admin-weklean-2026');
  await page.getByRole('tabpanel', { name: labels.tab }).getByRole('button', { name: labels.submit }).click();
  await page.waitForURL('**/admin');
}

async function tokenOf(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`${email} could not sign in: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
const getJson = async <T,>(path: string, token: string): Promise<T> => {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};

/**
 * The demo client's booking cancelled late (the $50 fee), found as the client finds it; and, from its history as the
 * admin reads it, the revision of the event just before the cancellation.
 */
async function cancelledDemoBooking() {
  const client = await tokenOf('client@weklean.local', 'Demo-client-2026');
  const { items } = await getJson<{ items: { id: string }[] }>('/api/bookings?status=cancelled', client);
  for (const { id } of items) {
    const booking = await getJson<{ cancellation: { feeCents: number } | null }>(`/api/bookings/${id}`, client);
    if ((booking.cancellation?.feeCents ?? 0) === 0) continue;
    const admin = await tokenOf('admin@weklean.local', 'Admin-weklean-2026');
    const history = await getJson<{ events: { revision: number; type: string }[] }>(`/api/admin/audit/streams/booking-${id}`, admin);
    const cancelled = history.events.find((event) => event.type === 'BookingCancelled')!;
    return { id, before: cancelled.revision - 1 };
  }
  throw new Error('the demo client has no booking cancelled with a fee');
}

describe("the audit of a booking's history", () => {
  let browser: Browser;
  let booking: { id: string; before: number };
  beforeAll(async () => {
    // weklean.test is a secure origin there, as on the other English passes (no warning about the page's headers).
    browser = await launchBrowserWithSecureTestHost();
    booking = await cancelledDemoBooking();
  });
  afterAll(async () => browser?.close());

  it('shows a cancelled demo booking: its timeline, confirmed before the cancellation beside cancelled now with the fee, in French', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await signInAsAdmin(page, { email: 'Courriel', password: 'Mot de passe', tab: 'Connexion', submit: 'Se connecter' });
    await page.goto(`/admin/health?history=booking-${booking.id}`);
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.getByRole('heading', { name: 'Historique', level: 2 }).count()).toBe(1);
    await expect.poll(() => drawer.getByRole('cell', { name: /Réservation annulée/ }).count()).toBe(1);
    expect(await drawer.getByRole('heading', { name: /^Réservation booking-/, level: 3 }).count()).toBe(1);
    expect(await drawer.getByRole('cell', { name: /Réservation demandée/ }).count()).toBe(1);
    expect(await drawer.getByRole('cell', { name: /\(client\)/ }).count()).toBeGreaterThan(0);
    expect(await drawer.getByRole('cell', { name: /\(nettoyeur\)/ }).count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-audit-timeline-fr');

    // Follow one correlation, then all again.
    await drawer.getByRole('button', { name: /^Ne montrer que la corrélation/ }).first().click();
    await expect.poll(() => drawer.getByText(/^Corrélation [0-9a-f]{8}\u00a0: \d+ événements?$/).count()).toBe(1);
    await drawer.getByRole('button', { name: 'Tout afficher' }).click();
    await expect.poll(() => drawer.getByRole('cell', { name: /Réservation annulée/ }).count()).toBe(1);

    await drawer.getByRole('button', { name: `Voir l’état après l’événement n° ${booking.before}` }).click();
    await expect.poll(() => drawer.getByRole('heading', { name: `État après l’événement n° ${booking.before}` }).count()).toBe(1);
    const status = drawer.getByRole('row', { name: /^status/ });
    await expect.poll(() => status.getByRole('cell', { name: 'confirmée (confirmed)' }).count()).toBe(1);
    expect(await status.getByRole('cell', { name: 'annulée (cancelled)' }).count()).toBe(1);
    expect(await status.getByText('modifié').count()).toBe(1);
    const fee = drawer.getByRole('row', { name: /^cancellation\.feeCents/ });
    expect(await fee.getByRole('cell', { name: '50,00\u00a0$ (5000)' }).count()).toBe(1);
    await screenshot(page, 'admin-audit-state-fr');

    await drawer.getByRole('button', { name: 'Retour à la chronologie' }).click();
    await drawer.getByRole('tab', { name: 'Flux liés' }).click();
    await expect.poll(() => drawer.getByText(/Paiement et écritures \(\d+\)/).count()).toBe(1);
    // Closing the drawer takes the parameter out of the address.
    await page.getByRole('button', { name: /Close|Fermer/ }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin/health' && !url.searchParams.has('history'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the same in English, opened from its own field', async () => {
    const context = await newContext(browser, 'en-CA', 'weklean.test');
    const page = await context.newPage();
    const problems = collectProblems(page);
    await signInAsAdmin(page, { email: 'Email', password: 'Password', tab: 'Log in', submit: 'Log in' });
    await page.goto('/admin/health?history=not_a_stream');
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.getByRole('heading', { name: 'History', level: 2 }).count()).toBe(1);
    await drawer.getByLabel('Stream id').fill(`booking-${booking.id}`);
    await drawer.getByRole('button', { name: 'Open', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('history') === `booking-${booking.id}`);
    await expect.poll(() => drawer.getByRole('cell', { name: /Booking cancelled/ }).count()).toBe(1);
    await drawer.getByRole('button', { name: `See the state after event #${booking.before}` }).click();
    await expect.poll(() => drawer.getByRole('heading', { name: `State after event #${booking.before}` }).count()).toBe(1);
    const status = drawer.getByRole('row', { name: /^status/ });
    await expect.poll(() => status.getByRole('cell', { name: 'confirmed', exact: true }).count()).toBe(1);
    expect(await status.getByRole('cell', { name: 'cancelled', exact: true }).count()).toBe(1);
    expect(await drawer.getByRole('row', { name: /^cancellation\.feeCents/ }).getByRole('cell', { name: '$50.00 (5000)' }).count()).toBe(1);
    await screenshot(page, 'admin-audit-state-en');
    expect(problems).toEqual([]);
    await context.close();
  });
});
