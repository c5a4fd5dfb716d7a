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

/**
 * A map only with a tile server to draw it from; otherwise (none configured, the settings not read yet or unreadable)
 * the location card alone, which needs nothing from outside.
 */
export function tilesToShow(settings: MapSettings | undefined): MapTiles | null {
  return settings?.tiles ?? null;
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
