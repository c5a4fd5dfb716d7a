import { browserStore, type KeyValueStore } from '../storage';
import { parseUser, type User } from './user';

export const USER_KEY = 'weklean-user';
export const TOKEN_KEY = 'weklean-token';

export type SessionStores = { local: KeyValueStore; session: KeyValueStore };
export type StoredSession = { user: User; token: string | null };

function readFrom(store: KeyValueStore): StoredSession | null {
  const raw = store.getItem(USER_KEY);
  if (raw === null) return null;
  try {
    const user = parseUser(JSON.parse(raw));
    return user === null ? null : { user, token: store.getItem(TOKEN_KEY) };
  } catch {
    return null;
  }
}

/** The stored session: sessionStorage first (this tab's sign-in), then localStorage ("remember me"). */
export function readStoredSession(stores: SessionStores): StoredSession | null {
  return readFrom(stores.session) ?? readFrom(stores.local);
}

export function readStoredToken(stores: SessionStores): string | null {
  return readStoredSession(stores)?.token ?? null;
}

export function clearStoredSession(stores: SessionStores): void {
  for (const store of [stores.session, stores.local]) {
    store.removeItem(USER_KEY);
    store.removeItem(TOKEN_KEY);
  }
}

/** Login with "remember me" keeps the session in localStorage, otherwise (and after signup) in sessionStorage. */
export function storeSession(stores: SessionStores, session: StoredSession, remember: boolean): void {
  clearStoredSession(stores);
  const store = remember ? stores.local : stores.session;
  store.setItem(USER_KEY, JSON.stringify(session.user));
  if (session.token !== null) store.setItem(TOKEN_KEY, session.token);
}

/** Refreshes the stored user (and token when one is given) where it already lives; sessionStorage otherwise. */
export function updateStoredUser(stores: SessionStores, user: User, token: string | null): void {
  const remembered = readFrom(stores.session) === null && readFrom(stores.local) !== null;
  const previousToken = readStoredToken(stores);
  storeSession(stores, { user, token: token ?? previousToken }, remembered);
}

let browserStores: SessionStores | null = null;

/** The browser's storages, probed once. */
export function browserSessionStores(): SessionStores {
  browserStores ??= { local: browserStore('local'), session: browserStore('session') };
  return browserStores;
}
