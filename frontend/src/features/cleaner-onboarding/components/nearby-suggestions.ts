import { CLEANER_LIMITS } from '@weklean/domain';

/** What the nearby-city suggestions can show from the area form's values. */
export type NearbyAsk =
  | { readonly kind: 'no-primary' }
  /** A distance the server would refuse (empty, not whole, out of range): the field says why, the list waits. */
  | { readonly kind: 'no-distance' }
  | { readonly kind: 'ask'; readonly cityId: string; readonly km: number };

const { min, max } = CLEANER_LIMITS.coverageKm;

export function nearbyAsk(primaryCityId: string | undefined, coverageKm: number | null | undefined): NearbyAsk {
  if (primaryCityId === undefined || primaryCityId === '') return { kind: 'no-primary' };
  if (typeof coverageKm !== 'number' || !Number.isInteger(coverageKm) || coverageKm < min || coverageKm > max) return { kind: 'no-distance' };
  return { kind: 'ask', cityId: primaryCityId, km: coverageKm };
}

/** The service cities with `cityId` added at the end, or taken out when it is there already. */
export function toggleServiceCity(serviceCityIds: readonly string[], cityId: string): string[] {
  return serviceCityIds.includes(cityId) ? serviceCityIds.filter((id) => id !== cityId) : [...serviceCityIds, cityId];
}

/** The service cities with every suggestion not chosen yet added, in the suggestions' order (nearest first). */
export function addEveryCity(serviceCityIds: readonly string[], suggested: readonly { id: string }[]): string[] {
  return [...serviceCityIds, ...suggested.map(({ id }) => id).filter((id) => !serviceCityIds.includes(id))];
}
