import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeocodingUnavailableError, createOfflineGeocoder, type Geocoder } from '@weklean/platform';
import { createTestApp, json, type TestApp } from './support/test-app';

type Body = Record<string, unknown>;
type Property = Body & { id: string; name: string; address: Body; createdAt: string; updatedAt: string };

const chalet = {
  name: 'Chalet',
  type: 'house',
  address: { streetAddress: '123 rue Principale', city: 'sutton', province: 'QC', postalCode: 'j0e2k0', country: 'CA' },
  bedrooms: 3,
  bathrooms: 1.5,
  stories: 2,
  parking: true,
  wifiName: 'Chalet-5G',
  wifiPassword: 'sapin-2026',
  accessInstructions: 'La clé est sous le pot de fleurs.',
};
const condo = {
  name: 'Condo',
  type: 'condo',
  address: { streetAddress: '1000 rue Sherbrooke O', city: 'Montréal', province: 'QC', postalCode: 'H3A 3G4', country: 'CA' },
  bedrooms: 1,
  bathrooms: 1,
  stories: 1,
  squareFootage: 750,
  parking: false,
};

/**
 * The `bookings` read model belongs to the bookings projection. Should its migration not be there yet, the guard
 * still needs a table to read: a bare one with the three columns it reads is made for this test's database only.
 */
async function addBooking(t: TestApp, propertyId: string, status: string) {
  const [exists] = await t.sql<{ table: string | null }[]>`select to_regclass('bookings')::text as table`;
  if (exists?.table === null) await t.sql`create table bookings (booking_id uuid primary key, property_id uuid not null, status text not null)`;
  // Fill whatever else the real table requires with neutral values, so this does not break when its columns change.
  const required = await t.sql<{ name: string; type: string }[]>`
    select column_name as name, data_type as type from information_schema.columns
    where table_name = 'bookings' and table_schema = current_schema() and is_nullable = 'NO' and column_default is null
      and column_name not in ('booking_id', 'property_id', 'status')`;
  const neutral = (type: string) =>
    type === 'uuid' ? crypto.randomUUID() : type === 'boolean' ? false : /int|numeric|double|real/.test(type) ? 0 : type.startsWith('timestamp') || type === 'date' ? new Date() : 'x';
  const row = { booking_id: crypto.randomUUID(), property_id: propertyId, status, ...Object.fromEntries(required.map((c) => [c.name, neutral(c.type)])) };
  await t.sql`insert into bookings ${t.sql(row)}`;
  return row.booking_id;
}

