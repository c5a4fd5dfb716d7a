import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityNames } from '../api/get-city-names';
import { useCitySearch, type City } from '../api/search-cities';
import { useCityOptions } from './city-options';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const SEARCH_DELAY_MS = 250;

export type CitiesFieldProps = {
  id?: string;
  value?: string[];
  onChange?: (cityIds: string[]) => void;
};

/** Several cities for a form: searched by name, kept by id; the chosen ones keep their names while another is searched. */
export function CitiesField({ id, value = [], onChange }: CitiesFieldProps) {
  const { t } = useTranslation('onboarding');
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const search = useCitySearch(open ? query : null);
  const [seen, setSeen] = useState<ReadonlyMap<string, City>>(new Map());
  const unknown = value.filter((cityId) => !seen.has(cityId));
  const names = useCityNames(unknown);
  const known = new Map([...(names.data ?? []).map((city): [string, City] => [city.id, city]), ...seen]);
  const chosen = value.flatMap((cityId) => known.get(cityId) ?? []);
  const found = (search.data ?? []).filter((city) => !value.includes(city.id));
  const options = useCityOptions([...chosen, ...found], open || value.length > 0);

  const change = (cityIds: string[]) => {
    const next = new Map(seen);
    for (const city of search.data ?? []) if (cityIds.includes(city.id)) next.set(city.id, city);
    setSeen(next);
    onChange?.(cityIds);
  };

  const notFound = search.isLoading ? (
    <Spin size="small" />
  ) : (
    t(search.error === undefined ? 'onboarding:city.noMatch' : 'onboarding:city.failed')
  );

  return (
    <Select
      {...(id === undefined ? {} : { id })}
      mode="multiple"
      value={value}
      options={options}
      placeholder={t('onboarding:area.serviceCitiesPlaceholder')}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      notFoundContent={notFound}
      onChange={change}
      onOpenChange={setOpen}
      onSelect={() => setTyped('')}
    />
  );
}
