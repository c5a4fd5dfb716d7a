import type { AvailabilityLabel } from '../api/cleaner-types';

/** SPEC section 4's availability labels, each with its catalogue text and tag colour (busier is warmer). */
export const AVAILABILITY_DISPLAY = {
  available: { key: 'cleaners:availability.available', color: 'green' },
  somewhat_busy: { key: 'cleaners:availability.somewhat_busy', color: 'gold' },
  busy: { key: 'cleaners:availability.busy', color: 'orange' },
  very_busy: { key: 'cleaners:availability.very_busy', color: 'red' },
} as const satisfies Record<AvailabilityLabel, { key: `cleaners:${string}`; color: string }>;

export type AvailabilityDisplay = (typeof AVAILABILITY_DISPLAY)[AvailabilityLabel];

/** Null when the API gave no label (nothing is shown rather than a guess). */
export function availabilityDisplay(label: AvailabilityLabel | null): AvailabilityDisplay | null {
  return label === null ? null : AVAILABILITY_DISPLAY[label];
}

export const UPCOMING_DAYS = 14;
