import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage';
import {
  USER_KEY,
  clearStoredSession,
  openSessionStores,
  readStoredSession,
  storeSession,
  updateStoredUser,
  type SessionStores,
} from './session-storage';
import { parseUser, parseUserPayload, type User } from './user';

const ada: User = { id: 'u1', name: 'Ada', email: 'ada@example.ca', role: 'client', language: 'fr' };
const stores = (): SessionStores => ({ local: memoryStore(), session: memoryStore() });
/** The key under which older versions kept the token (spelled out: it is what their users' browsers hold). */
const TOKEN_KEY = 'weklean-token';
const tokensIn = (s: SessionStores) => [s.local.getItem(TOKEN_KEY), s.session.getItem(TOKEN_KEY)];

describe('stored session', () => {
  it('keeps a remembered login in localStorage and any other in sessionStorage, the user only', () => {
    const remembered = stores();
    storeSession(remembered, { user: ada }, true);
    expect(remembered.local.getItem(USER_KEY)).toBe(JSON.stringify(ada));
    expect(remembered.session.getItem(USER_KEY)).toBeNull();

    const tabOnly = stores();
    storeSession(tabOnly, { user: ada }, false);
    expect(tabOnly.local.getItem(USER_KEY)).toBeNull();
    expect(readStoredSession(tabOnly)).toEqual({ user: ada });
    expect([...tokensIn(remembered), ...tokensIn(tabOnly)]).toEqual([null, null, null, null]);
  });

  it('never stores the token, even when the sign-in answer carried one', () => {
    const remembered = stores();
    // What a login answer looks like on the wire: the token is for API clients, not for the browser's storage.
    const answer = parseUserPayload({ user: ada, token: 'secret-token' })!;
    storeSession(remembered, answer, true);
    updateStoredUser(remembered, { ...ada, name: 'Ada L.' });
    expect(tokensIn(remembered)).toEqual([null, null]);
    expect(JSON.stringify([remembered.local.getItem(USER_KEY), remembered.session.getItem(USER_KEY)])).not.toContain('secret-token');
  });

  it('keeps the private phone number out of the browser’s storage, and reads it from the server’s answer', () => {
    const remembered = stores();
    const answer = parseUserPayload({ user: { ...ada, phone: '+15145550199' } })!;
    expect(answer.user.phone).toBe('+15145550199');
    storeSession(remembered, answer, true);
    updateStoredUser(remembered, answer.user);
    expect(remembered.local.getItem(USER_KEY)).toBe(JSON.stringify(ada));
    expect(readStoredSession(remembered)).toEqual({ user: ada });
    expect(parseUser({ ...ada, phone: '514 555-0199' })).toEqual(ada);
  });

  it('removes a token left by an older version, at start and on sign-in or sign-out', () => {
    const legacy = () => {
      const s = stores();
      s.local.setItem(TOKEN_KEY, 'old-local');
      s.session.setItem(TOKEN_KEY, 'old-session');
      s.local.setItem(USER_KEY, JSON.stringify(ada));
      return s;
    };
    const started = openSessionStores(legacy());
    expect(tokensIn(started)).toEqual([null, null]);
    // The user record stays: the cookie decides whether it is still signed in.
    expect(readStoredSession(started)).toEqual({ user: ada });

    const signedIn = legacy();
    storeSession(signedIn, { user: ada }, false);
    expect(tokensIn(signedIn)).toEqual([null, null]);
    const signedOut = legacy();
    clearStoredSession(signedOut);
    expect(tokensIn(signedOut)).toEqual([null, null]);
  });

  it('updates the user where it lives', () => {
    const remembered = stores();
    storeSession(remembered, { user: ada }, true);
    updateStoredUser(remembered, { ...ada, name: 'Ada L.' });
    expect(readStoredSession(remembered)).toEqual({ user: { ...ada, name: 'Ada L.' } });
    expect(remembered.session.getItem(USER_KEY)).toBeNull();
  });

  it('clears both storages', () => {
    const both = stores();
    storeSession(both, { user: ada }, true);
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
  it('accepts the documented shape and a null role, and leaves the token out of the app', () => {
    expect(parseUser({ ...ada, role: null })).toEqual({ ...ada, role: null });
    expect(parseUserPayload({ user: ada, token: 'abc' })).toEqual({ user: ada });
    expect(parseUserPayload({ user: ada })).toEqual({ user: ada });
  });

  it('rejects unknown roles and missing fields', () => {
    expect(parseUser({ ...ada, role: 'owner' })).toBeNull();
    expect(parseUser({ id: 'u1', name: 'Ada' })).toBeNull();
    expect(parseUserPayload({ token: 'abc' })).toBeNull();
  });
});
