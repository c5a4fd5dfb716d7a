import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import { useSyncExternalStore, type ReactNode } from 'react';
import { currentLanguage, i18n } from '../lib/i18n/i18n';
import { TOAST_DURATION_SECONDS } from '../lib/toast';
import { themeConfig } from './theme/theme-config';
import { useTheme } from './theme/theme-context';

function subscribeToLanguage(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * antd's locale and theme follow the interface language and the chosen theme; toasts come one at a time, at the
 * bottom, where they cover no navigation (at the top they hid the account menu for their 5 s, issue 30).
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribeToLanguage, currentLanguage);
  const { theme } = useTheme();
  return (
    <ConfigProvider locale={language === 'en' ? enUS : frFR} theme={themeConfig(theme)}>
      <App className="antd-app" notification={{ maxCount: 1, duration: TOAST_DURATION_SECONDS, placement: 'bottomRight' }}>
        {children}
      </App>
    </ConfigProvider>
  );
}
