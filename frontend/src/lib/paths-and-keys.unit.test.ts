import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { matchesPattern } from './match-path';
import { firstKey } from './swr-config';

describe('route table', () => {
  it('builds links with parameters and queries', () => {
    expect(paths.bookingDetails.href({ bookingId: 'b 1' })).toBe('/bookings/b%201');
    expect(paths.bookingAction.href({ bookingId: '9', action: 'confirm' })).toBe('/bookings/9/confirm');
    expect(paths.auth.href({ tab: 'signup' })).toBe('/auth?tab=signup');
    expect(paths.login.href()).toBe('/login');
  });

  it('matches patterns', () => {
    expect(matchesPattern('/admin/cleaners/:cleanerId', '/admin/cleaners/4')).toBe(true);
    expect(matchesPattern('/admin/cleaners/:cleanerId', '/admin/cleaners')).toBe(false);
    expect(matchesPattern('/reset-password/*', '/reset-password/abc/def')).toBe(true);
    expect(matchesPattern('/', '/')).toBe(true);
  });
});

describe('default fetcher key', () => {
  it('takes the first item of an array key', () => {
    expect(firstKey('/api/a')).toBe('/api/a');
    expect(firstKey(['/api/b', 2])).toBe('/api/b');
    expect(() => firstKey([1])).toThrow(TypeError);
  });
});
