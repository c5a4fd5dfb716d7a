import type { Answer, Api } from '../../../lib/api-contract';

/** The places API's answers (`/api/places/...`), as the BFF types them. */
export type City = Answer<Api['places']['cities'][':city']['$get']>;
export type Region = Answer<Api['places']['regions']['$get']>['items'][number];
export type RegionWithCities = Answer<Api['places']['regions'][':region']['$get']>;

/** A region's name in the interface language. */
export function regionName(region: Pick<Region, 'nameFr' | 'nameEn'>, language: string | undefined): string {
  return language === 'en' ? region.nameEn : region.nameFr;
}
