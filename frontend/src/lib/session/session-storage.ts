import { browserStore, type KeyValueStore } from '../storage';
import { parseUser, type User } from './user';

export const USER_KEY = 'weklean-user';
/**
 * Where older versions kept the session token. The browser app now relies on the HttpOnly session cookie alone (a
 * token in Web Storage can be read by any script that runs on the page), so this key is only ever removed.
 */
export const LEGACY_TOKEN_KEY = 'weklean-token';

export type SessionStores = { local: KeyValueStore; session: KeyValueStore };
/** Only the user record (to show who is signed in before the server answers); never the token. */
export type StoredSession = { user: User };

function readFrom(store: KeyValueStore): StoredSession | null {
  const raw = store.getItem(USER_KEY);
  if (raw === null) return null;
  try {
    const user = parseUser(JSON.parse(raw));
    return user === null ? null : { user };
  } catch {
    return null;
  }
}

/** Removes a token that an older version left in either storage. */
export function removeLegacyToken(stores: SessionStores): void {
  stores.session.removeItem(LEGACY_TOKEN_KEY);
  stores.local.removeItem(LEGACY_TOKEN_KEY);
}

/** The stored session: sessionStorage first (this tab's sign-in), then localStorage ("remember me"). */
export function readStoredSession(stores: SessionStores): StoredSession | null {
  return readFrom(stores.session) ?? readFrom(stores.local);
}

export function clearStoredSession(stores: SessionStores): void {
  for (const store of [stores.session, stores.local]) store.removeItem(USER_KEY);
  removeLegacyToken(stores);
}

/**
 * Login with "remember me" keeps the user in localStorage, otherwise (and after signup) in sessionStorage. The phone
 * number is left out: private, and read fresh by the one screen that shows it (the account settings).
 */
export function storeSession(stores: SessionStores, session: StoredSession, remember: boolean): void {
  clearStoredSession(stores);
  const store = remember ? stores.local : stores.session;
  const { phone: _private, ...kept } = session.user;
  store.setItem(USER_KEY, JSON.stringify(kept));
}

/** Refreshes the stored user where it already lives; sessionStorage otherwise. */
export function updateStoredUser(stores: SessionStores, user: User): void {
  const remembered = readFrom(stores.session) === null && readFrom(stores.local) !== null;
  storeSession(stores, { user }, remembered);
}

/** The storages of a starting app, rid of any token an older version left there. */
export function openSessionStores(stores: SessionStores): SessionStores {
  removeLegacyToken(stores);
  return stores;
}

let browserStores: SessionStores | null = null;

/** The browser's storages, probed (and cleared of a legacy token) once, at start. */
export function browserSessionStores(): SessionStores {
  browserStores ??= openSessionStores({ local: browserStore('local'), session: browserStore('session') });
  return browserStores;
}
