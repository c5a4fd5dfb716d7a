import { Button, Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLEANER_LANGUAGES, PETS, SERVICE_TYPES } from '../api/cleaner-types';
import {
  EXPERIENCE_OPTIONS,
  MAX_PRICE_OPTIONS,
  NAME_MAX_LENGTH,
  RATING_OPTIONS,
  nameOf,
  hasCriteria,
  type CleanerFilters,
} from './filter-params';
import { formatMoney, languageOf } from './format';
import type { CityPickerPart } from './parts';
import { LANGUAGE_KEYS, PET_KEYS, SERVICE_TYPE_KEYS } from '../../../lib/vocabulary';

type Props = {
  filters: CleanerFilters;
  onChange: (changes: Partial<CleanerFilters>) => void;
  onClear: () => void;
  CityPicker: CityPickerPart;
};

/** The preset choices, plus the one from a shared address when it is not among them. */
function withCurrent(presets: readonly number[], current: number | null): number[] {
  const values = current === null || presets.includes(current) ? [...presets] : [...presets, current];
  return values.sort((a, b) => a - b);
}

/** The search criteria of `/cleaners`; each change applies at once (and is a step back in the history). */
export function CleanerFiltersPanel({ filters, onChange, onClear, CityPicker }: Props) {
  const { t, i18n } = useTranslation('cleaners');
  const language = languageOf(i18n.resolvedLanguage);
  const any = t('cleaners:filters.any');

  return (
    <section className="cleaner-filters" aria-labelledby="cleaner-filters-title">
      <h2 id="cleaner-filters-title" className="cleaner-filters-title">
        {t('cleaners:filters.title')}
      </h2>
      <Form layout="vertical" component="div">
        <Form.Item label={t('cleaners:filters.name')} htmlFor="filter-name">
          <Input.Search
            id="filter-name"
            key={filters.q ?? ''}
            defaultValue={filters.q ?? ''}
            maxLength={NAME_MAX_LENGTH}
            allowClear
            placeholder={t('cleaners:filters.namePlaceholder')}
            enterButton={t('cleaners:filters.nameSearch')}
            onSearch={(text) => onChange({ q: nameOf(text) })}
          />
        </Form.Item>
        <Form.Item label={t('cleaners:filters.city')} htmlFor="filter-city">
          <CityPicker
            id="filter-city"
            value={filters.city}
            onChange={(city) => onChange({ city: city?.id ?? null })}
            texts={{
              placeholder: t('cleaners:filters.cityPlaceholder'),
              noMatch: t('cleaners:filters.cityNoMatch'),
              failed: t('cleaners:filters.cityFailed'),
            }}
          />
        </Form.Item>
        <Form.Item label={t('cleaners:filters.serviceType')} htmlFor="filter-service">
          <Select
            id="filter-service"
            allowClear
            placeholder={any}
            value={filters.serviceType ?? undefined}
            options={SERVICE_TYPES.map((value) => ({ value, label: t(SERVICE_TYPE_KEYS[value]) }))}
            onChange={(value?: CleanerFilters['serviceType']) => onChange({ serviceType: value ?? null })}
          />
        </Form.Item>
        <Form.Item label={t('cleaners:filters.minRating')} htmlFor="filter-rating">
          <Select
            id="filter-rating"
            allowClear
            placeholder={any}
            value={filters.minRating ?? undefined}
            options={RATING_OPTIONS.map((value) => ({ value, label: t('cleaners:filters.ratingOption', { count: value }) }))}
            onChange={(value?: number) => onChange({ minRating: value ?? null })}
          />
        </Form.Item>
        <Form.Item label={t('cleaners:filters.minExperience')} htmlFor="filter-experience">
          <Select
            id="filter-experience"
            allowClear
            placeholder={any}
            value={filters.minExperience ?? undefined}
            options={withCurrent(EXPERIENCE_OPTIONS, filters.minExperience).map((value) => ({
              value,
              label: t('cleaners:filters.experienceOption', { count: value }),
            }))}
            onChange={(value?: number) => onChange({ minExperience: value ?? null })}
          />
        </Form.Item>
        <Form.Item label={t('cleaners:filters.maxPrice')} htmlFor="filter-price">
          <Select
            id="filter-price"
            allowClear
            placeholder={any}
            value={filters.maxPrice ?? undefined}
            options={withCurrent(MAX_PRICE_OPTIONS, filters.maxPrice).map((value) => ({
              value,
              label: t('cleaners:filters.maxPriceOption', { price: formatMoney(value, language) }),
            }))}
            onChange={(value?: number) => onChange({ maxPrice: value ?? null })}
          />
        </Form.Item>
        <Form.Item label={t('cleaners:filters.language')} htmlFor="filter-language">
          <Select
            id="filter-language"
            allowClear
            placeholder={any}
            value={filters.language ?? undefined}
            options={CLEANER_LANGUAGES.map((value) => ({ value, label: t(LANGUAGE_KEYS[value]) }))}
            onChange={(value?: CleanerFilters['language']) => onChange({ language: value ?? null })}
          />
        </Form.Item>
        <Form.Item label={t('cleaners:filters.pets')} htmlFor="filter-pets">
          <Select
            id="filter-pets"
            allowClear
            placeholder={any}
            value={filters.pets ?? undefined}
            options={PETS.map((value) => ({ value, label: t(PET_KEYS[value]) }))}
            onChange={(value?: CleanerFilters['pets']) => onChange({ pets: value ?? null })}
          />
        </Form.Item>
        <Form.Item>
          <Checkbox checked={filters.availableSoon} onChange={(event) => onChange({ availableSoon: event.target.checked })}>
            {t('cleaners:filters.availableSoon')}
          </Checkbox>
        </Form.Item>
        <Form.Item>
          <Checkbox checked={filters.eco} onChange={(event) => onChange({ eco: event.target.checked })}>
            {t('cleaners:filters.eco')}
          </Checkbox>
        </Form.Item>
        <Button block onClick={onClear} disabled={!hasCriteria(filters)}>
          {t('cleaners:filters.clear')}
        </Button>
      </Form>
    </section>
  );
}
