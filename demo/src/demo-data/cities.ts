import { findPlace, type Place } from '@weklean/domain';
import type { Rng } from './random';

/**
 * Where the demo cleaners live, by place id, with weights close to the cities' populations but flattened so that
 * the regions far from Montréal still show a few cleaners: 30 cities in 15 of the 17 regions.
 */
export const DEMO_CITY_WEIGHTS: readonly (readonly [string, number])[] = [
  ['montreal', 60], ['quebec', 30], ['laval', 18], ['gatineau', 14], ['longueuil', 13], ['sherbrooke', 11],
  ['trois-rivieres', 9], ['saguenay', 9], ['levis', 9], ['terrebonne', 8], ['repentigny', 6], ['brossard', 7],
  ['drummondville', 6], ['saint-jerome', 6], ['granby', 5], ['rimouski', 5], ['saint-jean-sur-richelieu', 6],
  ['blainville', 5], ['saint-hyacinthe', 4], ['shawinigan', 3], ['chateauguay', 4], ['mirabel', 3],
  ['victoriaville', 3], ['boucherville', 4], ['pointe-claire', 4], ['rouyn-noranda', 3], ['val-d-or', 2],
  ['sept-iles', 2], ['alma', 2], ['saint-georges', 2],
];

export const demoPlace = (id: string): Place => {
  const place = findPlace(id);
  if (!place || place.id !== id) throw new Error(`demo data: unknown place ${id}`);
  return place;
};

/**
 * One primary city per cleaner: the weights apportioned to `count` by largest remainder (so that every city gets
 * its share, at least one each from 132 cleaners on, rather than what a lucky draw gives), then shuffled.
 */
export function demoCityPlan(count: number, rng: Rng): string[] {
  const total = DEMO_CITY_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  const shares = DEMO_CITY_WEIGHTS.map(([id, weight], order) => {
    const exact = (weight * count) / total;
    return { id, seats: Math.floor(exact), remainder: exact - Math.floor(exact), order };
  });
  let left = count - shares.reduce((sum, share) => sum + share.seats, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.order - b.order)) {
    if (left <= 0) break;
    share.seats += 1;
    left -= 1;
  }
  return rng.shuffle(shares.flatMap(({ id, seats }) => Array.from({ length: seats }, () => id)));
}
