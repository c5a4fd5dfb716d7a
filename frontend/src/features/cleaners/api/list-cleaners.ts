import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { CleanerCard, CleanerLanguage, Pet, ServiceType } from './cleaner-types';

export const CLEANERS_URL = client.cleaners.$path();
export const CLEANER_SORTS = ['recommended', 'rating', 'price_asc', 'price_desc', 'experience'] as const;
export type CleanerSort = (typeof CLEANER_SORTS)[number];
export const MAX_PAGE_SIZE = 50;

/** The search's criteria; null and false mean "any". */
export type CleanersQuery = {
  /** Part of a cleaner's name. */
  q: string | null;
  city: string | null;
  minRating: number | null;
  minExperience: number | null;
  /** Available in the next 3 days (SPEC section 9). */
  availableSoon: boolean;
  serviceType: ServiceType | null;
  language: CleanerLanguage | null;
  pets: Pet | null;
  eco: boolean;
  /** With an approved background check less than 3 months old (the badge). */
  backgroundChecked: boolean;
  /** Whole dollars, as the filter offers them; sent as cents. */
  maxPrice: number | null;
  sort: CleanerSort;
  page: number;
  pageSize: number;
};

export type CleanerPage = { items: CleanerCard[]; total: number; page: number; pageSize: number };

/** The search's query, parameters always in the same order so that equal searches share one cache entry. */
function cleanersQuery(query: CleanersQuery) {
  return {
    query: {
      ...(query.q === null ? {} : { q: query.q }),
      ...(query.city === null ? {} : { city: query.city }),
      ...(query.minRating === null ? {} : { minRating: String(query.minRating) }),
      ...(query.minExperience === null ? {} : { minExperience: String(query.minExperience) }),
      ...(query.availableSoon ? { availableSoon: 'true' as const } : {}),
      ...(query.serviceType === null ? {} : { serviceType: query.serviceType }),
      ...(query.language === null ? {} : { language: query.language }),
      ...(query.pets === null ? {} : { pets: query.pets }),
      ...(query.eco ? { eco: 'true' as const } : {}),
      ...(query.backgroundChecked ? { backgroundChecked: 'true' as const } : {}),
      ...(query.maxPrice === null ? {} : { maxPriceCents: String(query.maxPrice * 100) }),
      sort: query.sort,
      page: String(query.page),
      pageSize: String(Math.min(query.pageSize, MAX_PAGE_SIZE)),
    },
  };
}

/** The request's address (the search's SWR key). */
export function cleanersUrl(query: CleanersQuery): string {
  return client.cleaners.$path(cleanersQuery(query));
}

/** `GET /api/cleaners?...` → `{ items, total, page, pageSize }`. */
export async function fetchCleaners(query: CleanersQuery): Promise<CleanerPage> {
  const page = await ok(client.cleaners.$get(cleanersQuery(query)));
  return { ...page, total: page.total ?? page.items.length };
}

/** The previous page stays on screen while the next one loads. */
export function useCleaners(query: CleanersQuery) {
  return useSWR(cleanersUrl(query), () => fetchCleaners(query), { keepPreviousData: true });
}
