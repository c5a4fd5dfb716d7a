import { computeBookingPrice, PRICE_CONSTANTS } from '@weklean/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProperty, catchUp, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { createTestApp, json, type TestApp } from './support/test-app';

const NOW = new Date('2026-11-22T17:00:00.000Z');
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read loosely, field by field, as an outside client would
type Body = Record<string, any>;

/**
 * Garages (SPEC 1: clients book cleaners for garages): a client registers a garage, finds the cleaners who offer
 * garage cleaning with the search's service filter, and books one at that cleaner's garage price, computed by the
 * one price function.
 */
describe('garages: a property type and a service, searched and booked', () => {
  let t: TestApp;
  let client: Party;
  let garageCleaner: Party & { slug: string };
  let otherCleaner: Party & { slug: string };

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };
  const post = (path: string, body: unknown, headers: Record<string, string>) => call(path, json('POST', body, headers));
  const garage = { name: 'Garage double', type: 'garage', bedrooms: 0, bathrooms: 0, stories: 1, parking: true };
  const request = (slug: string, propertyId: string) => ({
    cleanerSlug: slug, propertyId, startsAt: TUESDAY_10, durationHours: 4, cleanerBringsSupplies: false,
    frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
  });

  beforeAll(async () => {
    t = await createTestApp('garages', { clock: () => NOW });
    client = await signUpClient(t, 'Gilles Garage', 'gilles@example.com');
    // A fixed-price-only cleaner who cleans garages ($95 a garage), and one who does not offer it.
    garageCleaner = await signUpCleaner(
      t, { name: 'Gaby G.', city: 'montreal', hourlyRateCents: null, fixedPricesCents: { house: 15000, garage: 9500 }, serviceTypes: ['deep', 'garage'] }, 'gaby@example.com', NOW,
    );
    otherCleaner = await signUpCleaner(t, { name: 'Béa B.', city: 'montreal', hourlyRateCents: 3000, serviceTypes: ['basic', 'deep'] }, 'bea@example.com', NOW);
    await catchUp(t);
  }, 120_000);
  afterAll(async () => t?.close());

  it('finds the cleaners who offer garage cleaning with the service filter, with their garage price', async () => {
    const found = await call('/api/cleaners?city=montreal&serviceType=garage');
    expect(found.status).toBe(200);
    expect(found.body.items.map((item: Body) => item.slug)).toEqual([garageCleaner.slug]);
    expect(found.body.items[0].serviceTypes).toEqual(['deep', 'garage']);
    const deep = await call('/api/cleaners?city=montreal&serviceType=deep');
    expect(deep.body.items.map((item: Body) => item.slug).sort()).toEqual([garageCleaner.slug, otherCleaner.slug].sort());
    const profile = await call(`/api/cleaners/${garageCleaner.slug}`);
    expect(profile.body).toMatchObject({ serviceTypes: ['deep', 'garage'], fixedPricesCents: { garage: 9500 } });
    expect(await call('/api/cleaners?serviceType=shed')).toMatchObject({ status: 400, body: { code: 'validation' } });
  });

  it('registers a garage as a property, and refuses a type that is not one', async () => {
    const created = await post('/api/properties', { ...garage, address: { streetAddress: '1234 rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'H2X 3K8', country: 'CA' } }, client.headers);
    expect(created.status).toBe(201);
    expect((await call(`/api/properties/${created.body.id as string}`, { headers: client.headers })).body).toMatchObject({ type: 'garage', name: 'Garage double' });
    const refused = await post('/api/properties', { ...garage, type: 'shed', address: { streetAddress: '1 rue X', city: 'Montréal', province: 'QC', postalCode: 'H2X 3K8', country: 'CA' } }, client.headers);
    expect(refused).toMatchObject({ status: 400, body: { code: 'validation', issues: [{ field: 'type', message: 'Choisissez le type de propriété.' }] } });
  });

  it('books a garage cleaning at the cleaner’s garage price, computed by the one price function', async () => {
    const propertyId = await addProperty(t, client, garage);
    const expected = computeBookingPrice({
      base: { kind: 'fixed', fixedPriceCents: 9500 }, cleanerBringsSupplies: false, emergency: false, firstBooking: true,
      serviceFeeCents: PRICE_CONSTANTS.defaultServiceFeeCents,
    });
    const quote = await post('/api/bookings/quote', request(garageCleaner.slug, propertyId), client.headers);
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ basePrice: 9500, finalPrice: expected.finalPrice, deposit: expected.deposit });
    const created = await post('/api/bookings', request(garageCleaner.slug, propertyId), client.headers);
    expect(created.status).toBe(201);
    expect(created.body.price).toMatchObject({ basePrice: 9500, firstBookingDiscount: expected.firstBookingDiscount, finalPrice: expected.finalPrice });
    await catchUp(t);
    const listed = await call('/api/bookings?side=client', { headers: client.headers });
    expect(listed.body.items).toMatchObject([{ property: { name: 'Garage double', type: 'garage' }, finalPrice: expected.finalPrice }]);
  });
});
