import { useId } from 'react';
import './ui.css';

/**
 * A few options side by side, one chosen (the footer's language and theme): native radios in a group named by its
 * label, so the arrow keys move the choice and no script is needed to show it.
 */
export function Segmented<Value extends string>({
  label,
  labelId,
  value,
  options,
  onChange,
}: {
  label: string;
  labelId: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  const name = useId();
  return (
    <div className="theme-switcher">
      <span id={labelId}>{label}</span>
      <div role="radiogroup" aria-labelledby={labelId} className="wk-segmented">
        {options.map((option) => (
          <label key={option.value}>
            <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}
