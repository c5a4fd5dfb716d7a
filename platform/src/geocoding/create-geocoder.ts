import type { Config } from '../config/config';
import type { Geocoder } from './geocoder';
import { createMapboxGeocoder, type MapboxGeocoderOptions } from './mapbox-geocoder';
import { createOfflineGeocoder } from './offline-geocoder';

/** The geocoder GEOCODING_PROVIDER names (the config schema already required the Mapbox token). */
export function createGeocoder(
  config: Pick<Config, 'GEOCODING_PROVIDER' | 'MAPBOX_ACCESS_TOKEN'>,
  mapbox: Omit<MapboxGeocoderOptions, 'accessToken'> = {},
): Geocoder {
  if (config.GEOCODING_PROVIDER === 'offline') return createOfflineGeocoder();
  if (config.MAPBOX_ACCESS_TOKEN === undefined) throw new Error('MAPBOX_ACCESS_TOKEN is required when GEOCODING_PROVIDER=mapbox');
  return createMapboxGeocoder({ ...mapbox, accessToken: config.MAPBOX_ACCESS_TOKEN });
}
