import { useTranslation } from 'react-i18next';
import type { Language } from './language';

/** The interface language, following changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
}
