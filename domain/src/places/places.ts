import data from '../../data/quebec-places.json' with { type: 'json' };
import { foldName, slugify } from './names';
import { REGIONS, isRegionId, type Region, type RegionId } from './regions';

export type GeoPoint = { readonly lat: number; readonly lng: number };

/** A Quebec place of 1,000 people or more (GeoNames), with its name as Quebecers write it. */
export type Place = GeoPoint & {
  /** Kebab-case slug of the name, suffixed with the region id for homonyms (`saint-henri-montreal`). */
  readonly id: string;
  readonly name: string;
  readonly regionId: RegionId;
  /** 1 for the most populous municipality; only the fifty or so largest have one. */
  readonly rank?: number;
};

export type PlaceAtDistance = { readonly place: Place; readonly distanceKm: number };

type RawPlace = { id: string; name: string; regionId: string; lat: number; lng: number; rank?: number };

// The JSON types regionId as a plain string: check it once here rather than cast.
const toPlace = ({ regionId, ...rest }: RawPlace): Place => {
  if (!isRegionId(regionId)) throw new Error(`quebec-places.json: place ${rest.id} has an unknown region "${regionId}"`);
  return { ...rest, regionId };
};

const PLACES: readonly Place[] = data.map(toPlace);
const FOLDED = new Map(PLACES.map((place) => [place, foldName(place.name)]));
const folded = (place: Place): string => FOLDED.get(place) ?? foldName(place.name);
const ORDER = new Map(PLACES.map((place, index) => [place, index]));
/** Every id is its own slug: a lookup by id skips the slugging and the scan (a search page looks up ~40 places). */
const BY_ID = new Map(PLACES.map((place) => [place.id, place]));
/** The file's order, which is by name. */
const byName = (a: Place, b: Place): number => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0);

/** Ranked (largest) places first, then by name. */
const bySize = (a: Place, b: Place): number =>
  (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || byName(a, b);

export const allPlaces = (): readonly Place[] => PLACES;

export const allRegions = (): readonly Region[] => REGIONS;

/** By id, or by its French name in any case or accents ("Montérégie", "monteregie"). */
export const findRegion = (idOrName: string): Region | undefined => {
  const slug = slugify(idOrName);
  return REGIONS.find((region) => region.id === slug);
};

/**
 * By id or name, ignoring case, accents, punctuation and "St-"/"Ste-" abbreviations. A name shared by
 * several places ("Saint-Henri") gives the largest, else the first by id: ask by id to be exact.
 */
export const findPlace = (nameOrId: string): Place | undefined => {
  const byId = BY_ID.get(nameOrId);
  if (byId) return byId;
  const slug = slugify(nameOrId);
  if (slug === '') return undefined;
  return (
    PLACES.find((place) => place.id === slug) ??
    PLACES.filter((place) => slugify(place.name) === slug).sort(
      (a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || (a.id < b.id ? -1 : 1),
    )[0]
  );
};

export const placesInRegion = (regionId: string): readonly Place[] =>
  PLACES.filter((place) => place.regionId === regionId);

/** How well `place` matches a folded query: 0 exact, 1 prefix, 2 prefix of a later word, 3 anywhere; -1 not at all. */
const matchTier = (place: Place, query: string): number => {
  const name = folded(place);
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  return name.includes(query) ? 3 : -1;
};

/**
 * For pick lists: names starting with the query first, then names with a word starting with it, then
 * names containing it; the largest places first within each group, then by name. An empty query lists
 * the largest places.
 */
export const searchPlaces = (query: string, limit = 10): readonly Place[] => {
  if (limit <= 0) return [];
  const q = foldName(query);
  if (q === '') return [...PLACES].sort(bySize).slice(0, limit);
  return PLACES.map((place) => ({ place, tier: matchTier(place, q) }))
    .filter(({ tier }) => tier >= 0)
    .sort((a, b) => a.tier - b.tier || bySize(a.place, b.place))
    .slice(0, limit)
    .map(({ place }) => place);
};

/** Mean Earth radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle (straight-line) distance by the haversine formula, rounded to 0.1 km: roads are longer. */
export const distanceKm = (a: GeoPoint, b: GeoPoint): number => Math.round(haversineKm(a, b) * 10) / 10;

/** The same distance in whole metres (how far from the home a cleaner punched in or out). */
export const distanceMetres = (a: GeoPoint, b: GeoPoint): number => Math.round(haversineKm(a, b) * 1000);

function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Every place at most `km` away (by the rounded distance), the centre itself included, nearest first. */
export const placesWithin = (center: GeoPoint, km: number): readonly PlaceAtDistance[] =>
  PLACES.map((place) => ({ place, distanceKm: distanceKm(center, place) }))
    .filter(({ distanceKm: d }) => d <= km)
    .sort((a, b) => a.distanceKm - b.distanceKm || byName(a.place, b.place));

export type NearbyPlaces = { readonly total: number; readonly items: readonly PlaceAtDistance[] };

/**
 * The other places a cleaner based in `center` reaches within `km` (their service-city suggestions): the centre left
 * out, nearest first, the first `limit` of them and how many there are in all.
 */
export const nearbyPlaces = (center: Place, km: number, limit: number): NearbyPlaces => {
  const around = placesWithin(center, km).filter(({ place }) => place.id !== center.id);
  return { total: around.length, items: around.slice(0, Math.max(0, limit)) };
};
