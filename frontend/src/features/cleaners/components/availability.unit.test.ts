import { describe, expect, it } from 'vitest';
import type { Slot } from '../api/cleaner-types';
import { AVAILABILITY_LABELS } from '../api/cleaner-types';
import { addDays, availabilityDisplay, upcomingDays } from './availability';

const slot = (date: string, startTime: string, status: Slot['status'] = 'available'): Slot => ({
  date,
  startTime,
  endTime: '23:00',
  status,
});

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

describe('the next 14 days of slots', () => {
  it('counts days on the calendar across month ends and the daylight-saving change', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('lists the 14 days from today, empty days included', () => {
    const days = upcomingDays([], '2026-06-25');
    expect(days).toHaveLength(14);
    expect(days[0]?.date).toBe('2026-06-25');
    expect(days[13]?.date).toBe('2026-07-08');
    expect(days.every((day) => day.slots.length === 0)).toBe(true);
  });

  it('puts each slot on its day, by start time, and leaves out days before today or after the 14th', () => {
    const days = upcomingDays(
      [
        slot('2026-06-24', '09:00'),
        slot('2026-06-25', '13:00', 'unavailable'),
        slot('2026-06-25', '08:00'),
        slot('2026-07-08', '10:00'),
        slot('2026-07-09', '10:00'),
      ],
      '2026-06-25',
    );
    expect(days[0]?.slots.map((entry) => entry.startTime)).toEqual(['08:00', '13:00']);
    expect(days[13]?.slots).toHaveLength(1);
    expect(days.flatMap((day) => day.slots)).toHaveLength(3);
  });
});
