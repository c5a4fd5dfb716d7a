export { GeocodingUnavailableError, MAX_SUGGESTIONS, addressLabel, type Geocoder } from './geocoder';
export { createOfflineGeocoder } from './offline-geocoder';
export { createMapboxGeocoder, MAPBOX_TIMEOUT_MS, type MapboxGeocoderOptions } from './mapbox-geocoder';
export { createGeocoder } from './create-geocoder';
