import type { AddressSuggestion } from '@weklean/domain';
import { AutoComplete, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestQuery, useAddressSuggestions } from '../api/suggest-addresses';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const SEARCH_DELAY_MS = 250;

export type AddressFieldProps = {
  /** Given by Form.Item, for its label and its error message. */
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  /** The chosen suggestion; nothing while the client types. */
  value?: AddressSuggestion;
  onChange?: (address: AddressSuggestion | undefined) => void;
  /** Form.Item checks the field when it loses focus. */
  onBlur?: () => void;
};

/**
 * The address box (`GET /api/geocoding/suggest?q=`): typing searches and forgets any earlier choice, so the value is
 * always an address taken from the suggestions, as the server can place it.
 */
export function AddressField({ id, value, onChange, onBlur, ...aria }: AddressFieldProps) {
  const { t } = useTranslation('properties');
  const [typed, setTyped] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const query = suggestQuery(useDebouncedValue(typed ?? '', SEARCH_DELAY_MS));
  const search = useAddressSuggestions(focused ? query : null);
  const suggestions = query === null ? [] : (search.data ?? []);

  const type = (text: string) => {
    setTyped(text);
    if (value !== undefined && text !== value.label) onChange?.(undefined);
  };

  // antd reports the option's value (its label) to onChange, then to onSelect.
  const pick = (label: string) => {
    const chosen = suggestions.find((suggestion) => suggestion.label === label);
    if (chosen === undefined) return;
    setTyped(null);
    onChange?.(chosen);
  };

  const clear = () => {
    setTyped(null);
    onChange?.(undefined);
  };

  const notFound =
    (typed ?? '').trim().length > 0 && query === null ? (
      t('properties:form.address.typeMore')
    ) : search.isLoading ? (
      <Spin size="small" />
    ) : search.error !== undefined ? (
      t('properties:form.address.failed')
    ) : query === null ? null : (
      t('properties:form.address.noMatch')
    );

  return (
    <AutoComplete
      {...(id === undefined ? {} : { id })}
      {...aria}
      value={typed ?? value?.label ?? ''}
      options={suggestions.map((suggestion) => ({ value: suggestion.label, label: suggestion.label }))}
      placeholder={t('properties:form.address.placeholder')}
      allowClear
      defaultActiveFirstOption
      showSearch={{ filterOption: false }}
      notFoundContent={notFound}
      onChange={type}
      onSelect={pick}
      onClear={clear}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        onBlur?.();
      }}
    />
  );
}
