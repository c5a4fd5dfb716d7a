import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';
import type { CleanerCard, CleanerLanguage, Pet, ServiceType } from './cleaner-types';

export const CLEANERS_URL = '/api/cleaners';
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
  /** Whole dollars, as the filter offers them; sent as cents. */
  maxPrice: number | null;
  sort: CleanerSort;
  page: number;
  pageSize: number;
};

export type CleanerPage = { items: CleanerCard[]; total: number; page: number; pageSize: number };

/** The request's address, parameters always in the same order so that equal searches share one cache entry. */
export function cleanersUrl(query: CleanersQuery): string {
  const params = new URLSearchParams();
  if (query.q !== null) params.set('q', query.q);
  if (query.city !== null) params.set('city', query.city);
  if (query.minRating !== null) params.set('minRating', String(query.minRating));
  if (query.minExperience !== null) params.set('minExperience', String(query.minExperience));
  if (query.availableSoon) params.set('availableSoon', 'true');
  if (query.serviceType !== null) params.set('serviceType', query.serviceType);
  if (query.language !== null) params.set('language', query.language);
  if (query.pets !== null) params.set('pets', query.pets);
  if (query.eco) params.set('eco', 'true');
  if (query.maxPrice !== null) params.set('maxPriceCents', String(query.maxPrice * 100));
  params.set('sort', query.sort);
  params.set('page', String(query.page));
  params.set('pageSize', String(Math.min(query.pageSize, MAX_PAGE_SIZE)));
  return `${CLEANERS_URL}?${params.toString()}`;
}

/** `GET /api/cleaners?...` → `{ items, total, page, pageSize }`. */
export async function fetchCleaners(url: string): Promise<CleanerPage> {
  const page = await api.get<Answer<Api['cleaners']['$get']>>(url);
  return { ...page, total: page.total ?? page.items.length };
}

/** The previous page stays on screen while the next one loads. */
export function useCleaners(query: CleanersQuery) {
  return useSWR(cleanersUrl(query), fetchCleaners, { keepPreviousData: true });
}