describe('properties API', () => {
  let t: TestApp;
  const users: Record<'client' | 'other' | 'cleaner', Record<string, string>> = { client: {}, other: {}, cleaner: {} };
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };
  const as = (who: keyof typeof users, lang = 'fr') => ({ ...users[who], 'accept-language': lang });
  const create = async (input: unknown, who: keyof typeof users = 'client') => call('/api/properties', json('POST', input, as(who)));

  beforeAll(async () => {
    t = await createTestApp('properties');
    for (const [who, role] of [['client', 'client'], ['other', 'client'], ['cleaner', 'cleaner']] as const) {
      const signup = await call('/api/auth/signup', json('POST', { name: who, email: `${who}@example.com`, password: 'un-mot-de-passe' }));
      users[who] = { authorization: `Bearer ${signup.body.token as string}` };
      await call('/api/auth/select-role', json('POST', { role }, users[who]));
    }
  });
  afterAll(async () => t?.close());

  it('creates a property, placed on the map by the server (city spelt as the place is), and lists the newest first', async () => {
    const created = await create(chalet);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Chalet',
      type: 'house',
      address: { streetAddress: '123 rue Principale', city: 'Sutton', province: 'QC', postalCode: 'J0E 2K0', country: 'CA', placeId: 'sutton' },
      bedrooms: 3,
      bathrooms: 1.5,
      stories: 2,
      squareFootage: null,
      parking: true,
      wifiName: 'Chalet-5G',
      wifiPassword: 'sapin-2026',
      suppliesLocation: null,
      accessInstructions: 'La clé est sous le pot de fleurs.',
      additionalNotes: null,
    });
    expect(created.body.address).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(Date.parse(created.body.createdAt as string)).not.toBeNaN();
    const second = await create(condo);
    expect(second.status).toBe(201);

    const list = await call('/api/properties', { headers: as('client') });
    expect(list.status).toBe(200);
    expect((list.body.items as Property[]).map((p) => p.name)).toEqual(['Condo', 'Chalet']);
    expect((await call('/api/properties', { headers: as('other') })).body).toEqual({ items: [] });
  });

  it('reads and updates one, placing it again only when the address changes', async () => {
    const { body: made } = await create({ ...condo, name: 'Bureau', type: 'office' });
    const id = made.id as string;
    expect((await call(`/api/properties/${id}`, { headers: as('client') })).body).toEqual(made);

    const renamed = await call(`/api/properties/${id}`, json('PUT', { ...condo, name: 'Bureau du centre', type: 'office', additionalNotes: 'Alarme : 1234' }, as('client')));
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id, name: 'Bureau du centre', additionalNotes: 'Alarme : 1234', address: made.address, createdAt: made.createdAt });
    expect(Date.parse(renamed.body.updatedAt as string)).toBeGreaterThanOrEqual(Date.parse(made.updatedAt as string));

    const moved = await call(`/api/properties/${id}`, json('PUT', { ...condo, address: { ...condo.address, streetAddress: '12 rue King O', city: 'Sherbrooke', postalCode: 'J1H 1N1' } }, as('client')));
    expect(moved.status).toBe(200);
    expect(moved.body.address).toMatchObject({ city: 'Sherbrooke', placeId: 'sherbrooke', postalCode: 'J1H 1N1' });
    expect(moved.body.additionalNotes).toBeNull();
  });

  it("answers 404 for another client's property, as for one that does not exist", async () => {
    const { body: mine } = await create(condo);
    const id = mine.id as string;
    const notFound = { code: 'property.not-found', message: 'Cette propriété est introuvable.' };
    expect(await call(`/api/properties/${id}`, { headers: as('other') })).toEqual({ status: 404, body: notFound });
    expect((await call(`/api/properties/${id}`, json('PUT', condo, as('other')))).status).toBe(404);
    expect((await call(`/api/properties/${id}`, json('DELETE', undefined, as('other')))).status).toBe(404);
    expect((await call(`/api/properties/${crypto.randomUUID()}`, { headers: as('client') })).status).toBe(404);
    expect((await call('/api/properties/not-a-uuid', { headers: as('client') })).status).toBe(404);
    expect((await call(`/api/properties/${id}`, { headers: as('client') })).status).toBe(200);
  });

  it('refuses cleaners with 403 and the access message, and visitors with 401', async () => {
    expect(await call('/api/properties', { headers: as('cleaner') })).toEqual({
      status: 403,
      body: { code: 'auth.forbidden', message: "Vous n’avez pas accès à cette action." },
    });
    const invalidBody = await create({ name: '' }, 'cleaner');
    expect(invalidBody.status).toBe(403);
    expect((await call('/api/properties', { headers: as('cleaner', 'en') })).body.message).toBe('You do not have access to this action.');
    expect((await call('/api/properties')).status).toBe(401);
  });

  it('refuses an invalid postal code with 400 and the message in the asked language', async () => {
    const bad = { ...chalet, address: { ...chalet.address, postalCode: 'W0E 2K0' } };
    const fr = await call('/api/properties', json('POST', bad, as('client')));
    expect(fr.status).toBe(400);
    expect(fr.body).toMatchObject({ code: 'validation', message: 'Code postal invalide (format A1A 1A1)' });
    expect(fr.body.issues).toEqual([{ field: 'address.postalCode', message: 'Code postal invalide (format A1A 1A1)' }]);
    const en = await call('/api/properties', json('POST', bad, as('client', 'en')));
    expect(en.body).toMatchObject({ code: 'validation', message: 'Invalid postal code (format A1A 1A1)' });
  });

  it('states the bounds in the messages of the other rules', async () => {
    const issue = async (input: unknown, lang = 'fr') => (await call('/api/properties', json('POST', input, as('client', lang)))).body.message;
    expect(await issue({ ...chalet, bedrooms: 20.5 })).toBe('Le nombre de chambres doit être compris entre 0 et 20 (demies permises).');
    expect(await issue({ ...chalet, stories: 11 }, 'en')).toBe('The number of storeys must be a whole number from 1 to 10.');
    expect(await issue({ ...chalet, address: { ...chalet.address, province: 'ON' } })).toBe("Weklean dessert seulement le Québec pour l’instant (province QC).");
    expect(await issue({ ...chalet, name: undefined })).toBe('Ce champ est obligatoire.');
  });

  it('refuses with 422 an address whose city names no Quebec place (the places served)', async () => {
    const atlantis = await create({ ...chalet, address: { ...chalet.address, city: 'Atlantis' } });
    expect(atlantis).toEqual({
      status: 422,
      body: { code: 'property.city-not-found', message: 'Ville introuvable : Weklean ne dessert que le Québec pour l’instant. Choisissez l’adresse dans les suggestions.' },
    });
    const toronto = await call('/api/properties', json('POST', { ...chalet, address: { ...chalet.address, city: 'Toronto' } }, as('client', 'en')));
    expect(toronto).toEqual({
      status: 422,
      body: { code: 'property.city-not-found', message: 'City not found: Weklean serves Quebec only for now. Choose the address from the suggestions.' },
    });
  });

  it('refuses with 400 a city that cannot be a place name (a postal code, a number), and changes nothing', async () => {
    const before = (await call('/api/properties', { headers: as('client') })).body.items as Property[];
    const invalid = {
      code: 'property.invalid-city',
      message: 'Ville invalide : un nom de ville ne contient que des lettres, sans chiffres ni symboles. Choisissez l’adresse dans les suggestions.',
    };
    for (const city of ['J0E 2K0', '123', 'Sutton #2']) {
      expect(await create({ ...chalet, address: { ...chalet.address, city } }), city).toEqual({ status: 400, body: invalid });
    }
    const en = await call('/api/properties', json('POST', { ...chalet, address: { ...chalet.address, city: '<b>' } }, as('client', 'en')));
    expect(en).toEqual({ status: 400, body: { code: 'property.invalid-city', message: 'Invalid city: a city name has letters only, no numbers or symbols. Choose the address from the suggestions.' } });

    const { body: kept } = await create({ ...condo, name: 'Ville gardée' });
    const moved = await call(`/api/properties/${kept.id as string}`, json('PUT', { ...condo, name: 'Ville gardée', address: { ...condo.address, city: 'H3A 3G4' } }, as('client')));
    expect(moved).toEqual({ status: 400, body: invalid });
    expect((await call(`/api/properties/${kept.id as string}`, { headers: as('client') })).body.address).toEqual(kept.address);
    const after = (await call('/api/properties', { headers: as('client') })).body.items as Property[];
    expect(after.map((property) => property.id).sort()).toEqual([...before.map((property) => property.id), kept.id as string].sort());
  });

  it('refuses to delete a property a pending or confirmed booking uses, and deletes it once they are over', async () => {
    const { body } = await create({ ...condo, name: 'Réservée' });
    const id = body.id as string;
    const bookingId = await addBooking(t, id, 'confirmed');
    const refused = await call(`/api/properties/${id}`, json('DELETE', undefined, as('client', 'en')));
    expect(refused).toEqual({
      status: 409,
      body: { code: 'property.has-upcoming-bookings', message: 'This property has upcoming bookings: cancel them or wait until they are over before deleting it.' },
    });
    await t.sql`update bookings set status = 'completed' where booking_id = ${bookingId}`;
    expect(await call(`/api/properties/${id}`, json('DELETE', undefined, as('client')))).toEqual({ status: 200, body: { id } });
    expect((await call(`/api/properties/${id}`, { headers: as('client') })).status).toBe(404);
  });

  it('suggests addresses to signed-in users, for 3 to 200 characters', async () => {
    const suggest = (q: string, who?: keyof typeof users) =>
      call(`/api/geocoding/suggest?${new URLSearchParams({ q }).toString()}`, { headers: who ? as(who) : {} });
    const found = await suggest('123 rue Principale, Sutton', 'client');
    expect(found.status).toBe(200);
    expect((found.body.items as Body[])[0]).toEqual({
      label: '123 rue Principale, Sutton, QC',
      streetAddress: '123 rue Principale',
      city: 'Sutton',
      province: 'QC',
      postalCode: '',
      country: 'CA',
      lat: expect.any(Number),
      lng: expect.any(Number),
      placeId: 'sutton',
    });
    expect((await suggest('12 rue King, S', 'cleaner')).body.items).toHaveLength(8);
    expect(await suggest(' ab ', 'client')).toMatchObject({ status: 400, body: { message: 'Tapez de 3 à 200 caractères pour chercher une adresse.' } });
    expect((await suggest('x'.repeat(201), 'client')).status).toBe(400);
    expect((await call('/api/geocoding/suggest', { headers: as('client') })).status).toBe(400);
    expect((await suggest('123 rue Principale, Sutton')).status).toBe(401);
  });

  it("deletes the client's properties with the account", async () => {
    const signup = await call('/api/auth/signup', json('POST', { name: 'Partante', email: 'bye@example.com', password: 'un-mot-de-passe' }));
    const leaving = { authorization: `Bearer ${signup.body.token as string}` };
    await call('/api/auth/select-role', json('POST', { role: 'client' }, leaving));
    const { body } = await call('/api/properties', json('POST', chalet, leaving));
    expect(await t.sql`select 1 from properties where id = ${body.id as string}`).toHaveLength(1);
    const deleted = await call('/api/users/me', json('DELETE', { confirmation: 'SUPPRIMER', currentPassword: 'un-mot-de-passe' }, leaving));
    expect(deleted.status).toBe(200);
    expect(await t.sql`select 1 from properties where id = ${body.id as string}`).toHaveLength(0);
  });
});

