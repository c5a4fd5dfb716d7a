import { findPlace, isWellFormedPlaceName, type Address, type PlacedAddress } from '@weklean/domain';
import { GeocodingUnavailableError, type Geocoder, type Logger } from '@weklean/platform';

/** Why an address was not placed (docs/api/properties.md); each has its own text in the `api` catalogue. */
export type PlacingRefusal = 'property.invalid-city' | 'property.city-not-found' | 'property.address-not-found' | 'geocoding.unavailable';
export type Placing = { ok: true; address: PlacedAddress } | { ok: false; code: PlacingRefusal };

/**
 * The address as the client gave it, with the city as the geocoder names it ("sutton" → "Sutton") and the position and
 * place it finds. The street and the postal code stay the client's (the form took them from a suggestion).
 *
 * Refused: a city that cannot be a place name (a postal code or a number typed as the city), before any geocoding; an
 * address the geocoder cannot place, as a city that names no Quebec place (the places we serve) when the bundled places
 * do not know it, else as an address not found. An address the geocoder places is taken whatever its city (a village
 * smaller than the bundled places, which only Mapbox knows).
 */
export async function placeAddress(geocoder: Geocoder, logger: Logger, address: Address): Promise<Placing> {
  if (!isWellFormedPlaceName(address.city)) return { ok: false, code: 'property.invalid-city' };
  try {
    const located = await geocoder.locate(address);
    if (located === null) return { ok: false, code: findPlace(address.city) === undefined ? 'property.city-not-found' : 'property.address-not-found' };
    return { ok: true, address: { ...address, city: located.city, lat: located.lat, lng: located.lng, placeId: located.placeId } };
  } catch (error) {
    if (!(error instanceof GeocodingUnavailableError)) throw error;
    logger.warn('geocoding unavailable', { error: error.message });
    return { ok: false, code: 'geocoding.unavailable' };
  }
}

/** Unchanged address fields: an edit of the other fields keeps the position without asking the geocoder again. */
export const sameAddress = (a: Address, b: Address) =>
  a.streetAddress === b.streetAddress && a.city === b.city && a.province === b.province && a.postalCode === b.postalCode && a.country === b.country;
