import { describe, expect, it } from 'vitest';
import { cleanersUrl } from '../api/list-cleaners';
import {
  DEFAULT_FILTERS,
  changeFilters,
  clearFilters,
  filtersToParams,
  hasCriteria,
  parseFilters,
  type CleanerFilters,
} from './filter-params';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

const everything: CleanerFilters = {
  q: 'Anne-Marie',
  city: 'saint-jerome',
  minRating: 4,
  minExperience: 3,
  availableSoon: true,
  serviceType: 'deep',
  language: 'en',
  pets: 'dogs',
  eco: true,
  backgroundChecked: true,
  maxPrice: 45,
  sort: 'price_asc',
  page: 3,
  pageSize: 24,
};

describe('cleaner filters in the address', () => {
  it('reads every criterion from a shared address', () => {
    const query =
      'q=Anne-Marie&city=saint-jerome&serviceType=deep&minRating=4&minExperience=3&availableSoon=true&language=en&pets=dogs' +
      '&eco=true&backgroundChecked=true&maxPrice=45&sort=price_asc&page=3&pageSize=24';
    expect(parse(query)).toEqual(everything);
  });

  it('reads a name typed in the search, and none for blank, control characters or overlong text', () => {
    expect(parse('q=%20%20anne%20%20marie%20').q).toBe('anne marie');
    expect(parse('q=%20').q).toBeNull();
    expect(parse('q=a%00b').q).toBeNull();
    expect(parse(`q=${'a'.repeat(81)}`).q).toBeNull();
  });

  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it('drops invalid or unknown values instead of sending them on', () => {
    const query =
      'city=%20%20&minRating=6&minExperience=-1&availableSoon=yes&serviceType=windows&language=de&pets=fish' +
      '&eco=1&backgroundChecked=yes&maxPrice=abc&sort=cheapest&page=0&pageSize=51';
    expect(parse(query)).toEqual(DEFAULT_FILTERS);
  });

  it('accepts only plainly written whole numbers', () => {
    expect(parse('minRating=4.5').minRating).toBeNull();
    expect(parse('minRating=04').minRating).toBeNull();
    expect(parse('minRating=%204').minRating).toBeNull();
    expect(parse('minRating=5').minRating).toBe(5);
    expect(parse('maxPrice=1e3').maxPrice).toBeNull();
    expect(parse('pageSize=50').pageSize).toBe(50);
  });

  it('writes nothing for the defaults, so the plain search keeps the plain address', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('writes criteria in one fixed order and reads back the same search', () => {
    const params = filtersToParams(everything);
    expect(params.toString()).toBe(
      'q=Anne-Marie&city=saint-jerome&serviceType=deep&minRating=4&minExperience=3&availableSoon=true&language=en&pets=dogs' +
        '&eco=true&backgroundChecked=true&maxPrice=45&sort=price_asc&page=3&pageSize=24',
    );
    expect(parseFilters(params)).toEqual(everything);
  });

  it('starts from the first page when a criterion changes, not when the page turns', () => {
    expect(changeFilters(everything, { eco: false }).page).toBe(1);
    expect(changeFilters(everything, { backgroundChecked: false }).page).toBe(1);
    expect(changeFilters(everything, { page: 5 }).page).toBe(5);
    expect(changeFilters(everything, { page: 1, pageSize: 48 })).toMatchObject({ page: 1, pageSize: 48 });
  });

  it('clears the criteria but keeps the order and page size', () => {
    expect(clearFilters(everything)).toEqual({ ...DEFAULT_FILTERS, sort: 'price_asc', pageSize: 24 });
    expect(hasCriteria(everything)).toBe(true);
    expect(hasCriteria(clearFilters(everything))).toBe(false);
    expect(hasCriteria({ ...DEFAULT_FILTERS, page: 4, sort: 'rating' })).toBe(false);
  });
});

describe('cleaners request', () => {
  it('sends only the criteria given, with the order and paging always, and the price in cents', () => {
    expect(cleanersUrl(DEFAULT_FILTERS)).toBe('/api/cleaners?sort=recommended&page=1&pageSize=12');
    expect(cleanersUrl(everything)).toBe(
      '/api/cleaners?q=Anne-Marie&city=saint-jerome&minRating=4&minExperience=3&availableSoon=true&serviceType=deep&language=en' +
        '&pets=dogs&eco=true&backgroundChecked=true&maxPriceCents=4500&sort=price_asc&page=3&pageSize=24',
    );
  });

  it('never asks for more than 50 cleaners a page', () => {
    expect(cleanersUrl({ ...DEFAULT_FILTERS, pageSize: 80 })).toContain('pageSize=50');
  });
});
