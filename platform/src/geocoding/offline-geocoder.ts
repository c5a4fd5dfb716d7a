import { allPlaces, findPlace, findRegion, foldName, normalizePostalCode, type AddressSuggestion, type Place } from '@weklean/domain';
import { parseAddressText } from './address-text';
import { MAX_SUGGESTIONS, addressLabel, type Geocoder } from './geocoder';

const QUEBEC = { province: 'QC', country: 'CA' } as const;
const FOLDED: readonly { place: Place; name: string }[] = allPlaces().map((place) => ({ place, name: foldName(place.name) }));

/** Places whose name starts with the typed city: an exact name first, then the largest, then by name (the data's order). */
function placesStartingWith(city: string): Place[] {
  const query = foldName(city);
  const size = (place: Place) => place.rank ?? Number.MAX_SAFE_INTEGER;
  const matches = FOLDED.filter(({ place, name }) => (query === '' ? place.rank !== undefined : name.startsWith(query)));
  return matches
    .map((match, order) => ({ ...match, order }))
    .sort((a, b) => Number(b.name === query) - Number(a.name === query) || size(a.place) - size(b.place) || a.order - b.order)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ place }) => place);
}

const placed = (streetAddress: string, place: Place, postalCode: string) => ({
  streetAddress,
  city: place.name,
  ...QUEBEC,
  postalCode,
  lat: place.lat,
  lng: place.lng,
  placeId: place.id,
});

/**
 * The default geocoder, without network or key: the bundled Quebec places. It cannot check that a street exists, so
 * it places an address at the centre of its city; that is what the search by city and distance needs.
 */
export function createOfflineGeocoder(): Geocoder {
  return {
    suggest(text) {
      const { street, city, postalCode } = parseAddressText(text);
      if (foldName(street) === '') return Promise.resolve([]);
      const places = placesStartingWith(city);
      const names = places.map((place) => place.name);
      return Promise.resolve(
        places.map((place): AddressSuggestion => {
          const address = placed(street, place, postalCode);
          // Homonyms ("Saint-Henri") are told apart by their region in the label.
          const homonym = names.indexOf(place.name) !== names.lastIndexOf(place.name);
          const cityLabel = homonym ? `${place.name} (${findRegion(place.regionId)?.nameFr ?? place.regionId})` : place.name;
          return { ...address, label: addressLabel({ ...address, city: cityLabel }) };
        }),
      );
    },
    locate(address) {
      const place = findPlace(address.city);
      const inQuebec = foldName(address.province) === 'qc' && foldName(address.country) === 'ca';
      if (place === undefined || !inQuebec) return Promise.resolve(null);
      const located = placed(address.streetAddress.trim(), place, normalizePostalCode(address.postalCode) ?? '');
      return Promise.resolve({ ...located, label: addressLabel(located) });
    },
  };
}
