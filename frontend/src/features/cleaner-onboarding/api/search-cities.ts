import useSWR from 'swr';
import { api } from '../../../lib/api-client';

/** A city of the bundled Quebec places (`GET /api/places/cities`). */
export type City = { id: string; name: string; regionId: string };
export type Region = { id: string; nameFr: string; nameEn: string };

export const CITIES_URL = '/api/places/cities';
const REGIONS_URL = '/api/places/regions';
const SEARCH_LIMIT = 10;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function parseCity(value: unknown): City | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  const name = text(value.name);
  return id === null || name === null ? null : { id, name, regionId: text(value.regionId) ?? '' };
}

function parseRegion(value: unknown): Region | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  const nameFr = text(value.nameFr);
  return id === null || nameFr === null ? null : { id, nameFr, nameEn: text(value.nameEn) ?? nameFr };
}

function items<T>(body: unknown, parse: (item: unknown) => T | null): T[] {
  if (!isRecord(body) || !Array.isArray(body.items)) throw new Error('Unexpected places answer');
  return body.items.flatMap((item: unknown) => parse(item) ?? []);
}

export function citySearchUrl(query: string): string {
  return `${CITIES_URL}?${new URLSearchParams({ q: query.trim(), limit: String(SEARCH_LIMIT) }).toString()}`;
}

/** `GET /api/places/cities?q=&limit=10` → `{ items }`. Keys carry the feature's name: another screen may cache these URLs its own way. */
export function useCitySearch(query: string | null) {
  return useSWR(query === null ? null : [citySearchUrl(query), 'onboarding'], async ([url]: readonly [string, string]) =>
    items(await api.get(url), parseCity),
  { keepPreviousData: true });
}

/** `GET /api/places/regions`: the region beside a city's name tells homonyms apart. */
export function useRegions(enabled: boolean) {
  return useSWR(enabled ? [REGIONS_URL, 'onboarding'] : null, async () => items(await api.get(REGIONS_URL), parseRegion));
}
