import { useState, type ComponentType, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import './ui/ui.css';
import './city-search-form.css';

/**
 * The places feature's city picker as the pages that search by city receive it: features do not import each other,
 * so the app loads the picker and hands it in; this type is the contract it must meet.
 */
export type CityPickerPart = ComponentType<{
  id?: string;
  value: string | null;
  onChange: (city: { id: string; name: string } | null) => void;
  texts: { placeholder: string; noMatch: string; failed: string };
  className?: string;
}>;

export type CitySearchTexts = { label: string; placeholder: string; noMatch: string; failed: string; submit: string };

/** A search by city that leads to `/cleaners?city=<id>` (or every cleaner when no city is chosen): the home, /homeowners. */
export function CitySearchForm({ CityPicker, id, texts }: { CityPicker: CityPickerPart; id: string; texts: CitySearchTexts }) {
  const navigate = useNavigate();
  const [cityId, setCityId] = useState<string | null>(null);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(paths.cleaners.href(cityId === null ? undefined : { city: cityId }));
  };

  return (
    <form className="city-search" role="search" onSubmit={onSubmit}>
      <label htmlFor={id} className="city-search-label">
        {texts.label}
      </label>
      <div className="city-search-row">
        <CityPicker
          id={id}
          className="city-search-input"
          value={cityId}
          onChange={(city) => setCityId(city?.id ?? null)}
          texts={{ placeholder: texts.placeholder, noMatch: texts.noMatch, failed: texts.failed }}
        />
        <button type="submit" className="wk-btn wk-btn-primary wk-btn-lg">
          {texts.submit}
        </button>
      </div>
    </form>
  );
}
