import type { Address, PlacedAddress } from '@weklean/domain';
import { GeocodingUnavailableError, type Geocoder, type Logger } from '@weklean/platform';

export type Placing = { ok: true; address: PlacedAddress } | { ok: false; code: 'property.address-not-found' | 'geocoding.unavailable' };

/**
 * The address as the client gave it, with the city as the geocoder names it ("sutton" → "Sutton") and the position and
 * place it finds. The street and the postal code stay the client's (the form took them from a suggestion).
 */
export async function placeAddress(geocoder: Geocoder, logger: Logger, address: Address): Promise<Placing> {
  try {
    const located = await geocoder.locate(address);
    if (located === null) return { ok: false, code: 'property.address-not-found' };
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
