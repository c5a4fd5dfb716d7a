/**
 * The answers the booking form reads (the cleaner's public profile, the client's properties, the quote and the new
 * booking), checked once where they enter the app. Only the fields the form uses are kept.
 */
import { PROPERTY_TYPES, type PriceBreakdown, type PropertyType } from '@weklean/domain';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const isPropertyType = (value: unknown): value is PropertyType => (PROPERTY_TYPES as readonly unknown[]).includes(value);

function listOf<T>(value: unknown, read: (item: unknown) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const parsed = read(item);
    return parsed === null ? [] : [parsed];
  });
}

/** The cleaner as `GET /api/cleaners/:slug` gives it: rates in dollars, per-city hourly rates among the cities. */
export type BookingCleaner = {
  slug: string;
  name: string;
  city: string;
  avatarUrl: string | null;
  rating: number | null;
  reviewCount: number;
  hourlyRate: number | null;
  fixedPrices: Partial<Record<PropertyType, number>>;
  serviceCities: { cityId: string; name: string; hourlyRate: number | null }[];
};

export function parseBookingCleaner(value: unknown): BookingCleaner | null {
  if (!isRecord(value)) return null;
  const slug = text(value.slug);
  const name = text(value.name);
  if (slug === null || name === null) return null;
  const fixedPrices: BookingCleaner['fixedPrices'] = {};
  const prices = isRecord(value.fixedPrices) ? value.fixedPrices : {};
  for (const type of PROPERTY_TYPES) {
    const price = amount(prices[type]);
    if (price !== null) fixedPrices[type] = price;
  }
  return {
    slug,
    name,
    city: text(value.city) ?? '',
    avatarUrl: text(value.avatarUrl),
    rating: amount(value.rating),
    reviewCount: amount(value.reviewCount) ?? 0,
    hourlyRate: amount(value.hourlyRate),
    fixedPrices,
    serviceCities: listOf(value.serviceCities, (item) => {
      if (!isRecord(item)) return null;
      const cityId = text(item.cityId);
      return cityId === null ? null : { cityId, name: text(item.name) ?? cityId, hourlyRate: amount(item.hourlyRate) };
    }),
  };
}

/** A client's property, as much of it as the form shows and prices with. */
export type BookingProperty = {
  id: string;
  name: string;
  type: PropertyType;
  address: { streetAddress: string; city: string; placeId: string | null };
};

function parseProperty(value: unknown): BookingProperty | null {
  if (!isRecord(value) || !isPropertyType(value.type)) return null;
  const id = text(value.id);
  const address = isRecord(value.address) ? value.address : {};
  if (id === null) return null;
  return {
    id,
    name: text(value.name) ?? '',
    type: value.type,
    address: {
      streetAddress: text(address.streetAddress) ?? '',
      city: text(address.city) ?? '',
      placeId: text(address.placeId),
    },
  };
}

/** `{ items: Property[] }`; a property that does not fit is left out rather than failing the list. */
export function parsePropertyItems(body: unknown): BookingProperty[] {
  if (!isRecord(body) || !Array.isArray(body.items)) throw new Error('Unexpected properties answer');
  return listOf(body.items, parseProperty);
}

const BREAKDOWN_FIELDS = [
  'basePrice', 'suppliesFee', 'emergencyFee', 'firstBookingDiscount', 'serviceFee', 'gst', 'qst', 'finalPrice', 'deposit', 'balance',
] as const satisfies readonly (keyof PriceBreakdown)[];

export function parseBreakdown(value: unknown): PriceBreakdown | null {
  if (!isRecord(value)) return null;
  const breakdown: Partial<PriceBreakdown> = {};
  for (const field of BREAKDOWN_FIELDS) {
    const cents = amount(value[field]);
    if (cents === null || !Number.isInteger(cents)) return null;
    breakdown[field] = cents;
  }
  return breakdown as PriceBreakdown;
}

/** `POST /api/bookings/quote` → the server's price, with what it knows and the browser does not (first booking). */
export type Quote = {
  price: PriceBreakdown;
  pricing: 'hourly' | 'fixed';
  hourlyRateCents: number | null;
  firstBooking: boolean;
};

export function parseQuote(value: unknown): Quote | null {
  const price = parseBreakdown(value);
  if (price === null || !isRecord(value)) return null;
  if (value.pricing !== 'hourly' && value.pricing !== 'fixed') return null;
  return { price, pricing: value.pricing, hourlyRateCents: amount(value.hourlyRateCents), firstBooking: value.firstBooking === true };
}

/** `201 { id, status, price, seriesId, occurrenceIds }`: the form only needs where to go next. */
export function parseCreatedBooking(value: unknown): { id: string } | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  return id === null ? null : { id };
}
