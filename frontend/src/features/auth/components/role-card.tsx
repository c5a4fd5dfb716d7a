import type { ReactNode } from 'react';
import type { SelectableRole } from '../api/select-role';

/**
 * One choice of the role radio group. A real (visually hidden) radio input gives keyboard use for free: Tab into the
 * group, arrows to move, Space to pick.
 */
export function RoleCard(props: {
  role: SelectableRole;
  title: string;
  description: string;
  illustration: ReactNode;
  checked: boolean;
  disabled: boolean;
  onSelect: (role: SelectableRole) => void;
}) {
  const { role, title, description, illustration, checked, disabled, onSelect } = props;
  const inputId = `role-${role}`;
  return (
    <label className="role-card" htmlFor={inputId}>
      <input
        id={inputId}
        className="visually-hidden"
        type="radio"
        name="role"
        value={role}
        checked={checked}
        disabled={disabled}
        onChange={() => onSelect(role)}
        aria-describedby={`${inputId}-description`}
      />
      {illustration}
      <span className="role-card-title">{title}</span>
      <span id={`${inputId}-description`} className="role-card-text">
        {description}
      </span>
    </label>
  );
}
