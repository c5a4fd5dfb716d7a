import { AutoComplete, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityNames } from '../api/get-city-names';
import { useCitySearch, type City } from '../api/search-cities';
import { useCityOptions } from './city-options';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const SEARCH_DELAY_MS = 250;

export type CityFieldProps = {
  /** Given by Form.Item, for its label. */
  id?: string;
  /** The chosen city's id. */
  value?: string;
  onChange?: (cityId: string | undefined) => void;
};

/**
 * A city box for a form (`GET /api/places/cities?q=`): typing only searches; the value is a city picked from the
 * list (its id), or nothing once the box is emptied.
 */
export function CityField({ id, value, onChange }: CityFieldProps) {
  const { t } = useTranslation('onboarding');
  const [typed, setTyped] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [picked, setPicked] = useState<City | null>(null);
  const query = useDebouncedValue(typed ?? '', SEARCH_DELAY_MS);
  const search = useCitySearch(focused ? query : null);
  const cities = search.data ?? [];
  const options = useCityOptions(cities, focused);
  const knownName = picked !== null && picked.id === value ? picked.name : null;
  const names = useCityNames(knownName === null && value !== undefined ? [value] : []);
  const selectedName = knownName ?? names.data?.find((city) => city.id === value)?.name ?? '';

  const pick = (cityId: string) => {
    const city = cities.find((candidate) => candidate.id === cityId);
    if (city === undefined) return;
    setPicked(city);
    setTyped(null);
    onChange?.(city.id);
  };

  const clear = () => {
    setPicked(null);
    setTyped(null);
    onChange?.(undefined);
  };

  const onBlur = () => {
    setFocused(false);
    if (typed === null) return;
    // Emptying the box clears the choice; a search left unpicked falls back to the chosen city.
    if (typed.trim() === '' && value !== undefined) clear();
    else setTyped(null);
  };

  const notFound = search.isLoading ? (
    <Spin size="small" />
  ) : (
    t(search.error === undefined ? 'onboarding:city.noMatch' : 'onboarding:city.failed')
  );

  return (
    <AutoComplete
      {...(id === undefined ? {} : { id })}
      value={typed ?? selectedName}
      options={options}
      placeholder={t('onboarding:city.placeholder')}
      allowClear
      defaultActiveFirstOption
      showSearch={{ filterOption: false }}
      notFoundContent={notFound}
      onChange={(text: string) => setTyped(text)}
      onSelect={(cityId: string) => pick(cityId)}
      onClear={clear}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    />
  );
}
