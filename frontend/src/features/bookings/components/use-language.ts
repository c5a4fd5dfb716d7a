import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n/language';

/** The interface language, following changes (the translation hook re-renders on them). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
}