describe('properties API while the geocoder is down', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let down = false;
  const offline = createOfflineGeocoder();
  const geocoder: Geocoder = {
    suggest: (text) => (down ? Promise.reject(new GeocodingUnavailableError('down')) : offline.suggest(text)),
    locate: (address) => (down ? Promise.reject(new GeocodingUnavailableError('down')) : offline.locate(address)),
  };
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };

  beforeAll(async () => {
    t = await createTestApp('properties_geocoder_down', { geocoder });
    const signup = await call('/api/auth/signup', json('POST', { name: 'C', email: 'c@example.com', password: 'un-mot-de-passe' }));
    auth = { authorization: `Bearer ${signup.body.token as string}` };
    await call('/api/auth/select-role', json('POST', { role: 'client' }, auth));
  });
  afterAll(async () => t?.close());

  it('answers 503 where a position is needed, and still saves edits that keep the address', async () => {
    const { body } = await call('/api/properties', json('POST', condo, auth));
    down = true;
    const unavailable = { code: 'geocoding.unavailable', message: "La recherche d’adresses est indisponible pour le moment. Réessayez dans un instant." };
    expect(await call('/api/properties', json('POST', chalet, auth))).toEqual({ status: 503, body: unavailable });
    expect(await call('/api/geocoding/suggest?q=12%20rue%20King', { headers: auth })).toEqual({ status: 503, body: unavailable });
    const edited = await call(`/api/properties/${body.id as string}`, json('PUT', { ...condo, bedrooms: 2 }, auth));
    expect(edited).toMatchObject({ status: 200, body: { bedrooms: 2, address: body.address } });
  });
});

