import { useSyncExternalStore } from 'react';
import { browserStore } from '../storage';
import { createConsentStore, type ConsentState, type ConsentStore } from './consent';

let shared: ConsentStore | null = null;

/** The page's one consent store, over localStorage (created on first use, not at import). */
export const consentStore = (): ConsentStore => (shared ??= createConsentStore(browserStore('local')));

/** The visitor's choice and whether the banner shows, following changes. */
export function useConsent(): ConsentState {
  const store = consentStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
