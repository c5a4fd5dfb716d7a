import { describe, expect, it } from 'vitest';
import { distanceText, tilesToShow } from './map-settings';

const tiles = { urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', maxZoom: 19 };
const ADDRESS = { lat: 45.5253, lng: -73.5846 };

describe('the map or the location card', () => {
  it('shows a map only when a tile server is configured', () => {
    expect(tilesToShow({ tiles })).toEqual(tiles);
    expect(tilesToShow({ tiles: null })).toBeNull();
  });

  it('shows the card alone while the settings are unknown (not read yet, or unreadable)', () => {
    expect(tilesToShow(undefined)).toBeNull();
  });
});

describe('the distance from the address', () => {
  it('is written in kilometres with the language’s decimal mark', () => {
    const punchedIn = { lat: 45.528, lng: -73.5846 };
    expect(distanceText(punchedIn, ADDRESS, 'fr')).toEqual({ under: false, distance: '0,3\u00a0km' });
    expect(distanceText(punchedIn, ADDRESS, 'en')).toEqual({ under: false, distance: '0.3 km' });
  });

  it('has no decimal beyond 10 km', () => {
    expect(distanceText({ lat: 45.6, lng: -73.75 }, ADDRESS, 'en')).toEqual({ under: false, distance: '15 km' });
  });

  it('says "less than 0.1 km" at the address itself', () => {
    expect(distanceText(ADDRESS, ADDRESS, 'fr')).toEqual({ under: true, distance: '0,1\u00a0km' });
  });
});
