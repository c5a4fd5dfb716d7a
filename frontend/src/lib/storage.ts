/** The part of the Web Storage API the app uses; tests pass an in-memory one. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const fallbacks = { local: memoryStore(), session: memoryStore() };

/**
 * localStorage or sessionStorage, or an in-memory stand-in where the browser refuses storage (private modes,
 * blocked cookies): reading `window.localStorage` itself can throw there.
 */
export function browserStore(kind: 'local' | 'session'): KeyValueStore {
  try {
    const store = kind === 'local' ? window.localStorage : window.sessionStorage;
    const probe = '__weklean_probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    return fallbacks[kind];
  }
}
