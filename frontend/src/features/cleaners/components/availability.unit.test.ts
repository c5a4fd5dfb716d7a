import { describe, expect, it } from 'vitest';
import { AVAILABILITY_LABELS } from '../api/cleaner-types';
import { availabilityDisplay } from './availability';

describe('availability label', () => {
  it('gives each of the four labels its own text and colour', () => {
    expect(availabilityDisplay('available')).toEqual({ key: 'cleaners:availability.available', color: 'green' });
    expect(availabilityDisplay('somewhat_busy')).toEqual({ key: 'cleaners:availability.somewhat_busy', color: 'gold' });
    expect(availabilityDisplay('busy')).toEqual({ key: 'cleaners:availability.busy', color: 'orange' });
    expect(availabilityDisplay('very_busy')).toEqual({ key: 'cleaners:availability.very_busy', color: 'red' });
    const keys = AVAILABILITY_LABELS.map((label) => availabilityDisplay(label)?.key);
    expect(new Set(keys).size).toBe(AVAILABILITY_LABELS.length);
  });

  it('shows nothing when the API gave no label', () => {
    expect(availabilityDisplay(null)).toBeNull();
  });
});
