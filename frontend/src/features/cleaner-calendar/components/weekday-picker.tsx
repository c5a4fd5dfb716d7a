import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { WEEKDAY_ORDER, toggleWeekday } from './calendar-values';
import { weekdayKey } from './vocabulary';

type Props = {
  value?: number[];
  onChange?: (days: number[]) => void;
  /** Given by the form item: its label points here, its help and error describe the group. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
};

/**
 * The weekdays of weekly working hours: seven toggle buttons (`aria-pressed`) in a named group, so that several days
 * can be picked and each shows it is on (a checkmark and the filled primary style), never one choice among seven.
 * Not a checkbox group: the form item's `aria-required` is not allowed on one (axe's aria-allowed-attr, issue 30).
 */
export function WeekdayPicker({ value = [], onChange, id, ...aria }: Props) {
  const { t } = useTranslation('calendar');
  return (
    <div
      role="group"
      id={id}
      aria-label={t('calendar:blockForm.days')}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid']}
      className="weekday-picker"
    >
      {WEEKDAY_ORDER.map((day) => {
        const pressed = value.includes(day);
        return (
          <Button key={day} type={pressed ? 'primary' : 'default'} aria-pressed={pressed} onClick={() => onChange?.(toggleWeekday(value, day))}>
            {pressed ? <span aria-hidden="true">✓ </span> : null}
            {t(weekdayKey(day))}
          </Button>
        );
      })}
    </div>
  );
}
