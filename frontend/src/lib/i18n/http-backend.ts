import type { BackendModule, ResourceKey } from 'i18next';

export function localeUrl(language: string, namespace: string): string {
  return `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
}

function isResource(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Loads catalogues from `GET /locales/{lng}/{ns}.json` (served by the BFF from `domain/locales`). Passing `true` as
 * the callback's data asks i18next to retry (network errors, 5xx, 429), with its own back-off.
 */
export const httpBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const url = localeUrl(language, namespace);
    fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }).then(
      async (response) => {
        if (!response.ok) {
          const retry = response.status >= 500 || response.status === 429;
          callback(new Error(`${url}: ${response.status}`), retry);
          return;
        }
        try {
          const data: unknown = await response.json();
          if (isResource(data)) callback(null, data satisfies ResourceKey);
          else callback(new Error(`${url}: not a catalogue`), false);
        } catch {
          callback(new Error(`${url}: not JSON`), false);
        }
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};
