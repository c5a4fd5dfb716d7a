import { useTranslation } from 'react-i18next';
import { Segmented } from '../../lib/ui/segmented';
import { useTheme } from '../theme/theme-context';
import { themeNames, type ThemeName } from '../theme/theme-name';

export function ThemeSwitcher() {
  const { t } = useTranslation('common');
  const { theme, setTheme } = useTheme();
  return (
    <Segmented<ThemeName>
      label={t('common:theme.label')}
      labelId="theme-switcher-label"
      value={theme}
      onChange={setTheme}
      options={themeNames.map((name) => ({ value: name, label: t(`common:theme.${name}`) }))}
    />
  );
}
