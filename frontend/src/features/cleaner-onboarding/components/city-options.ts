import { useTranslation } from 'react-i18next';
import type { City } from '../api/search-cities';
import { useRegions } from '../api/search-cities';

export type CityOption = { value: string; label: string };

/** Options named "City, Region", as a region tells homonyms apart; the text label is what screen readers read. */
export function useCityOptions(cities: readonly City[], enabled: boolean): CityOption[] {
  const { i18n } = useTranslation();
  const regions = useRegions(enabled);
  const english = i18n.resolvedLanguage === 'en';
  const names = new Map((regions.data ?? []).map((region) => [region.id, english ? region.nameEn : region.nameFr]));
  return cities.map((city) => {
    const region = names.get(city.regionId);
    return { value: city.id, label: region === undefined ? city.name : `${city.name}, ${region}` };
  });
}
