import type { SlotStatus } from '@weklean/domain';
import type { AvailabilityLabel } from './calendar-values';

type Key = `calendar:${string}`;

/** SPEC section 4's availability labels, with the tag colours the public screens use (busier is warmer). */
export const LABEL_DISPLAY = {
  available: { key: 'calendar:labels.available', rule: 'calendar:labels.availableRule', color: 'green' },
  somewhat_busy: { key: 'calendar:labels.somewhat_busy', rule: 'calendar:labels.somewhatBusyRule', color: 'gold' },
  busy: { key: 'calendar:labels.busy', rule: 'calendar:labels.busyRule', color: 'orange' },
  very_busy: { key: 'calendar:labels.very_busy', rule: 'calendar:labels.veryBusyRule', color: 'red' },
} as const satisfies Record<AvailabilityLabel, { key: Key; rule: Key; color: string }>;

export const SLOT_STATUS_DISPLAY = {
  available: { key: 'calendar:slotStatus.available', color: 'green' },
  unavailable: { key: 'calendar:slotStatus.unavailable', color: 'default' },
} as const satisfies Record<SlotStatus, { key: Key; color: string }>;

/** Long weekday names, by the API's numbers (0 = Sunday). */
export const WEEKDAY_KEYS = {
  0: 'calendar:weekdays.0',
  1: 'calendar:weekdays.1',
  2: 'calendar:weekdays.2',
  3: 'calendar:weekdays.3',
  4: 'calendar:weekdays.4',
  5: 'calendar:weekdays.5',
  6: 'calendar:weekdays.6',
} as const satisfies Record<number, Key>;

export function weekdayKey(day: number): Key {
  return WEEKDAY_KEYS[day as keyof typeof WEEKDAY_KEYS];
}
