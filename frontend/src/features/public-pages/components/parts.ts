import type { CityPickerPart } from '../../../lib/city-search-form';

/**
 * What /homeowners shows from the places feature: features do not import each other, so the app loads the city
 * picker and hands it in (its contract is lib's CityPickerPart).
 */
export type HomeownersPageParts = { CityPicker: CityPickerPart };
