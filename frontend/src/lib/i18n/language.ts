export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
/** Where the visitor's language choice is kept (the name i18next's own detector uses). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** `fr`, `fr-CA`, `FR_ca` → fr; `en-US` → en; anything else → null. */
export function normalizeLanguage(value: string | null | undefined): Language | null {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'fr' || primary === 'en' ? primary : null;
}

/**
 * The visitor's preferred language: the stored choice, else the browser's language, else French (SPEC section 1:
 * a browser language that is neither French nor English gives French).
 */
export function detectPreferredLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  return normalizeLanguage(stored) ?? normalizeLanguage(browserLanguage) ?? DEFAULT_LANGUAGE;
}

/** The interface language: the preferred one, except on the French brand where the interface is always French. */
export function interfaceLanguage(preferred: Language, forceFrench: boolean): Language {
  return forceFrench ? 'fr' : preferred;
}
