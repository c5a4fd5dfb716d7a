/** The places API's shapes (`/api/places/...`), checked once where they enter the app. */
export type City = { id: string; name: string; regionId: string };
export type Region = { id: string; code: string; nameFr: string; nameEn: string };
export type RegionWithCities = Region & { cities: { id: string; name: string }[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function parseCity(value: unknown): City | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  const name = text(value.name);
  if (id === null || name === null) return null;
  return { id, name, regionId: text(value.regionId) ?? '' };
}

export function parseRegion(value: unknown): Region | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  const nameFr = text(value.nameFr);
  if (id === null || nameFr === null) return null;
  return { id, code: text(value.code) ?? '', nameFr, nameEn: text(value.nameEn) ?? nameFr };
}

export function parseRegionWithCities(value: unknown): RegionWithCities | null {
  const region = parseRegion(value);
  if (region === null || !isRecord(value) || !Array.isArray(value.cities)) return null;
  const cities = value.cities.flatMap((item: unknown) => {
    if (!isRecord(item)) return [];
    const id = text(item.id);
    const name = text(item.name);
    return id === null || name === null ? [] : [{ id, name }];
  });
  return { ...region, cities };
}

/** `{ items: [...] }` answers; items that do not fit are left out rather than failing the whole list. */
export function parseItems<T>(body: unknown, parse: (item: unknown) => T | null): T[] {
  if (!isRecord(body) || !Array.isArray(body.items)) throw new Error('Unexpected places answer');
  return body.items.flatMap((item: unknown) => {
    const parsed = parse(item);
    return parsed === null ? [] : [parsed];
  });
}

/** A region's name in the interface language. */
export function regionName(region: Pick<Region, 'nameFr' | 'nameEn'>, language: string | undefined): string {
  return language === 'en' ? region.nameEn : region.nameFr;
}
