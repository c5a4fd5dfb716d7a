import { ConfigProvider, theme as antdTheme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeName, ThemePagesParts } from './parts';

function Surface({ name, children }: { name: ThemeName; children: ReactNode }) {
  const { t } = useTranslation('theme-pages');
  const { token } = antdTheme.useToken();
  return (
    <section className="theme-column" data-theme={name} style={{ background: token.colorBgLayout, color: token.colorText, borderColor: token.colorBorder }} aria-labelledby={`theme-${name}`}>
      <Typography.Title level={2} id={`theme-${name}`}>
        {t(`theme-pages:names.${name}`)}
      </Typography.Title>
      {children}
    </section>
  );
}

/** One theme's column: everything inside is drawn by antd with that theme, whatever the site's theme is. */
export function ThemeColumn({ theme, children }: { theme: ThemePagesParts['themes'][number]; children: ReactNode }) {
  return (
    // Not inheriting: the site's theme would otherwise lend this column its own tokens (the dark theme's button text on
    // the default teal, the bright theme's text colour on the dark background).
    <ConfigProvider theme={{ ...theme.config, inherit: false }}>
      <Surface name={theme.name}>{children}</Surface>
    </ConfigProvider>
  );
}
