import { describe, expect, it } from 'vitest';
import { loadConfig } from '@weklean/platform';
import { mapRoutes, mapTilesOf, tileImageSource } from './map-routes';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

describe('the map settings', () => {
  it('are none by default: the embedded default has no internet', () => {
    expect(mapTilesOf(loadConfig({}))).toBeNull();
  });

  it('carry the tile URL template and the default attribution', () => {
    expect(mapTilesOf(loadConfig({ MAP_TILE_URL: OSM }))).toEqual({ urlTemplate: OSM, attribution: '© OpenStreetMap contributors', maxZoom: 19 });
    expect(mapTilesOf(loadConfig({ MAP_TILE_URL: OSM, MAP_TILE_ATTRIBUTION: '© Carto' }))?.attribution).toBe('© Carto');
  });

  it('refuse a tile URL that is not an http(s) template with {z}, {x} and {y}', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tile.openstreetmap.org/tiles.png' })).toThrow(/MAP_TILE_URL: must contain \{z\}/);
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL: must be an http\(s\) URL template/);
  });

  it('let the tiles through the Content-Security-Policy by their origin, a {s} subdomain as a wildcard', () => {
    expect(tileImageSource(null)).toBeNull();
    expect(tileImageSource({ urlTemplate: OSM, attribution: '', maxZoom: 19 })).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource({ urlTemplate: 'http://{s}.tiles.local:8080/{z}/{x}/{y}.png', attribution: '', maxZoom: 19 })).toBe('http://*.tiles.local:8080');
    expect(() => loadConfig({ MAP_TILE_URL: "https://a.example;img-src */{z}/{x}/{y}" })).toThrow(/MAP_TILE_URL/);
  });

  it('are answered by GET /api/map, cacheable', async () => {
    const tiles = { urlTemplate: OSM, attribution: '© OpenStreetMap contributors', maxZoom: 19 };
    const answer = await mapRoutes(tiles).request('/');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await answer.json()).toEqual({ tiles });
    expect(await (await mapRoutes(null).request('/')).json()).toEqual({ tiles: null });
  });
});
