import { describe, expect, it } from 'vitest';
import { isCoordinate, openStreetMapUrl } from './map-link';

describe('the place without a map service', () => {
  it('links to the marked point on openstreetmap.org', () => {
    expect(openStreetMapUrl(45.5017, -73.5673)).toBe(
      'https://www.openstreetmap.org/?mlat=45.50170&mlon=-73.56730#map=17/45.50170/-73.56730',
    );
  });

  it('accepts only coordinates on the globe', () => {
    expect(isCoordinate(45.5, -73.5)).toBe(true);
    expect(isCoordinate(null, -73.5)).toBe(false);
    expect(isCoordinate(91, 0)).toBe(false);
  });
});
