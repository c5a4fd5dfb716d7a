import type { FormEvent } from 'react';
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

/** A list of choices with "any" first: the empty value is no criterion. */
function Choice<Value extends string | number>({
  id,
  label,
  any,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  any: string;
  value: Value | null;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | null) => void;
}) {
  return (
    <div className="wk-field">
      <label className="wk-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="wk-input wk-select"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(options.find((option) => String(option.value) === event.target.value)?.value ?? null)}
      >
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The search criteria of `/cleaners`; each change applies at once (and is a step back in the history). Native
 * controls (no antd): the page is drawn by the server for a visitor (site/).
 */
export function CleanerFiltersPanel({ filters, onChange, onClear, CityPicker }: Props) {
  const { t, i18n } = useTranslation('cleaners');
  const language = languageOf(i18n.resolvedLanguage);
  const any = t('cleaners:filters.any');

  const onName = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    onChange({ q: nameOf(field instanceof HTMLInputElement ? field.value : null) });
  };

  return (
    <section className="cleaner-filters" aria-labelledby="cleaner-filters-title">
      <h2 id="cleaner-filters-title" className="cleaner-filters-title">
        {t('cleaners:filters.title')}
      </h2>
      <form className="wk-field" role="search" onSubmit={onName}>
        <label className="wk-label" htmlFor="filter-name">
          {t('cleaners:filters.name')}
        </label>
        <div className="cleaner-filter-name">
          <input
            id="filter-name"
            name="q"
            type="search"
            className="wk-input"
            key={filters.q ?? ''}
            defaultValue={filters.q ?? ''}
            maxLength={NAME_MAX_LENGTH}
            placeholder={t('cleaners:filters.namePlaceholder')}
          />
          <button type="submit" className="wk-btn wk-btn-primary">
            {t('cleaners:filters.nameSearch')}
          </button>
        </div>
      </form>
      <div className="wk-field">
        <label className="wk-label" htmlFor="filter-city">
          {t('cleaners:filters.city')}
        </label>
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
      </div>
      <Choice
        id="filter-service"
        label={t('cleaners:filters.serviceType')}
        any={any}
        value={filters.serviceType}
        options={SERVICE_TYPES.map((value) => ({ value, label: t(SERVICE_TYPE_KEYS[value]) }))}
        onChange={(serviceType) => onChange({ serviceType })}
      />
      <Choice
        id="filter-rating"
        label={t('cleaners:filters.minRating')}
        any={any}
        value={filters.minRating}
        options={RATING_OPTIONS.map((value) => ({ value, label: t('cleaners:filters.ratingOption', { count: value }) }))}
        onChange={(minRating) => onChange({ minRating })}
      />
      <Choice
        id="filter-experience"
        label={t('cleaners:filters.minExperience')}
        any={any}
        value={filters.minExperience}
        options={withCurrent(EXPERIENCE_OPTIONS, filters.minExperience).map((value) => ({
          value,
          label: t('cleaners:filters.experienceOption', { count: value }),
        }))}
        onChange={(minExperience) => onChange({ minExperience })}
      />
      <Choice
        id="filter-price"
        label={t('cleaners:filters.maxPrice')}
        any={any}
        value={filters.maxPrice}
        options={withCurrent(MAX_PRICE_OPTIONS, filters.maxPrice).map((value) => ({
          value,
          label: t('cleaners:filters.maxPriceOption', { price: formatMoney(value, language) }),
        }))}
        onChange={(maxPrice) => onChange({ maxPrice })}
      />
      <Choice
        id="filter-language"
        label={t('cleaners:filters.language')}
        any={any}
        value={filters.language}
        options={CLEANER_LANGUAGES.map((value) => ({ value, label: t(LANGUAGE_KEYS[value]) }))}
        onChange={(value) => onChange({ language: value })}
      />
      <Choice
        id="filter-pets"
        label={t('cleaners:filters.pets')}
        any={any}
        value={filters.pets}
        options={PETS.map((value) => ({ value, label: t(PET_KEYS[value]) }))}
        onChange={(pets) => onChange({ pets })}
      />
      <div className="wk-field">
        <label className="wk-check">
          <input type="checkbox" checked={filters.availableSoon} onChange={(event) => onChange({ availableSoon: event.target.checked })} />
          <span>{t('cleaners:filters.availableSoon')}</span>
        </label>
      </div>
      <div className="wk-field">
        <label className="wk-check">
          <input type="checkbox" checked={filters.eco} onChange={(event) => onChange({ eco: event.target.checked })} />
          <span>{t('cleaners:filters.eco')}</span>
        </label>
      </div>
      <div className="wk-field">
        <label className="wk-check">
          <input
            type="checkbox"
            checked={filters.backgroundChecked}
            onChange={(event) => onChange({ backgroundChecked: event.target.checked })}
          />
          <span>{t('cleaners:filters.backgroundChecked')}</span>
        </label>
      </div>
      <button type="button" className="wk-btn wk-btn-block" onClick={onClear} disabled={!hasCriteria(filters)}>
        {t('cleaners:filters.clear')}
      </button>
    </section>
  );
}
