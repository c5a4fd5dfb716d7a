import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage';
import {
  TOKEN_KEY,
  USER_KEY,
  clearStoredSession,
  readStoredSession,
  storeSession,
  updateStoredUser,
  type SessionStores,
} from './session-storage';
import { parseUser, parseUserPayload, type User } from './user';

const ada: User = { id: 'u1', name: 'Ada', email: 'ada@example.ca', role: 'client', language: 'fr' };
const stores = (): SessionStores => ({ local: memoryStore(), session: memoryStore() });

describe('stored session', () => {
  it('keeps a remembered login in localStorage and any other in sessionStorage', () => {
    const remembered = stores();
    storeSession(remembered, { user: ada, token: 't1' }, true);
    expect(remembered.local.getItem(TOKEN_KEY)).toBe('t1');
    expect(remembered.session.getItem(USER_KEY)).toBeNull();

    const tabOnly = stores();
    storeSession(tabOnly, { user: ada, token: 't2' }, false);
    expect(tabOnly.session.getItem(TOKEN_KEY)).toBe('t2');
    expect(tabOnly.local.getItem(USER_KEY)).toBeNull();
    expect(readStoredSession(tabOnly)).toEqual({ user: ada, token: 't2' });
  });

  it('updates the user where it lives and keeps the token unless a new one comes', () => {
    const remembered = stores();
    storeSession(remembered, { user: ada, token: 't1' }, true);
    updateStoredUser(remembered, { ...ada, name: 'Ada L.' }, null);
    expect(readStoredSession(remembered)).toEqual({ user: { ...ada, name: 'Ada L.' }, token: 't1' });
    expect(remembered.session.getItem(USER_KEY)).toBeNull();
  });

  it('clears both storages', () => {
    const both = stores();
    storeSession(both, { user: ada, token: 't1' }, true);
    both.session.setItem(USER_KEY, JSON.stringify(ada));
    clearStoredSession(both);
    expect(readStoredSession(both)).toBeNull();
  });

  it('ignores a malformed stored user', () => {
    const broken = stores();
    broken.session.setItem(USER_KEY, '{not json');
    broken.local.setItem(USER_KEY, JSON.stringify({ id: 'u1' }));
    expect(readStoredSession(broken)).toBeNull();
  });
});

describe('user records', () => {
  it('accepts the documented shape and a null role', () => {
    expect(parseUser({ ...ada, role: null })).toEqual({ ...ada, role: null });
    expect(parseUserPayload({ user: ada, token: 'abc' })).toEqual({ user: ada, token: 'abc' });
    expect(parseUserPayload({ user: ada })).toEqual({ user: ada, token: null });
  });

  it('rejects unknown roles and missing fields', () => {
    expect(parseUser({ ...ada, role: 'owner' })).toBeNull();
    expect(parseUser({ id: 'u1', name: 'Ada' })).toBeNull();
    expect(parseUserPayload({ token: 'abc' })).toBeNull();
  });
});
