import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { BrandContext } from '../app/brand-context';
import { GuestHeader } from '../app/layout/guest-header';
import { AppFooter } from '../app/layout/app-footer';
import { brands } from '../app/site-config';
import { ThemeProvider } from '../app/theme/theme-context';
import { ConsentBanner } from '../lib/analytics/consent-banner';
import { SiteAnalytics } from '../lib/analytics/site-analytics';
import { VisitorSessionProvider } from '../lib/session/session-context';
import { swrConfig } from '../lib/swr-config';
import type { SiteData } from './site-data';
import './site.css';

/**
 * A public page as the server draws it for a visitor, and as the browser hydrates it: the visitor's header, the
 * page, the footer, the consent banner and (once accepted) the analytics; no antd, no session, no router of the app.
 * Its links lead to other pages by a full load (see entry-client.tsx).
 */
export function SiteApp({ data, Page }: { data: Pick<SiteData, 'brandId' | 'theme' | 'fallback'>; Page: ComponentType }) {
  const { t } = useTranslation('common');
  const swr = useMemo(() => ({ ...swrConfig, fallback: data.fallback }), [data.fallback]);
  return (
    <BrandContext.Provider value={brands[data.brandId]}>
      <ThemeProvider serverTheme={data.theme}>
        <SWRConfig value={swr}>
          <VisitorSessionProvider>
            <div className="app-shell site-shell">
              <a className="skip-link" href="#main">
                {t('common:a11y.skipToContent')}
              </a>
              <GuestHeader />
              <main id="main" tabIndex={-1} className="app-main">
                <Page />
              </main>
              <AppFooter />
              <ConsentBanner />
              <SiteAnalytics />
            </div>
          </VisitorSessionProvider>
        </SWRConfig>
      </ThemeProvider>
    </BrandContext.Provider>
  );
}
