import type { Address, AddressSuggestion } from '@weklean/domain';

/** At most this many suggestions per query (docs/api/properties.md). */
export const MAX_SUGGESTIONS = 8;

/**
 * Turns typed text into addresses and places a structured address on the map. Two adapters: the offline default
 * (the bundled Quebec places, no network) and Mapbox.
 */
export type Geocoder = {
  /** Addresses matching what the user typed so far, best first, at most MAX_SUGGESTIONS. */
  suggest(text: string): Promise<AddressSuggestion[]>;
  /** The address placed on the map, or null when it cannot be placed. */
  locate(address: Address): Promise<AddressSuggestion | null>;
};

/** The geocoding service did not answer usably (network, time-out, refused key, unreadable answer). */
export class GeocodingUnavailableError extends Error {
  readonly code = 'geocoding.unavailable';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocodingUnavailableError';
  }
}

/** "12 rue Principale, Sutton, QC J0E 2K0": how every adapter writes a suggestion's label. */
export const addressLabel = (address: Pick<Address, 'streetAddress' | 'city' | 'province' | 'postalCode'>): string =>
  [address.streetAddress, address.city, [address.province, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
