import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import type { Language } from '@weklean/domain';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The server's messages come from the same catalogues as the React app (domain/locales/{lng}/{ns}.json); the API's
 * own texts are in the `api` namespace. French is the default and the fallback.
 */
export function createServerI18n(localesDir: string) {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const lng of ['fr', 'en']) {
    resources[lng] = {};
    for (const file of readdirSync(join(localesDir, lng)).filter((f) => f.endsWith('.json'))) {
      resources[lng]![file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(localesDir, lng, file), 'utf8'));
    }
  }
  const instance = i18next.createInstance();
  // Resources are given inline, so initialisation is synchronous.
  void instance.init({
    resources: resources as Record<string, Record<string, Record<string, string>>>,
    lng: 'fr',
    fallbackLng: 'fr',
    supportedLngs: ['fr', 'en'],
    defaultNS: 'api',
    ns: Object.keys(resources.fr!),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const fixed = new Map<Language, TFunction>([
    ['fr', instance.getFixedT('fr')],
    ['en', instance.getFixedT('en')],
  ]);
  return {
    translator: (lng: Language): Translate => {
      const t = fixed.get(lng)!;
      return (key, params) => t(key, params ?? {}) as string;
    },
  };
}

/** The first of fr/en that the Accept-Language header names (by quality), else French. */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'fr';
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
      return { lng: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const found = ranked.find((entry) => entry.lng === 'fr' || entry.lng === 'en');
  return (found?.lng as Language | undefined) ?? 'fr';
}
