import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, setPreferenceCookie } from '../preference-cookie';
import { browserStore } from '../storage';
import { addElisionFormatters } from './elision';
import { httpBackend } from './http-backend';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, interfaceLanguage, languages, type Language } from './language';

/**
 * Namespaces of `domain/locales/{lng}/{ns}.json`. `common` and `errors` load at start; the others load with the
 * screens that use them (a lazily loaded screen calls `useTranslation('auth')` and suspends until it arrives).
 */
export const startupNamespaces = ['common', 'errors', 'vocabulary', 'consent'] as const;
export const allNamespaces = ['common', 'errors', 'vocabulary', 'auth', 'account', 'cleaners', 'home', 'onboarding', 'calendar', 'admin', 'properties', 'booking', 'bookings', 'payouts', 'finance', 'messages', 'reviews', 'referrals', 'client-onboarding', 'todos', 'dashboard', 'admin-audit', 'consent', 'admin-marketing', 'admin-users', 'admin-dashboard', 'admin-cleaner-analytics', 'public-pages', 'site-pages', 'blog', 'newsletter', 'contact', 'apps', 'theme-pages', 'impact', 'gallery', 'disputes'] as const;
export type Namespace = (typeof allNamespaces)[number];

export const i18n: I18n = i18next.createInstance();

let frenchForced = false;
let preferredListener: ((language: Language) => void) | null = null;

function applyLanguage(language: string): void {
  dayjs.locale(language === 'en' ? 'en' : 'fr');
  document.documentElement.lang = language;
}

export function initI18n(options: {
  preferred: Language;
  forceFrench: boolean;
  onPreferredLanguageChange?: (language: Language) => void;
  /**
   * A page drawn by the server (site/) brings the catalogues it was drawn with: the interface starts in that language
   * with them (no request, nothing suspends while it hydrates); other namespaces still come from the server.
   */
  bundled?: { language: Language; resources: Record<string, Record<string, unknown>> };
}): Promise<unknown> {
  frenchForced = options.forceFrench;
  preferredListener = options.onPreferredLanguageChange ?? null;
  // Keep the detected choice, as i18next's own detector does, so later visits start from it.
  browserStore('local').setItem(LANGUAGE_STORAGE_KEY, options.preferred);
  setPreferenceCookie(LANGUAGE_COOKIE, options.preferred);
  i18n.on('languageChanged', applyLanguage);
  const ready = i18n
    .use(httpBackend)
    .use(initReactI18next)
    .init({
      lng: options.bundled?.language ?? interfaceLanguage(options.preferred, options.forceFrench),
      ...(options.bundled && {
        resources: { [options.bundled.language]: options.bundled.resources },
        partialBundledLanguages: true,
        initAsync: false,
      }),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...languages],
      load: 'languageOnly',
      ns: options.bundled ? Object.keys(options.bundled.resources) : [...startupNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  // `{{name, de}}` in French strings: d'Anne-Marie, de Marc (the formatter exists once init has begun).
  addElisionFormatters(i18n.services.formatter);
  return ready;
}

/** Records the visitor's choice; the interface follows unless the brand forces French. */
export async function setPreferredLanguage(language: Language): Promise<void> {
  browserStore('local').setItem(LANGUAGE_STORAGE_KEY, language);
  setPreferenceCookie(LANGUAGE_COOKIE, language);
  if (!frenchForced) await i18n.changeLanguage(language);
  preferredListener?.(language);
}

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
}
