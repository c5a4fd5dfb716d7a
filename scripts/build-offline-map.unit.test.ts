import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import places from '../domain/data/quebec-places.json' with { type: 'json' };
import { BBOX, buildOfflineMap, clipRing, formatOfflineMap, OUTPUT, SIZE_BUDGET, worldAtlas, type OfflineMap } from './build-offline-map';

const committed = readFileSync(OUTPUT, 'utf8');
const map = JSON.parse(committed) as OfflineMap;
const [west, south, east, north] = BBOX;
const inBox = ([lng, lat]: number[]) => lng! >= west && lng! <= east && lat! >= south && lat! <= north;

describe('build-offline-map', () => {
  it('produces the committed frontend/public/map/quebec.geo.json (run `npx tsx scripts/build-offline-map.ts` if not)', () => {
    expect(committed).toBe(formatOfflineMap(buildOfflineMap(worldAtlas(), places)));
  });

  it('stays under its size budget', () => {
    const bytes = Buffer.byteLength(committed);
    expect(bytes).toBeLessThanOrEqual(SIZE_BUDGET);
    // What the page downloads once (the build writes a .gz and a .br beside it).
    expect(gzipSync(committed, { level: 9 }).length).toBeLessThan(bytes / 3);
  });

  it('holds every served place, inside the box, the ranked ones first', () => {
    const cities = map.features.filter((item) => item.properties.kind === 'city');
    expect(cities).toHaveLength(places.length);
    expect(new Set(cities.map((city) => city.properties.kind === 'city' && city.properties.name))).toEqual(new Set(places.map((place) => place.name)));
    for (const city of cities) {
      expect(city.geometry.type).toBe('Point');
      expect(inBox(city.geometry.coordinates as number[])).toBe(true);
    }
    const ranks = cities.map((city) => (city.properties.kind === 'city' ? city.properties.rank : undefined));
    const firstUnranked = ranks.indexOf(undefined);
    expect(ranks.slice(0, firstUnranked)).toEqual([...ranks.slice(0, firstUnranked)].sort((a, b) => a! - b!));
    expect(ranks.slice(firstUnranked).every((rank) => rank === undefined)).toBe(true);
    expect(cities[0]?.properties).toEqual({ kind: 'city', name: 'Montréal', rank: 1 });
  });

  it('has the land of Canada and the United States, clipped to the box', () => {
    const land = map.features.filter((item) => item.properties.kind === 'land');
    const countries = land.map((item) => (item.properties.kind === 'land' ? item.properties.country : ''));
    expect(countries).toEqual(expect.arrayContaining(['Canada', 'United States of America']));
    for (const item of land) {
      expect(item.geometry.type).toBe('MultiPolygon');
      for (const polygon of item.geometry.coordinates as number[][][][]) {
        for (const ring of polygon) {
          expect(ring.length).toBeGreaterThanOrEqual(4);
          expect(ring[0]).toEqual(ring.at(-1));
          expect(ring.every(inBox)).toBe(true);
        }
      }
    }
  });
});

describe('clipRing', () => {
  const box = [0, 0, 10, 10];

  it('keeps a ring inside the box as it is', () => {
    const ring = [[1, 1], [5, 1], [5, 5], [1, 1]];
    expect(clipRing(ring, box)).toEqual(ring);
  });

  it('cuts a ring crossing the box along its edge', () => {
    expect(clipRing([[5, 5], [15, 5], [15, 8], [5, 8], [5, 5]], box)).toEqual([[5, 5], [10, 5], [10, 8], [5, 8], [5, 5]]);
  });

  it('drops a ring entirely outside the box', () => {
    expect(clipRing([[20, 20], [30, 20], [30, 30], [20, 20]], box)).toEqual([]);
  });
});
