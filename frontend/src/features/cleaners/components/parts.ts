import type { ComponentType } from 'react';

/**
 * What this feature shows from another one. Features do not import each other: the app loads the other feature's
 * component and hands it in, and this type is the contract it must meet.
 */
export type CityPickerPart = ComponentType<{
  id?: string;
  value: string | null;
  onChange: (city: { id: string; name: string } | null) => void;
  texts: { placeholder: string; noMatch: string; failed: string };
  className?: string;
}>;

export type CleanersPageParts = { CityPicker: CityPickerPart };
