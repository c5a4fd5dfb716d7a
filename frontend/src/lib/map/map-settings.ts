import useSWR from 'swr';
import { distanceKm } from '@weklean/domain';
import { client, ok } from '../api';
import type { Answer, Api } from '../api-contract';
import type { Language } from '../i18n/language';

export const MAP_SETTINGS_URL = client.map.$path();

/** `GET /api/map` → `{ tiles }`: the tile server, or null when none is configured (docs/api/platform.md). */
export type MapSettings = Answer<Api['map']['$get']>;
export type MapTiles = NonNullable<MapSettings['tiles']>;
export type GeoPoint = { lat: number; lng: number };

/** Read once per page load: the settings change only when the server restarts. */
export function useMapSettings() {
  return useSWR(MAP_SETTINGS_URL, () => ok(client.map.$get()), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** The app's own offline map of the places served (scripts/build-offline-map.ts), fetched only when a map shows it. */
export const OFFLINE_MAP_URL = '/map/quebec.geo.json';

/** What draws the booking's map: the configured tile server, or the offline map shipped with the app. */
export type MapSource = { kind: 'tiles'; tiles: MapTiles } | { kind: 'offline' };

/**
 * The tile server when one is configured (MAP_TILE_URL overrides the offline map); the offline map when the settings
 * say there is none; no map while the settings are not read yet or unreadable (the location card alone, rather than
 * one map drawn and then replaced by the other).
 */
export function mapToShow(settings: MapSettings | undefined): MapSource | null {
  if (settings === undefined) return null;
  return settings.tiles === null ? { kind: 'offline' } : { kind: 'tiles', tiles: settings.tiles };
}

/**
 * How far `from` is from `to`, for a sentence: `0,3 km` / `0.3 km`, `12 km` beyond 10 km; `under` when it rounds
 * to nothing (the distance is then the least one shown: "less than 0.1 km").
 */
export function distanceText(from: GeoPoint, to: GeoPoint, language: Language): { under: boolean; distance: string } {
  const km = distanceKm(from, to);
  const digits = km < 10 ? 1 : 0;
  const format = new Intl.NumberFormat(language === 'en' ? 'en-CA' : 'fr-CA', {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return km < 0.1 ? { under: true, distance: format.format(0.1) } : { under: false, distance: format.format(km) };
}
