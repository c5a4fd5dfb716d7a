import { useTranslation } from 'react-i18next';
import { currentLanguage, setPreferredLanguage } from '../../lib/i18n/i18n';
import { languages, type Language } from '../../lib/i18n/language';
import { Segmented } from '../../lib/ui/segmented';
import { useBrand } from '../brand-context';

/** Footer language choice, kept under i18nextLng. The French brand's interface is always French: no choice there. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  if (useBrand().forceFrench) return null;
  return (
    <Segmented<Language>
      label={t('common:language.label')}
      labelId="language-switcher-label"
      value={i18n.resolvedLanguage === 'en' ? 'en' : currentLanguage()}
      onChange={(language) => void setPreferredLanguage(language)}
      options={languages.map((language) => ({ value: language, label: t(`common:language.${language}`) }))}
    />
  );
}
