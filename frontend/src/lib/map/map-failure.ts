/** What the tile server has answered for the map's view so far. */
export type TileTally = { readonly loaded: number; readonly failed: number };

export const NO_TILES: TileTally = { loaded: 0, failed: 0 };

/** One tile's answer: Leaflet's `tileload` or `tileerror`. */
export const tallyTile = (tally: TileTally, outcome: 'loaded' | 'failed'): TileTally =>
  outcome === 'loaded' ? { ...tally, loaded: tally.loaded + 1 } : { ...tally, failed: tally.failed + 1 };

/**
 * Whether the map failed to load, asked when every tile of the view has answered (the layer's `load`): tiles failed
 * and none was drawn (the tile server down, refusing, or misconfigured). A few missing tiles of a drawn map are not a
 * failure: the map still shows the place.
 */
export const mapLoadFailed = (tally: TileTally): boolean => tally.failed > 0 && tally.loaded === 0;
