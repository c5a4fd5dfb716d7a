/**
 * The 17 administrative regions of Quebec. `code` is the official region number, which is also the
 * GeoNames admin2 code of Quebec places (the build script relies on that). Brome-Missisquoi and
 * La Haute-Yamaska (Granby, Cowansville, Bromont) belong to Estrie since July 2021.
 */
export const REGIONS = [
  { id: 'bas-saint-laurent', code: '01', nameFr: 'Bas-Saint-Laurent', nameEn: 'Bas-Saint-Laurent' },
  { id: 'saguenay-lac-saint-jean', code: '02', nameFr: 'Saguenay–Lac-Saint-Jean', nameEn: 'Saguenay–Lac-Saint-Jean' },
  { id: 'capitale-nationale', code: '03', nameFr: 'Capitale-Nationale', nameEn: 'Capitale-Nationale' },
  { id: 'mauricie', code: '04', nameFr: 'Mauricie', nameEn: 'Mauricie' },
  { id: 'estrie', code: '05', nameFr: 'Estrie', nameEn: 'Estrie' },
  { id: 'montreal', code: '06', nameFr: 'Montréal', nameEn: 'Montreal' },
  { id: 'outaouais', code: '07', nameFr: 'Outaouais', nameEn: 'Outaouais' },
  { id: 'abitibi-temiscamingue', code: '08', nameFr: 'Abitibi-Témiscamingue', nameEn: 'Abitibi-Témiscamingue' },
  { id: 'cote-nord', code: '09', nameFr: 'Côte-Nord', nameEn: 'Côte-Nord' },
  { id: 'nord-du-quebec', code: '10', nameFr: 'Nord-du-Québec', nameEn: 'Nord-du-Québec' },
  {
    id: 'gaspesie-iles-de-la-madeleine',
    code: '11',
    nameFr: 'Gaspésie–Îles-de-la-Madeleine',
    nameEn: 'Gaspésie–Îles-de-la-Madeleine',
  },
  { id: 'chaudiere-appalaches', code: '12', nameFr: 'Chaudière-Appalaches', nameEn: 'Chaudière-Appalaches' },
  { id: 'laval', code: '13', nameFr: 'Laval', nameEn: 'Laval' },
  { id: 'lanaudiere', code: '14', nameFr: 'Lanaudière', nameEn: 'Lanaudière' },
  { id: 'laurentides', code: '15', nameFr: 'Laurentides', nameEn: 'Laurentides' },
  { id: 'monteregie', code: '16', nameFr: 'Montérégie', nameEn: 'Montérégie' },
  { id: 'centre-du-quebec', code: '17', nameFr: 'Centre-du-Québec', nameEn: 'Centre-du-Québec' },
] as const;

export type Region = (typeof REGIONS)[number];
export type RegionId = Region['id'];

export const isRegionId = (value: string): value is RegionId => REGIONS.some((region) => region.id === value);
