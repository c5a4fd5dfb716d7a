import { describe, expect, it } from 'vitest';
import { timeLeft } from './expiry';

const now = Date.parse('2026-11-25T14:00:00.000Z');

describe('time left before a pending request expires', () => {
  it('counts hours and minutes, rounding the minutes up', () => {
    expect(timeLeft('2026-11-26T10:12:30.000Z', now)).toEqual({ kind: 'hours', hours: 20, minutes: 13, urgent: false });
  });

  it('is urgent under 3 hours', () => {
    expect(timeLeft('2026-11-25T16:59:00.000Z', now)).toEqual({ kind: 'hours', hours: 2, minutes: 59, urgent: true });
    expect(timeLeft('2026-11-25T17:00:00.000Z', now)).toEqual({ kind: 'hours', hours: 3, minutes: 0, urgent: false });
  });

  it('counts minutes alone in the last hour, never "0 min" while time remains', () => {
    expect(timeLeft('2026-11-25T14:45:00.000Z', now)).toEqual({ kind: 'minutes', minutes: 45, urgent: true });
    expect(timeLeft('2026-11-25T14:00:10.000Z', now)).toEqual({ kind: 'minutes', minutes: 1, urgent: true });
  });

  it('says expired once the time is up, before the worker has moved the booking', () => {
    expect(timeLeft('2026-11-25T14:00:00.000Z', now)).toEqual({ kind: 'expired' });
    expect(timeLeft('2026-11-25T13:00:00.000Z', now)).toEqual({ kind: 'expired' });
  });

  it('shows nothing without a valid expiry', () => {
    expect(timeLeft(null, now)).toBeNull();
    expect(timeLeft('soon', now)).toBeNull();
  });
});
