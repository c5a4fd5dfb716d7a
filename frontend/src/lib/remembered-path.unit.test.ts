import { describe, expect, it } from 'vitest';
import { PREVIOUS_PAGE_KEY, readRememberedPath, rememberPath, shouldRememberPath } from './remembered-path';
import { memoryStore } from './storage';

describe('remembered path', () => {
  it('remembers ordinary pages, with their query', () => {
    const store = memoryStore();
    rememberPath(store, '/bookings/42', '?tab=photos');
    expect(store.getItem(PREVIOUS_PAGE_KEY)).toBe('/bookings/42?tab=photos');
    expect(readRememberedPath(store)).toBe('/bookings/42?tab=photos');
  });

  it('never remembers the home, login, auth and reset-password pages', () => {
    for (const pathname of ['/', '/login', '/auth', '/auth/', '/auth/success', '/auth/select-role', '/register', '/reset-password/abc']) {
      expect(shouldRememberPath(pathname), pathname).toBe(false);
    }
    const store = memoryStore();
    rememberPath(store, '/profile');
    rememberPath(store, '/login');
    expect(readRememberedPath(store)).toBe('/profile');
  });

  it('returns home by default', () => {
    expect(readRememberedPath(memoryStore())).toBe('/');
  });

  it('refuses a tampered value pointing to another site', () => {
    const store = memoryStore();
    store.setItem(PREVIOUS_PAGE_KEY, '//evil.example/steal');
    expect(readRememberedPath(store)).toBe('/');
    store.setItem(PREVIOUS_PAGE_KEY, 'https://evil.example');
    expect(readRememberedPath(store)).toBe('/');
  });
});
