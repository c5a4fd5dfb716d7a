import type { ComponentType } from 'react';
import type { CityPickerPart } from '../../../lib/city-search-form';

/**
 * What the home page shows from other features. Features do not import each other: the app loads those components
 * and hands them in, and these types are the contract they must meet.
 */

/** A row of cleaners, named by the heading whose id it is given. */
export type FeaturedCleanersPart = ComponentType<{ labelledBy: string }>;

export type HomePageParts = {
  CityPicker: CityPickerPart;
  RecommendedCleaners: FeaturedCleanersPart;
  PopularCleaners: FeaturedCleanersPart;
};
