import * as v from 'valibot';
import { LANGUAGES } from '../accounts/account-schemas';
import { PETS, SERVICE_TYPES } from './cleaner-limits';
import { isIsoDate } from '../shared/dates';
import { line as lineSchema, object as objectSchema } from '../shared/schema';

const int = (min: number, max: number) =>
  v.pipe(lineSchema(), v.regex(/^\d{1,7}$/, 'validation.invalid'), v.transform(Number), v.minValue(min), v.maxValue(max));
const decimal = (min: number, max: number) =>
  v.pipe(lineSchema(), v.regex(/^\d{1,3}(\.\d{1,2})?$/, 'validation.invalid'), v.transform(Number), v.minValue(min), v.maxValue(max));

export const SEARCH_SORTS = ['recommended', 'rating', 'price_asc', 'price_desc', 'experience'] as const;

/** GET /api/cleaners query: every filter optional; unknown values are a 400, not silently ignored. */
export const CleanerSearchQuery = objectSchema({
  city: v.optional(v.pipe(lineSchema(), v.maxLength(100))),
  /** Part of a cleaner's name (accents, case and hyphens do not matter). */
  q: v.optional(v.pipe(lineSchema(), v.trim(), v.maxLength(80, 'validation.tooLong'))),
  minRating: v.optional(decimal(0, 5)),
  minExperience: v.optional(int(0, 60)),
  availableSoon: v.optional(v.picklist(['true', 'false'])),
  serviceType: v.optional(v.picklist(SERVICE_TYPES)),
  language: v.optional(v.picklist(LANGUAGES)),
  pets: v.optional(v.picklist(PETS)),
  eco: v.optional(v.picklist(['true', 'false'])),
  /** Only cleaners with an approved background check issued less than 3 months ago (the badge). */
  backgroundChecked: v.optional(v.picklist(['true', 'false'])),
  /** The hourly rate (or lowest fixed price) at most, in cents like every amount on the wire. */
  maxPriceCents: v.optional(int(1, 100_000)),
  sort: v.optional(v.picklist(SEARCH_SORTS), 'recommended'),
  page: v.optional(int(1, 10_000), '1'),
  pageSize: v.optional(int(1, 50), '20'),
});
export type CleanerSearch = v.InferOutput<typeof CleanerSearchQuery>;

/** GET /api/cleaners/:slug/availability: one Quebec date. */
export const CleanerAvailabilityQuery = objectSchema({
  date: v.pipe(lineSchema('validation.date'), v.check(isIsoDate, 'validation.date')),
});

export const CleanerListQuery = objectSchema({
  city: v.optional(v.pipe(lineSchema(), v.maxLength(100))),
  limit: v.optional(int(1, 24), '8'),
});
