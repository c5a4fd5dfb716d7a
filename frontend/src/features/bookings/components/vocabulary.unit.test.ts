import { BOOKING_STATUSES, PROGRESS_LABELS, bookingEventTypes } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import { HISTORY_KEYS, PROGRESS_DISPLAY, STATUS_DISPLAY, historyLabelKey, progressDisplay } from './vocabulary';

describe('booking labels and colours', () => {
  it('gives every progress label its own colour, warm for a late or absent cleaner', () => {
    const colours = PROGRESS_LABELS.map((label) => PROGRESS_DISPLAY[label].color);
    expect(new Set(colours).size).toBe(PROGRESS_LABELS.length);
    expect(PROGRESS_DISPLAY.cleaner_late.color).toBe('orange');
    expect(PROGRESS_DISPLAY.cleaner_no_show.color).toBe('red');
    expect(PROGRESS_DISPLAY.completed.color).toBe('green');
  });

  it('shows the progress beside the status unless it only repeats it', () => {
    expect(progressDisplay(null, 'confirmed')).toBeNull();
    expect(progressDisplay('pending', 'pending')).toBeNull();
    expect(progressDisplay('in_progress', 'in_progress')).toBeNull();
    expect(progressDisplay('awaiting_payment', 'confirmed')?.key).toBe('bookings:progress.awaiting_payment');
    expect(progressDisplay('cleaner_late', 'confirmed')?.color).toBe('orange');
  });

  it('labels every status', () => {
    for (const status of BOOKING_STATUSES) expect(STATUS_DISPLAY[status].key).toBe(`bookings:status.${status}`);
  });

  it('labels the known history events and leaves unknown ones to show their raw type', () => {
    // Every event of a booking's stream has its label, and nothing else.
    expect(Object.keys(HISTORY_KEYS).sort()).toEqual([...bookingEventTypes].sort());
    expect(historyLabelKey('BookingPunchedIn')).toBe('bookings:history.event.BookingPunchedIn');
    expect(historyLabelKey('BookingRatedByClient')).toBeNull();
    expect(historyLabelKey('toString')).toBeNull();
  });
});
