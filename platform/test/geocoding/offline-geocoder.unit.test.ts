import { describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from '../../src/geocoding/offline-geocoder';

const geocoder = createOfflineGeocoder();
const address = { streetAddress: '1000 rue Sherbrooke O', city: 'Montréal', province: 'QC', postalCode: 'h3a3g4', country: 'CA' };

describe('the offline geocoder', () => {
  it('suggests the street in the places whose name starts with the typed city, an exact name first', async () => {
    const suggestions = await geocoder.suggest('1000 rue Sherbrooke O, montreal');
    expect(suggestions[0]).toEqual({
      label: '1000 rue Sherbrooke O, Montréal, QC',
      streetAddress: '1000 rue Sherbrooke O',
      city: 'Montréal',
      province: 'QC',
      postalCode: '',
      country: 'CA',
      lat: 45.50884,
      lng: -73.58781,
      placeId: 'montreal',
    });
    expect(suggestions.slice(1).map((s) => s.city)).toContain('Montréal-Est');
  });

  it('ignores accents, case and "St-", and keeps a typed postal code', async () => {
    const [first] = await geocoder.suggest('5 ch. du Lac, ST JEROME qc j7z5t4');
    expect(first).toMatchObject({ city: 'Saint-Jérôme', placeId: 'saint-jerome', postalCode: 'J7Z 5T4', label: '5 ch. du Lac, Saint-Jérôme, QC J7Z 5T4' });
  });

  it('gives at most 8, the largest places first, and the largest places when no city is typed yet', async () => {
    const saint = await geocoder.suggest('12 rue Principale, Saint');
    expect(saint).toHaveLength(8);
    expect(saint.every((s) => s.city.startsWith('Saint'))).toBe(true);
    expect(saint[0]?.city).toBe('Saint-Jean-sur-Richelieu');
    expect((await geocoder.suggest('12 rue Principale')).slice(0, 3).map((s) => s.city)).toEqual(['Montréal', 'Québec', 'Laval']);
  });

  it('tells homonyms apart by their region in the label', async () => {
    const henri = (await geocoder.suggest('1 rue Notre-Dame, Saint-Henri')).filter((s) => s.city === 'Saint-Henri');
    expect(henri.length).toBeGreaterThan(1);
    expect(new Set(henri.map((s) => s.label)).size).toBe(henri.length);
    expect(new Set(henri.map((s) => s.placeId)).size).toBe(henri.length);
  });

  it('suggests nothing for an unknown city or without a street', async () => {
    expect(await geocoder.suggest('1 Infinite Loop, Cupertino')).toEqual([]);
    expect(await geocoder.suggest(' , Montréal')).toEqual([]);
  });

  it('locates the city of an address, accents optional', async () => {
    expect(await geocoder.locate({ ...address, city: 'montreal' })).toEqual({
      label: '1000 rue Sherbrooke O, Montréal, QC H3A 3G4',
      streetAddress: '1000 rue Sherbrooke O',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H3A 3G4',
      country: 'CA',
      lat: 45.50884,
      lng: -73.58781,
      placeId: 'montreal',
    });
    expect((await geocoder.locate({ ...address, city: 'Trois-Rivieres' }))?.placeId).toBe('trois-rivieres');
  });

  it('does not locate an unknown city, a city prefix or an address outside Quebec', async () => {
    expect(await geocoder.locate({ ...address, city: 'Atlantis' })).toBeNull();
    expect(await geocoder.locate({ ...address, city: 'Montr' })).toBeNull();
    expect(await geocoder.locate({ ...address, province: 'ON' })).toBeNull();
  });
});
