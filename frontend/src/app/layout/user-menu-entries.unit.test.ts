import { describe, expect, it } from 'vitest';
import { userMenuEntries } from './user-menu-entries';

const keys = (role: Parameters<typeof userMenuEntries>[0]) => userMenuEntries(role).map((entry) => entry.key);

describe('user menu by role', () => {
  it('matches the spec for each role', () => {
    expect(keys('client')).toEqual(['account', 'bookings', 'properties', 'messages', 'referrals', 'logout']);
    expect(keys('cleaner')).toEqual(['account', 'bookings', 'payouts', 'messages', 'referrals', 'logout']);
    expect(keys('admin')).toEqual(['account', 'admin', 'health', 'disputes', 'referrals', 'logout']);
    expect(keys(null)).toEqual(['account', 'bookings', 'messages', 'referrals', 'logout']);
  });

  it('links to the spec paths and badges only messages', () => {
    const links = userMenuEntries('cleaner').flatMap((entry) => (entry.kind === 'link' ? [entry] : []));
    expect(links.map((entry) => entry.href)).toEqual(['/profile', '/bookings', '/profile/payouts', '/messages', '/referrals']);
    expect(links.filter((entry) => entry.unreadBadge).map((entry) => entry.key)).toEqual(['messages']);
  });

  it('opens the admin area’s own account and referral programme pages for an admin', () => {
    const links = userMenuEntries('admin').flatMap((entry) => (entry.kind === 'link' ? [entry] : []));
    expect(links.map((entry) => entry.href)).toEqual(['/admin/account', '/admin', '/admin/health', '/admin/disputes', '/admin/referrals']);
  });
});
