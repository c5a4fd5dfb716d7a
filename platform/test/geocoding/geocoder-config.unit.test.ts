import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config';
import { createGeocoder } from '../../src/geocoding/create-geocoder';

describe('choosing the geocoder from the environment', () => {
  it('is offline by default: suggestions come from the bundled places, without network', async () => {
    const config = loadConfig({});
    expect(config.GEOCODING_PROVIDER).toBe('offline');
    const [first] = await createGeocoder(config, { fetch: () => Promise.reject(new Error('no network in this test')) }).suggest('1 rue King, Sherbrooke');
    expect(first?.placeId).toBe('sherbrooke');
  });

  it('requires MAPBOX_ACCESS_TOKEN with GEOCODING_PROVIDER=mapbox, and names a bad provider', () => {
    expect(() => loadConfig({ GEOCODING_PROVIDER: 'mapbox' })).toThrow(/MAPBOX_ACCESS_TOKEN: is required when GEOCODING_PROVIDER=mapbox/);
    expect(() => loadConfig({ GEOCODING_PROVIDER: 'google' })).toThrow(ConfigError);
    expect(() => loadConfig({ GEOCODING_PROVIDER: 'google' })).toThrow(/GEOCODING_PROVIDER: must be offline or mapbox/);
  });

  it('asks Mapbox, with the token, when configured so', async () => {
    const urls: string[] = [];
    const config = loadConfig({ GEOCODING_PROVIDER: 'mapbox', MAPBOX_ACCESS_TOKEN: 'pk.abc' });
    const geocoder = createGeocoder(config, {
      fetch: (url) => {
        urls.push(url);
        return Promise.resolve(new Response(JSON.stringify({ type: 'FeatureCollection', features: [] })));
      },
    });
    expect(await geocoder.suggest('1 rue King, Sherbrooke')).toEqual([]);
    expect(new URL(urls[0] ?? '').searchParams.get('access_token')).toBe('pk.abc');
  });
});
