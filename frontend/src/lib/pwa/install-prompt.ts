import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

let captured: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's offer to install the app (Chrome, Edge on Android and desktop) for the /apps page's button
 * instead of its own mini-bar; started as the app boots, before the event may fire.
 */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    captured = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    captured = null;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether the browser offers to install the app now, and `install()` to show its prompt (once: a prompt shown is
 * spent, whatever the answer). Returns whether the person accepted.
 */
export function useInstallPrompt(): { available: boolean; install: () => Promise<boolean> } {
  const event = useSyncExternalStore(subscribe, () => captured, () => null);
  return {
    available: event !== null,
    install: async () => {
      if (event === null) return false;
      captured = null;
      changed();
      await event.prompt();
      return (await event.userChoice).outcome === 'accepted';
    },
  };
}

/** Whether the page runs as the installed app (its own window, not a browser tab). */
export const runsInstalled = (): boolean =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true);