describe('properties API with a geocoder that knows streets (as Mapbox does)', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const offline = createOfflineGeocoder();
  // A street of a known city it cannot find, and a village smaller than the bundled places that it can.
  const geocoder: Geocoder = {
    suggest: (text) => offline.suggest(text),
    locate: async (address) => {
      if (address.streetAddress.includes('Introuvable')) return null;
      if (address.city === 'Saint-Sixte') return { ...address, label: '1 rue du Village, Saint-Sixte, QC', lat: 45.8, lng: -75.1, placeId: null };
      return offline.locate(address);
    },
  };
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };

  beforeAll(async () => {
    t = await createTestApp('properties_street_geocoder', { geocoder });
    const signup = await call('/api/auth/signup', json('POST', { name: 'S', email: 's@example.com', password: 'un-mot-de-passe' }));
    auth = { authorization: `Bearer ${signup.body.token as string}` };
    await call('/api/auth/select-role', json('POST', { role: 'client' }, auth));
  });
  afterAll(async () => t?.close());

  it('refuses with 422 an address of a known city that cannot be placed, as an address not found', async () => {
    const lost = await call('/api/properties', json('POST', { ...condo, address: { ...condo.address, streetAddress: '1 rue Introuvable' } }, auth));
    expect(lost).toEqual({ status: 422, body: { code: 'property.address-not-found', message: 'Adresse introuvable: choisissez-la dans les suggestions' } });
    expect((await call('/api/properties', { headers: auth })).body.items).toEqual([]);
  });

  it('takes an address the geocoder places, even in a village the bundled places do not know', async () => {
    const village = await call('/api/properties', json('POST', { ...chalet, address: { ...chalet.address, streetAddress: '1 rue du Village', city: 'Saint-Sixte' } }, auth));
    expect(village).toMatchObject({ status: 201, body: { address: { city: 'Saint-Sixte', placeId: null, lat: 45.8, lng: -75.1 } } });
  });
});
