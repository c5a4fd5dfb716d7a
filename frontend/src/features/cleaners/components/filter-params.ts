import { CLEANER_SORTS, MAX_PAGE_SIZE, type CleanersQuery } from '../api/list-cleaners';
import { CLEANER_LANGUAGES, PETS, SERVICE_TYPES } from '../api/cleaner-types';

/** The search of `/cleaners` lives in the address, so it can be shared and the back button undoes a change. */
export type CleanerFilters = CleanersQuery;

export const DEFAULT_PAGE_SIZE = 12;
export const PAGE_SIZE_OPTIONS = [12, 24, 48] as const;
export const RATING_OPTIONS = [5, 4, 3, 2, 1] as const;
export const EXPERIENCE_OPTIONS = [1, 2, 3, 5, 10] as const;
export const MAX_PRICE_OPTIONS = [25, 35, 45, 60, 80, 100, 150] as const;
const MAX_EXPERIENCE_YEARS = 60;
const MAX_PRICE_DOLLARS = 1000;
const MAX_PAGE = 10_000;
const CITY_MAX_LENGTH = 100;
/** As the API allows (docs/api/cleaners.md). */
export const NAME_MAX_LENGTH = 80;

export const DEFAULT_FILTERS: CleanerFilters = {
  q: null,
  city: null,
  minRating: null,
  minExperience: null,
  availableSoon: false,
  serviceType: null,
  language: null,
  pets: null,
  eco: false,
  backgroundChecked: false,
  maxPrice: null,
  sort: 'recommended',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** A whole number within bounds, written plainly ("3", not "03", "3.0" or " 3"); anything else is no value. */
function wholeNumber(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^[1-9]\d{0,6}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

function member<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

function cityOf(raw: string | null): string | null {
  const city = raw?.trim() ?? '';
  return city === '' || city.length > CITY_MAX_LENGTH ? null : city;
}

/** A name typed in the search: trimmed, control characters and overlong text counting as none. */
export function nameOf(raw: string | null): string | null {
  const name = (raw ?? '').replace(/\s+/g, ' ').trim();
  // eslint-disable-next-line no-control-regex
  return name === '' || name.length > NAME_MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(name) ? null : name;
}

/** Reads the address; an invalid or unknown value counts as not given. */
export function parseFilters(params: URLSearchParams): CleanerFilters {
  return {
    q: nameOf(params.get('q')),
    city: cityOf(params.get('city')),
    minRating: wholeNumber(params.get('minRating'), 1, 5),
    minExperience: wholeNumber(params.get('minExperience'), 1, MAX_EXPERIENCE_YEARS),
    availableSoon: params.get('availableSoon') === 'true',
    serviceType: member(SERVICE_TYPES, params.get('serviceType')),
    language: member(CLEANER_LANGUAGES, params.get('language')),
    pets: member(PETS, params.get('pets')),
    eco: params.get('eco') === 'true',
    backgroundChecked: params.get('backgroundChecked') === 'true',
    maxPrice: wholeNumber(params.get('maxPrice'), 1, MAX_PRICE_DOLLARS),
    sort: member(CLEANER_SORTS, params.get('sort')) ?? DEFAULT_FILTERS.sort,
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? DEFAULT_FILTERS.page,
    pageSize: wholeNumber(params.get('pageSize'), 1, MAX_PAGE_SIZE) ?? DEFAULT_FILTERS.pageSize,
  };
}

/** Writes the address: defaults are left out, the order is fixed, so one search has one address. */
export function filtersToParams(filters: CleanerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q !== null) params.set('q', filters.q);
  if (filters.city !== null) params.set('city', filters.city);
  if (filters.serviceType !== null) params.set('serviceType', filters.serviceType);
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  if (filters.minExperience !== null) params.set('minExperience', String(filters.minExperience));
  if (filters.availableSoon) params.set('availableSoon', 'true');
  if (filters.language !== null) params.set('language', filters.language);
  if (filters.pets !== null) params.set('pets', filters.pets);
  if (filters.eco) params.set('eco', 'true');
  if (filters.backgroundChecked) params.set('backgroundChecked', 'true');
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page !== DEFAULT_FILTERS.page) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_FILTERS.pageSize) params.set('pageSize', String(filters.pageSize));
  return params;
}

/** A changed criterion starts again from the first page; turning the page keeps the criteria. */
export function changeFilters(filters: CleanerFilters, changes: Partial<CleanerFilters>): CleanerFilters {
  const paging = 'page' in changes || 'pageSize' in changes;
  return { ...filters, ...changes, page: paging ? (changes.page ?? filters.page) : 1 };
}

/** Everything but the sort order and the paging back to "any". */
export function clearFilters(filters: CleanerFilters): CleanerFilters {
  return { ...DEFAULT_FILTERS, sort: filters.sort, pageSize: filters.pageSize };
}

export function hasCriteria(filters: CleanerFilters): boolean {
  const cleared = clearFilters(filters);
  return (Object.keys(cleared) as (keyof CleanerFilters)[]).some(
    (key) => key !== 'page' && cleared[key] !== filters[key],
  );
}
