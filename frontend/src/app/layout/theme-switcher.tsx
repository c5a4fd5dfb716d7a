import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../theme/theme-context';
import { themeNames, type ThemeName } from '../theme/theme-name';

export function ThemeSwitcher() {
  const { t } = useTranslation('common');
  const { theme, setTheme } = useTheme();
  return (
    <div className="theme-switcher">
      <span id="theme-switcher-label">{t('common:theme.label')}</span>
      <Segmented<ThemeName>
        aria-labelledby="theme-switcher-label"
        size="small"
        value={theme}
        onChange={setTheme}
        options={themeNames.map((name) => ({ value: name, label: t(`common:theme.${name}`) }))}
      />
    </div>
  );
}
