import { describe, expect, it } from 'vitest';
import { decideAccess, isAdminAreaPath, type Viewer } from './access-rules';

const signedOut: Viewer = { status: 'signed-out', endedByUser: false };
const loggedOutOnPurpose: Viewer = { status: 'signed-out', endedByUser: true };
const as = (role: 'client' | 'cleaner' | 'admin' | null): Viewer => ({ status: 'signed-in', role });
const allow = { kind: 'allow' };
const to = (path: string, remember = false) => ({ kind: 'redirect', to: path, remember });

describe('route groups', () => {
  it('waits while the user loads', () => {
    expect(decideAccess('signed-in', '/bookings', { status: 'loading' })).toEqual({ kind: 'wait' });
  });

  it('shows public pages to everyone but admins', () => {
    expect(decideAccess('public', '/', signedOut)).toEqual(allow);
    expect(decideAccess('public', '/gallery', as('client'))).toEqual(allow);
    expect(decideAccess('public', '/nowhere', as(null))).toEqual(allow);
  });

  it('sends signed-out visitors of signed-in pages to /login, remembering the page', () => {
    for (const path of ['/bookings', '/bookings/7', '/bookings/7/confirm', '/profile', '/messages']) {
      expect(decideAccess('signed-in', path, signedOut), path).toEqual(to('/login', true));
    }
    expect(decideAccess('client', '/properties', signedOut)).toEqual(to('/login', true));
    expect(decideAccess('admin', '/admin', signedOut)).toEqual(to('/login', true));
  });

  it('closes a protected page without the login detour after a deliberate sign-out', () => {
    expect(decideAccess('signed-in', '/profile', loggedOutOnPurpose)).toEqual(to('/'));
  });

  it('keeps properties for clients', () => {
    expect(decideAccess('client', '/properties', as('client'))).toEqual(allow);
    expect(decideAccess('client', '/properties', as('cleaner'))).toEqual(to('/'));
    expect(decideAccess('client', '/properties', as(null))).toEqual(to('/'));
  });

  it('sends signed-in users away from logged-out-only pages', () => {
    expect(decideAccess('guest', '/login', as('client'))).toEqual(to('/profile'));
    expect(decideAccess('guest', '/register', as('cleaner'))).toEqual(to('/profile'));
    expect(decideAccess('guest', '/auth', as(null))).toEqual(to('/profile'));
    expect(decideAccess('guest', '/referral-program', as('client'))).toEqual(to('/referrals'));
    expect(decideAccess('guest', '/forgot-password', as('client'))).toEqual(to('/'));
    expect(decideAccess('guest', '/login', signedOut)).toEqual(allow);
  });

  it('offers the role choice only to a signed-in person without a role', () => {
    expect(decideAccess('no-role', '/auth/select-role', as(null))).toEqual(allow);
    expect(decideAccess('no-role', '/auth/select-role', signedOut)).toEqual(to('/auth?tab=signup'));
    expect(decideAccess('no-role', '/auth/select-role', loggedOutOnPurpose)).toEqual(to('/auth?tab=signup'));
    expect(decideAccess('no-role', '/auth/select-role', as('client'))).toEqual(to('/'));
    expect(decideAccess('no-role', '/auth/select-role', as('cleaner'))).toEqual(to('/'));
    expect(decideAccess('no-role', '/auth/select-role', as('admin'))).toEqual(to('/admin'));
  });

  it('keeps admins in the admin area', () => {
    for (const path of ['/', '/profile/calendar', '/bookings', '/login', '/nowhere', '/admin/unknown', '/messages']) {
      expect(decideAccess('public', path, as('admin')), path).toEqual(to('/admin'));
    }
    for (const path of ['/admin', '/admin/health', '/admin/users', '/admin/cleaners/12', '/admin/account', '/admin/referrals', '/payouts', '/admin/', '/admin/disputes', '/admin/disputes/d-1']) {
      expect(isAdminAreaPath(path), path).toBe(true);
      expect(decideAccess('admin', path, as('admin')), path).toEqual(allow);
    }
  });

  it('sends an admin asking for their account or the referral programme to the admin area’s own pages', () => {
    expect(decideAccess('signed-in', '/profile', as('admin'))).toEqual(to('/admin/account'));
    expect(decideAccess('signed-in', '/profile/', as('admin'))).toEqual(to('/admin/account'));
    expect(decideAccess('signed-in', '/referrals', as('admin'))).toEqual(to('/admin/referrals'));
    expect(decideAccess('guest', '/referral-program', as('admin'))).toEqual(to('/admin/referrals'));
    expect(decideAccess('signed-in', '/profile', as('client'))).toEqual(allow);
  });

  it('keeps non-admins out of the admin area', () => {
    expect(decideAccess('admin', '/admin/account', as('cleaner'))).toEqual(to('/'));
    expect(decideAccess('admin', '/admin/health', as('client'))).toEqual(to('/'));
    expect(decideAccess('admin', '/admin/disputes', as('client'))).toEqual(to('/'));
    expect(decideAccess('admin', '/admin/disputes/d-1', as('cleaner'))).toEqual(to('/'));
  });
});
