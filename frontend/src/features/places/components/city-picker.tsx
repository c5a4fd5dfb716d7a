import { AutoComplete, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCity } from '../api/get-city';
import { useRegions } from '../api/get-regions';
import { regionName } from '../api/places-types';
import { useCitySearch } from '../api/search-cities';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import './places.css';

const SEARCH_DELAY_MS = 250;

export type PickedCity = { id: string; name: string };

/** The texts come from the screen that uses the picker, in its own catalogue. */
export type CityPickerTexts = { placeholder: string; noMatch: string; failed: string };

export type CityPickerProps = {
  /** For a `<label htmlFor>` on the screen. */
  id?: string;
  /** The chosen city's id, or null. */
  value: string | null;
  onChange: (city: PickedCity | null) => void;
  texts: CityPickerTexts;
  className?: string;
};

/**
 * A city search box fed by `GET /api/places/cities`. What the visitor types only searches; the value changes when a
 * city is picked from the list, or is cleared. Homonyms are told apart by their region.
 */
export function CityPicker({ id, value, onChange, texts, className }: CityPickerProps) {
  const { i18n } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [picked, setPicked] = useState<PickedCity | null>(null);
  const query = useDebouncedValue(typed ?? '', SEARCH_DELAY_MS);
  const search = useCitySearch(focused ? query : null);
  const regions = useRegions(focused);
  // The name of a city chosen elsewhere (a shared address) is asked for; one picked here is already known.
  const knownName = picked !== null && picked.id === value ? picked.name : null;
  const selected = useCity(knownName === null ? value : null);

  const selectedName = knownName ?? selected.data?.name ?? (selected.error === undefined ? '' : (value ?? ''));
  const cities = search.data ?? [];
  const regionNames = new Map((regions.data ?? []).map((region) => [region.id, regionName(region, i18n.resolvedLanguage)]));
  // A text label is what assistive technology reads; the region is shown beside the name, and read after it.
  const options = cities.map((city) => {
    const region = regionNames.get(city.regionId);
    return { value: city.id, label: region === undefined ? city.name : `${city.name}, ${region}`, name: city.name, region };
  });

  const pick = (cityId: string) => {
    const city = cities.find((candidate) => candidate.id === cityId);
    if (city === undefined) return;
    const choice = { id: city.id, name: city.name };
    setPicked(choice);
    setTyped(null);
    onChange(choice);
  };

  const clear = () => {
    setPicked(null);
    setTyped(null);
    onChange(null);
  };

  const onBlur = () => {
    setFocused(false);
    if (typed === null) return;
    // Emptying the box clears the choice; a search left unpicked falls back to the chosen city.
    if (typed.trim() === '' && value !== null) clear();
    else setTyped(null);
  };

  const notFound = search.isLoading ? <Spin size="small" /> : search.error === undefined ? texts.noMatch : texts.failed;

  return (
    <AutoComplete
      {...(id === undefined ? {} : { id })}
      className={className ?? 'city-picker'}
      value={typed ?? selectedName}
      options={options}
      placeholder={texts.placeholder}
      allowClear
      defaultActiveFirstOption
      showSearch={{ filterOption: false }}
      notFoundContent={notFound}
      optionRender={({ data }) => (
        <span className="city-option">
          <span>{data.name}</span>
          <span className="city-option-region">{data.region}</span>
        </span>
      )}
      onChange={(text: string) => setTyped(text)}
      onSelect={(cityId: string) => pick(cityId)}
      onClear={clear}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    />
  );
}
