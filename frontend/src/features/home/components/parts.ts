import type { ComponentType } from 'react';

/**
 * What the home page shows from other features. Features do not import each other: the app loads those components
 * and hands them in, and these types are the contract they must meet.
 */
export type CityPickerPart = ComponentType<{
  id?: string;
  value: string | null;
  onChange: (city: { id: string; name: string } | null) => void;
  texts: { placeholder: string; noMatch: string; failed: string };
  className?: string;
}>;

export type FeaturedCleanersPart = ComponentType<{ cityId: string | null }>;

export type HomePageParts = {
  CityPicker: CityPickerPart;
  RecommendedCleaners: FeaturedCleanersPart;
  PopularCleaners: FeaturedCleanersPart;
};
