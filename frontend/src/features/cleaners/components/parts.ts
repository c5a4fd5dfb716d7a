import type { CityPickerPart } from '../../../lib/city-search-form';

/**
 * What this feature shows from another one. Features do not import each other: the app loads the places feature's
 * city picker and hands it in (its contract is lib's CityPickerPart).
 */
export type { CityPickerPart };

export type CleanersPageParts = { CityPicker: CityPickerPart };
