import { APP_ROUTE_PATTERNS, isAppRoute } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('the route table and the server’s list of pages', () => {
  it('name the same patterns, so that the server answers 404 exactly where the app shows its not-found page', () => {
    const table = Object.values(paths).map((entry) => entry.pattern);
    expect([...APP_ROUTE_PATTERNS].sort()).toEqual([...new Set(table)].sort());
  });

  it('matches a page, a page with a parameter, any letter case and a trailing slash; nothing else', () => {
    expect(isAppRoute('/')).toBe(true);
    expect(isAppRoute('/cleaners/marc-andre-g')).toBe(true);
    expect(isAppRoute('/bookings/b1/confirm')).toBe(true);
    expect(isAppRoute('/Pricing/')).toBe(true);
    expect(isAppRoute('/pricing/extra')).toBe(false);
    expect(isAppRoute('/no-such-page')).toBe(false);
    expect(isAppRoute('/bookings/b1/confirm/more')).toBe(false);
  });
});
