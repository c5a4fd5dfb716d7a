import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setPreferredLanguage } from '../../lib/i18n/i18n';
import { languages, type Language } from '../../lib/i18n/language';
import { currentBrand } from '../current-site';

/** Footer language choice, kept under i18nextLng. The French brand's interface is always French: no choice there. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  if (currentBrand.forceFrench) return null;
  return (
    <div className="theme-switcher">
      <span id="language-switcher-label">{t('common:language.label')}</span>
      <Segmented<Language>
        aria-labelledby="language-switcher-label"
        size="small"
        value={i18n.resolvedLanguage === 'en' ? 'en' : currentLanguage()}
        onChange={(language) => void setPreferredLanguage(language)}
        options={languages.map((language) => ({ value: language, label: t(`common:language.${language}`) }))}
      />
    </div>
  );
}
