import { describe, expect, it } from 'vitest';
import { distanceText, mapToShow } from './map-settings';

const tiles = { urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', maxZoom: 19 };
const ADDRESS = { lat: 45.5253, lng: -73.5846 };

describe('the tile map, the offline map or the location card', () => {
  it('draws the map from the tile server when one is configured (MAP_TILE_URL overrides the offline map)', () => {
    expect(mapToShow({ tiles })).toEqual({ kind: 'tiles', tiles });
  });

  it('shows the offline map when no tile server is configured', () => {
    expect(mapToShow({ tiles: null })).toEqual({ kind: 'offline' });
  });

  it('shows the card alone while the settings are unknown (not read yet, or unreadable)', () => {
    expect(mapToShow(undefined)).toBeNull();
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
