import { describe, expect, it } from 'vitest';
import { NO_TILES, mapLoadFailed, tallyTile, type TileTally } from './map-failure';

const tally = (...outcomes: ('loaded' | 'failed')[]): TileTally => outcomes.reduce(tallyTile, NO_TILES);

describe('a map that fails to load', () => {
  it('is one whose view answered with failed tiles only', () => {
    expect(mapLoadFailed(tally('failed'))).toBe(true);
    expect(mapLoadFailed(tally('failed', 'failed', 'failed', 'failed'))).toBe(true);
  });

  it('is not one with a tile drawn, even among failed ones, nor one with no answer yet', () => {
    expect(mapLoadFailed(tally('loaded', 'loaded'))).toBe(false);
    expect(mapLoadFailed(tally('failed', 'loaded', 'failed'))).toBe(false);
    expect(mapLoadFailed(NO_TILES)).toBe(false);
  });

  it('counts each answer once', () => {
    expect(tally('loaded', 'failed', 'failed')).toEqual({ loaded: 1, failed: 2 });
  });
});
