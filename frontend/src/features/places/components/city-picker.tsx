import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCity } from '../api/get-city';
import { useRegions } from '../api/get-regions';
import { regionName } from '../api/places-types';
import { useCitySearch } from '../api/search-cities';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import '../../../lib/ui/ui.css';
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
 *
 * An ARIA 1.2 combobox drawn without antd (it sits on the pages the server draws, site/): the arrows move through
 * the suggestions (`aria-activedescendant`, the focus stays in the box), Enter or a click picks, Escape closes the
 * list (and a second Escape empties the box), Tab leaves with the chosen city unchanged.
 */
export function CityPicker({ id, value, onChange, texts, className }: CityPickerProps) {
  const { t, i18n } = useTranslation('common');
  const ownId = useId();
  const inputId = id ?? `city-picker-${ownId}`;
  const listId = `${inputId}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
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
    return { id: city.id, label: region === undefined ? city.name : `${city.name}, ${region}`, name: city.name, region };
  });
  const expanded = open && focused;
  const activeIndex = Math.min(active, Math.max(0, options.length - 1));
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (cityId: string) => {
    const city = cities.find((candidate) => candidate.id === cityId);
    if (city === undefined) return;
    const choice = { id: city.id, name: city.name };
    setPicked(choice);
    setTyped(null);
    setOpen(false);
    onChange(choice);
  };

  const clear = () => {
    setPicked(null);
    setTyped(null);
    onChange(null);
  };

  const onBlur = () => {
    setFocused(false);
    setOpen(false);
    if (typed === null) return;
    // Emptying the box clears the choice; a search left unpicked falls back to the chosen city.
    if (typed.trim() === '' && value !== null) clear();
    else setTyped(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && options[activeIndex] !== undefined) {
      // The form around is not sent: Enter here picks.
      event.preventDefault();
      pick(options[activeIndex].id);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else if ((typed ?? selectedName) !== '') clear();
    }
  };

  const status = search.isLoading ? t('common:loading') : search.error === undefined ? texts.noMatch : texts.failed;
  const text = typed ?? selectedName;

  return (
    <div className={`city-picker ${className ?? ''}`}>
      <input
        ref={input}
        id={inputId}
        className="wk-input city-picker-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && options.length > 0 ? optionId(activeIndex) : undefined}
        placeholder={texts.placeholder}
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      {text === '' ? null : (
        <button
          type="button"
          className="city-picker-clear"
          aria-label={t('common:actions.clear')}
          // Keeps the focus in the box: the list stays as it is.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            clear();
            input.current?.focus();
          }}
        >
          ×
        </button>
      )}
      <ul id={listId} role="listbox" className="city-picker-list" hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-label={option.label}
            aria-selected={index === activeIndex}
            className={`city-option${index === activeIndex ? ' is-active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option.id)}
            onMouseMove={() => setActive(index)}
          >
            <span>{option.name}</span>
            <span className="city-option-region">{option.region}</span>
          </li>
        ))}
      </ul>
      {expanded && options.length === 0 && (typed ?? '').trim() !== '' ? (
        <p className="city-picker-status" role="status">
          {status}
        </p>
      ) : null}
    </div>
  );
}
