import type { KeyValueStore } from '../storage';

/** The visitor's choice about analytics (Quebec's Law 25), kept in localStorage under this key. */
export const CONSENT_STORAGE_KEY = 'weklean-analytics-consent';
/** The random id of a visitor who accepted (kept only after they accept; removed when they refuse). */
export const VISITOR_ID_STORAGE_KEY = 'weklean-visitor-id';

export type ConsentChoice = 'accepted' | 'refused';
/** `open`: the banner shows (no choice yet, or the visitor asked to change theirs from the footer). */
export type ConsentState = { choice: ConsentChoice | null; open: boolean };

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * A random v4 UUID: crypto.randomUUID where the page is a secure context, else the same from getRandomValues (which
 * plain-HTTP pages have too, e.g. an English host tried locally over http).
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const readChoice = (store: KeyValueStore): ConsentChoice | null => {
  const value = store.getItem(CONSENT_STORAGE_KEY);
  return value === 'accepted' || value === 'refused' ? value : null;
};

/**
 * The consent, as one small store the banner, the footer link and the sender share (useSyncExternalStore reads it):
 * nothing is sent and no id is kept before the visitor accepts, nor after they refuse (docs/decisions.md).
 */
export function createConsentStore(store: KeyValueStore, randomId: () => string = randomUuid) {
  let state: ConsentState = { choice: readChoice(store), open: readChoice(store) === null };
  const listeners = new Set<() => void>();
  const set = (next: ConsentState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: (): ConsentState => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    choose(choice: ConsentChoice) {
      store.setItem(CONSENT_STORAGE_KEY, choice);
      if (choice === 'refused') store.removeItem(VISITOR_ID_STORAGE_KEY);
      set({ choice, open: false });
    },
    /** The footer's "Témoins" link: the banner shows again, the current choice kept until another is made. */
    reopen: () => set({ ...state, open: true }),
    /** The visitor's id, drawn on first use: null unless they accepted. */
    visitorId(): string | null {
      if (state.choice !== 'accepted') return null;
      const kept = store.getItem(VISITOR_ID_STORAGE_KEY);
      if (kept !== null && UUID_V4.test(kept)) return kept;
      const drawn = randomId();
      store.setItem(VISITOR_ID_STORAGE_KEY, drawn);
      return drawn;
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;
