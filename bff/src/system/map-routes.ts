import { Hono } from 'hono';
import type { Config } from '@weklean/platform';
import type { AppEnv } from '../http/env';

/** The tile server the booking's map draws from; null: the offline map shipped with the app (docs/decisions.md, Maps). */
export type MapTiles = { urlTemplate: string; attribution: string; maxZoom: number } | null;

const MAX_ZOOM = 19;

export const mapTilesOf = (config: Pick<Config, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION'>): MapTiles =>
  config.MAP_TILE_URL === undefined ? null : { urlTemplate: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION, maxZoom: MAX_ZOOM };

/**
 * What the Content-Security-Policy's img-src must allow for the tiles to load: the template's scheme and host, with a
 * `{s}` subdomain as a wildcard (`https://{s}.tile.example.org/…` → `https://*.tile.example.org`).
 */
export function tileImageSource(tiles: MapTiles): string | null {
  if (tiles === null) return null;
  const match = /^(https?:\/\/)([^/?#]+)/.exec(tiles.urlTemplate);
  if (!match) return null;
  const host = (match[2] ?? '').replace(/\{s\}/g, '*');
  return /^[A-Za-z0-9.*:-]+$/.test(host) ? `${match[1]}${host}` : null;
}

/** GET /api/map: the map's settings (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). Public and cacheable: they change on restart only. */
export const mapRoutes = (tiles: MapTiles) =>
  new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ tiles }, 200);
  });
