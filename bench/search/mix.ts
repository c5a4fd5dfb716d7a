import { allPlaces, SERVICE_TYPES } from '@weklean/domain';
import * as v from 'valibot';
import { CleanerSearchQuery, type CleanerSearch } from '@weklean/domain';
import type { Random } from './random';
import { cityWeight } from './seed';

export const KINDS = ['city', 'city+serviceType', 'city+availableSoon', 'language+minExperience', 'maxPrice+price_asc', 'no filter'] as const;
export type Kind = (typeof KINDS)[number];

/** Share of the requests of each kind; every request also asks for page 1 (70 %), 2 (20 %) or 3 (10 %). */
const KIND_WEIGHTS: Record<Kind, number> = {
  city: 25,
  'city+serviceType': 20,
  'city+availableSoon': 15,
  'language+minExperience': 10,
  'maxPrice+price_asc': 10,
  'no filter': 20,
};

export type SearchRequest = {
  kind: Kind;
  /** `/api/cleaners?…` */
  path: string;
  /** The same query as the route's validator hands it to `search`. */
  filters: CleanerSearch;
};

/** A stream of search requests: cities weighted by size (as the cleaners are), the other values uniform. */
export function searchMix(random: Random): () => SearchRequest {
  const places = allPlaces();
  const pickCity = random.weighted(places, places.map(cityWeight));
  const pickKind = random.weighted(KINDS, KINDS.map((kind) => KIND_WEIGHTS[kind]));
  const pickPage = random.weighted(['1', '2', '3'], [70, 20, 10]);
  return () => {
    const kind = pickKind();
    const params: Record<string, string> = {};
    if (kind.startsWith('city')) params.city = pickCity().id;
    if (kind === 'city+serviceType') params.serviceType = random.pick(SERVICE_TYPES);
    if (kind === 'city+availableSoon') params.availableSoon = 'true';
    if (kind === 'language+minExperience') {
      params.language = random.pick(['fr', 'en']);
      params.minExperience = String(random.pick([1, 2, 3, 5, 10]));
    }
    if (kind === 'maxPrice+price_asc') {
      params.maxPriceCents = String(random.int(25, 60) * 100);
      params.sort = 'price_asc';
    }
    const page = pickPage();
    if (page !== '1') params.page = page;
    const query = new URLSearchParams(params).toString();
    return { kind, path: `/api/cleaners${query ? `?${query}` : ''}`, filters: v.parse(CleanerSearchQuery, params) };
  };
}

/** The request behind a path this mix produced. */
export const requestFromPath = (kind: Kind, path: string): SearchRequest => {
  const query = new URL(path, 'http://bench').searchParams;
  return { kind, path, filters: v.parse(CleanerSearchQuery, Object.fromEntries(query)) };
};
