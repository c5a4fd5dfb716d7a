import { describe, expect, it } from 'vitest';
import {
  allPlaces,
  allRegions,
  distanceKm,
  distanceMetres,
  findPlace,
  findRegion,
  isWellFormedPlaceName,
  nearbyPlaces,
  placesInRegion,
  placesWithin,
  searchPlaces,
  type Place,
} from './index';
import { REGIONS } from './regions';

const place = (nameOrId: string): Place => {
  const found = findPlace(nameOrId);
  if (found === undefined) throw new Error(`no place "${nameOrId}"`);
  return found;
};

describe('the Quebec places dataset', () => {
  it('holds the 17 administrative regions, numbered 01 to 17', () => {
    expect(allRegions().map((region) => region.code)).toEqual(
      Array.from({ length: 17 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(new Set(allRegions().map((region) => region.id)).size).toBe(17);
  });

  it('gives every place a unique id and a known region', () => {
    const places = allPlaces();
    expect(places.length).toBe(467);
    expect(new Set(places.map((p) => p.id)).size).toBe(places.length);
    const regionIds = new Set<string>(REGIONS.map((region) => region.id));
    expect(places.filter((p) => !regionIds.has(p.regionId))).toEqual([]);
    expect(places.filter((p) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.id))).toEqual([]);
  });

  it('has places in every region and only coordinates inside Quebec', () => {
    for (const region of allRegions()) expect(placesInRegion(region.id).length, region.id).toBeGreaterThan(0);
    expect(allPlaces().filter((p) => p.lat < 44.9 || p.lat > 62.6 || p.lng < -79.8 || p.lng > -57.1)).toEqual([]);
  });

  it.each([
    'Montréal', 'Québec', 'Laval', 'Gatineau', 'Longueuil', 'Sherbrooke', 'Lévis', 'Saguenay', 'Trois-Rivières',
    'Terrebonne', 'Saint-Jean-sur-Richelieu', 'Brossard', 'Repentigny', 'Saint-Jérôme', 'Drummondville', 'Granby',
    'Mirabel', 'Blainville', 'Saint-Hyacinthe', 'Mascouche', 'Châteauguay', 'Shawinigan', 'Rimouski',
    'Dollard-Des Ormeaux', 'Victoriaville', 'Saint-Eustache', 'Vaudreuil-Dorion', 'Salaberry-de-Valleyfield',
    'Rouyn-Noranda', 'Boucherville', 'Sorel-Tracy', 'Côte-Saint-Luc', 'Pointe-Claire', "Val-d'Or", 'Saint-Georges',
    'Chambly', 'Alma', 'Sainte-Julie', 'Saint-Constant', 'Magog', 'Boisbriand', 'Sept-Îles', 'Thetford Mines',
  ])('has %s under its French name', (name) => {
    expect(findPlace(name)?.name).toBe(name);
  });

  it('keeps the accents GeoNames leaves out', () => {
    expect(findPlace('Perce')?.name).toBe('Percé');
    expect(findPlace('Riviere-Bleue')?.name).toBe('Rivière-Bleue');
    expect(findPlace('Sacre-Coeur')?.name).toBe('Sacré-Cœur');
  });
});

describe('region of a place', () => {
  it.each([
    ['Montréal', 'montreal'],
    ['Laval', 'laval'],
    ['Longueuil', 'monteregie'],
    ['Brossard', 'monteregie'],
    ['Saint-Jean-sur-Richelieu', 'monteregie'],
    // La Haute-Yamaska moved from Montérégie to Estrie in July 2021.
    ['Granby', 'estrie'],
    ['Gatineau', 'outaouais'],
    ['Québec', 'capitale-nationale'],
    ['Lévis', 'chaudiere-appalaches'],
    ['Sherbrooke', 'estrie'],
    ['Trois-Rivières', 'mauricie'],
    ['Drummondville', 'centre-du-quebec'],
    ['Victoriaville', 'centre-du-quebec'],
    ['Saguenay', 'saguenay-lac-saint-jean'],
    ['Rimouski', 'bas-saint-laurent'],
    ['Rouyn-Noranda', 'abitibi-temiscamingue'],
    ['Sept-Îles', 'cote-nord'],
    ['Baie-Comeau', 'cote-nord'],
    ['Gaspé', 'gaspesie-iles-de-la-madeleine'],
    ['Terrebonne', 'lanaudiere'],
    ['Repentigny', 'lanaudiere'],
    ['Joliette', 'lanaudiere'],
    ['Saint-Jérôme', 'laurentides'],
    ['Mirabel', 'laurentides'],
    ['Blainville', 'laurentides'],
    ['Chibougamau', 'nord-du-quebec'],
    // GeoNames gets these wrong; the build script fixes them.
    ['Bois-des-Filion', 'laurentides'],
    ['Lorraine', 'laurentides'],
    ['Tingwick', 'centre-du-quebec'],
  ])('puts %s in %s', (name, regionId) => {
    expect(place(name).regionId).toBe(regionId);
  });

  it('lists the places of a region by name', () => {
    const laval = placesInRegion('laval').map((p) => p.name);
    expect(laval).toContain('Laval');
    expect(laval).not.toContain('Montréal');
    expect(placesInRegion('atlantis')).toEqual([]);
  });
});

describe('findPlace', () => {
  it('finds a place by its name with or without accents, in any case', () => {
    for (const query of ['Montréal', 'montreal', 'MONTREAL', '  Montreal ']) expect(findPlace(query)?.id).toBe('montreal');
    expect(findPlace('trois rivieres')?.name).toBe('Trois-Rivières');
    expect(findPlace('Quebec')?.name).toBe('Québec');
    expect(findPlace('levis')?.name).toBe('Lévis');
  });

  it('finds a place by its id, and reads "St-" and "Ste-" as Saint and Sainte', () => {
    expect(findPlace('saint-jean-sur-richelieu')?.name).toBe('Saint-Jean-sur-Richelieu');
    expect(findPlace('St-Jérôme')?.name).toBe('Saint-Jérôme');
    expect(findPlace('ste-julie')?.name).toBe('Sainte-Julie');
  });

  it('tells homonyms apart by id, and gives the first by id for their shared name', () => {
    expect(findPlace('saint-henri-montreal')?.regionId).toBe('montreal');
    expect(findPlace('Saint-Henri')?.id).toBe('saint-henri-chaudiere-appalaches');
  });

  it('finds nothing for an unknown or empty name', () => {
    expect(findPlace('Toronto')).toBeUndefined();
    expect(findPlace('  ')).toBeUndefined();
  });
});

describe('findRegion', () => {
  it('finds a region by id or by its French name', () => {
    expect(findRegion('monteregie')?.nameFr).toBe('Montérégie');
    expect(findRegion('Saguenay–Lac-Saint-Jean')?.code).toBe('02');
    expect(findRegion('nowhere')).toBeUndefined();
  });
});

describe('searchPlaces', () => {
  it('lists names starting with the query before names merely containing it, largest first', () => {
    expect(searchPlaces('mont', 3).map((p) => p.name)).toEqual(['Montréal', 'Mont-Carmel', 'Mont-Joli']);
    expect(searchPlaces('laval').map((p) => p.name)).toEqual(['Laval', 'Laval-des-Rapides', 'Lavaltrie']);
    expect(searchPlaces('saint', 3).map((p) => p.name)).toEqual(['Saint-Jean-sur-Richelieu', 'Saint-Jérôme', 'Saint-Hyacinthe']);
  });

  it('ranks a word starting with the query above the query inside a word', () => {
    expect(searchPlaces('jerome', 5).map((p) => p.name)).toEqual(['Saint-Jérôme']);
    const names = searchPlaces('val', 50).map((p) => p.name);
    expect(names.indexOf("Val-d'Or")).toBeLessThan(names.indexOf('Lavaltrie'));
    expect(names.indexOf('Saint-Jean-Baptiste')).toBe(-1);
  });

  it('ignores accents and case, and honours the limit', () => {
    expect(searchPlaces('TROIS-RIV', 5).map((p) => p.name)).toEqual(['Trois-Rivières']);
    expect(searchPlaces('saint', 4)).toHaveLength(4);
    expect(searchPlaces('saint', 0)).toEqual([]);
  });

  it('lists the largest places for an empty query, and nothing for a query that matches none', () => {
    expect(searchPlaces('', 3).map((p) => p.name)).toEqual(['Montréal', 'Québec', 'Laval']);
    expect(searchPlaces('zzz')).toEqual([]);
  });
});

describe('distances', () => {
  it('measures Montréal–Québec at about 233 km in a straight line', () => {
    expect(Math.abs(distanceKm(place('Montréal'), place('Québec')) - 233)).toBeLessThanOrEqual(5);
  });

  it('is symmetric, zero from a place to itself, and rounded to 0.1 km', () => {
    const [a, b] = [place('Sherbrooke'), place('Gatineau')];
    expect(distanceKm(a, b)).toBe(distanceKm(b, a));
    expect(distanceKm(a, a)).toBe(0);
    expect(Number.isInteger(distanceKm(a, b) * 10)).toBe(true);
  });

  it('measures short distances in whole metres (a punch from the home): 0.001° of latitude is about 111 m', () => {
    const home = { lat: 45.5, lng: -73.6 };
    expect(distanceMetres(home, { lat: 45.501, lng: -73.6 })).toBe(111);
    expect(distanceMetres(home, home)).toBe(0);
    expect(Math.abs(distanceMetres(place('Montréal'), place('Québec')) / 1000 - distanceKm(place('Montréal'), place('Québec')))).toBeLessThan(0.05);
  });

  it('lists the places within a radius, the centre first and nearest first', () => {
    const around = placesWithin(place('Laval'), 15);
    expect(around[0]).toEqual({ place: place('Laval'), distanceKm: 0 });
    expect(around.map((a) => a.place.name)).toEqual(expect.arrayContaining(['Montréal', 'Terrebonne', 'Boisbriand']));
    expect(around.map((a) => a.place.name)).not.toContain('Québec');
    expect(around.every((a) => a.distanceKm <= 15)).toBe(true);
    const distances = around.map((a) => a.distanceKm);
    expect(distances).toEqual([...distances].sort((x, y) => x - y));
  });

  it('lists nothing within a negative radius', () => {
    expect(placesWithin(place('Laval'), -1)).toEqual([]);
  });
});

describe('nearbyPlaces (a cleaner\'s service-city suggestions)', () => {
  const names = (km: number, limit = 50) =>
    nearbyPlaces(place('Drummondville'), km, limit).items.map(({ place: p, distanceKm: d }) => `${p.name} ${d}`);

  it('lists the other places within the distance, nearest first, with their distance, the centre left out', () => {
    expect(names(25)).toEqual([
      'Saint-Cyrille-de-Wendover 6.8',
      'Saint-Germain-de-Grantham 8.5',
      'Sainte-Clotilde-de-Horton 22.3',
      'Saint-Pie-V 24.4',
    ]);
  });

  it('keeps a place exactly at the distance and leaves out the next one', () => {
    expect(names(22.3).at(-1)).toBe('Sainte-Clotilde-de-Horton 22.3');
    expect(names(22.2)).toHaveLength(2);
  });

  it('gives the nearest `limit` places and how many there are in all', () => {
    const around = nearbyPlaces(place('Drummondville'), 25, 2);
    expect(around.total).toBe(4);
    expect(around.items.map((near) => near.place.id)).toEqual(['saint-cyrille-de-wendover', 'saint-germain-de-grantham']);
    expect(nearbyPlaces(place('Drummondville'), 25, 0)).toEqual({ total: 4, items: [] });
  });

  it('finds nothing when no other place is that close', () => {
    expect(nearbyPlaces(place('Drummondville'), 5, 10)).toEqual({ total: 0, items: [] });
  });
});

describe('a well-formed place name', () => {
  it('takes every bundled place name, in any case, with the usual abbreviations', () => {
    for (const { name } of allPlaces()) expect(isWellFormedPlaceName(name), name).toBe(true);
    for (const name of ['montréal', 'ST-JÉRÔME', 'Ste. Julie', "L'Île-Perrot", 'L’Assomption', 'Saint-Louis-du-Ha! Ha!']) expect(isWellFormedPlaceName(name), name).toBe(true);
  });

  it('refuses a text without a letter, or with a digit or a symbol (another field typed as the city)', () => {
    for (const text of ['', '   ', '---', 'H2X 1Y4', '123', 'Montréal 2', 'Laval@', '<Sutton>', 'Québec; DROP', 'a/b']) expect(isWellFormedPlaceName(text), text).toBe(false);
  });
});
