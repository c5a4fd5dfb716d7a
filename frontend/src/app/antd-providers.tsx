import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import { useSyncExternalStore, type ReactNode } from 'react';
import { currentLanguage, i18n } from '../lib/i18n/i18n';
import { Toaster } from '../lib/toaster';
import { themeConfig } from './theme/theme-config';
import { useTheme } from './theme/theme-context';

function subscribeToLanguage(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** antd's locale and theme follow the interface language and the chosen theme; the toasts are drawn in that theme. */
export function AntdProviders({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribeToLanguage, currentLanguage);
  const { theme } = useTheme();
  return (
    <ConfigProvider locale={language === 'en' ? enUS : frFR} theme={themeConfig(theme)}>
      <App className="antd-app">
        {children}
        <Toaster />
      </App>
    </ConfigProvider>
  );
}
