import { useSyncExternalStore } from 'react';
import { browserStore } from '../storage';
import { createConsentStore, type ConsentState, type ConsentStore } from './consent';

let shared: ConsentStore | null = null;

/** The page's one consent store, over localStorage (created on first use, not at import). */
export const consentStore = (): ConsentStore => (shared ??= createConsentStore(browserStore('local')));

/** On the server, and while a server-drawn page hydrates: no choice known, no banner (it shows once hydrated). */
const SERVER_STATE: ConsentState = { choice: null, open: false };
const serverState = () => SERVER_STATE;

/** The visitor's choice and whether the banner shows, following changes. */
export function useConsent(): ConsentState {
  const store = typeof window === 'undefined' ? null : consentStore();
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? serverState, serverState);
}

const noSubscription = () => () => undefined;
