import { describe, expect, it } from 'vitest';
import { GeocodingUnavailableError } from '../../src/geocoding/geocoder';
import { createMapboxGeocoder } from '../../src/geocoding/mapbox-geocoder';
import { partialMatchAnswer, saintDenisAnswer } from './mapbox-answers';

const TOKEN = 'pk.test-token';

/** A fetch that records the URLs asked for and answers from `answer`; nothing leaves the machine. */
function stubFetch(answer: (url: URL, init: RequestInit) => Promise<Response> | Response) {
  const calls: URL[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push(new URL(url));
    return answer(new URL(url), init);
  };
  return { fetch, calls };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const address = { streetAddress: '1234 Rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'H2X 3J6', country: 'CA' };

describe('the Mapbox geocoder', () => {
  it('asks for Canadian addresses in French with the token, the text in the path', async () => {
    const stub = stubFetch(() => json(saintDenisAnswer));
    await createMapboxGeocoder({ accessToken: TOKEN, fetch: stub.fetch }).suggest('1234 rue Saint-Denis; Montréal');
    const [url] = stub.calls;
    expect(url?.origin).toBe('https://api.mapbox.com');
    expect(url?.pathname).toBe(`/geocoding/v5/mapbox.places/${encodeURIComponent('1234 rue Saint-Denis  Montréal')}.json`);
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ country: 'ca', types: 'address', language: 'fr', limit: '8', access_token: TOKEN });
  });

  it('maps Quebec features to suggestions: city from place, postal code from postcode, QC from CA-QC', async () => {
    const stub = stubFetch(() => json(saintDenisAnswer));
    const suggestions = await createMapboxGeocoder({ accessToken: TOKEN, fetch: stub.fetch }).suggest('1234 rue Saint-Denis');
    expect(suggestions).toEqual([
      {
        label: '1234 Rue Saint-Denis, Montréal, QC H2X 3J6',
        streetAddress: '1234 Rue Saint-Denis',
        city: 'Montréal',
        province: 'QC',
        postalCode: 'H2X 3J6',
        country: 'CA',
        lat: 45.514739,
        lng: -73.561438,
        placeId: 'montreal',
      },
      expect.objectContaining({ city: 'Saint-Jérôme', placeId: 'saint-jerome', postalCode: 'J7Z 2X4' }),
      expect.objectContaining({ streetAddress: 'Chemin Saint-Denis', city: 'Lac-Supérieur', postalCode: '', placeId: null }),
    ]);
  });

  it('locates an address from its best match, and not from a partial one', async () => {
    const located = await createMapboxGeocoder({ accessToken: TOKEN, fetch: stubFetch(() => json(saintDenisAnswer)).fetch }).locate(address);
    expect(located).toMatchObject({ city: 'Montréal', lat: 45.514739, lng: -73.561438, placeId: 'montreal' });
    expect(await createMapboxGeocoder({ accessToken: TOKEN, fetch: stubFetch(() => json(partialMatchAnswer)).fetch }).locate(address)).toBeNull();
    expect(await createMapboxGeocoder({ accessToken: TOKEN, fetch: stubFetch(() => json({ type: 'FeatureCollection', features: [] })).fetch }).locate(address)).toBeNull();
  });

  it.each([
    ['a refused token', () => json({ message: 'Not Authorized - Invalid Token' }, 401), /answered 401/],
    ['an answer that is not JSON', () => new Response('<html>Bad gateway</html>', { status: 200 }), /unexpected/],
    ['an answer of another shape', () => json({ features: [{ center: 'here' }] }), /unexpected/],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')), /could not be reached/],
  ])('turns %s into a GeocodingUnavailableError without the token in its message', async (_case, answer, message) => {
    const failing = createMapboxGeocoder({ accessToken: TOKEN, fetch: stubFetch(answer).fetch }).suggest('1234 rue Saint-Denis');
    await expect(failing).rejects.toBeInstanceOf(GeocodingUnavailableError);
    await expect(failing).rejects.toThrow(message);
    await expect(failing).rejects.not.toThrow(TOKEN);
  });

  it('gives up after the time-out', async () => {
    const hanging = stubFetch((_url, init) => new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    }));
    const geocoder = createMapboxGeocoder({ accessToken: TOKEN, fetch: hanging.fetch, timeoutMs: 50 });
    await expect(geocoder.suggest('1234 rue Saint-Denis')).rejects.toThrow(/did not answer within 50 ms/);
  });
});
