import { Layout, Spin } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { footerlessPatterns } from '../../config/paths';
import { matchesAny } from '../../lib/match-path';
import { rememberPath } from '../../lib/remembered-path';
import { ConsentBanner } from '../../lib/analytics/consent-banner';
import { SiteAnalytics } from '../../lib/analytics/site-analytics';
import { OfflineBanner } from '../../lib/pwa/offline-banner';
import { browserStore } from '../../lib/storage';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { NavigationProgress } from './navigation-progress';
import { QueryToasts } from './query-toasts';
import { SimulatedPaymentsBanner } from './simulated-payments-banner';

function PageFallback() {
  return (
    <div className="page-fallback">
      <Spin />
    </div>
  );
}

/**
 * The chrome around every page: header, page, footer (not on onboarding), toasts from the address, the analytics
 * consent banner and (once accepted) the site analytics.
 */
export function AppLayout() {
  const { t } = useTranslation('common');
  const location = useLocation();

  useEffect(() => {
    rememberPath(browserStore('session'), location.pathname, location.search);
  }, [location.pathname, location.search]);

  return (
    <Layout className="app-shell">
      <a className="skip-link" href="#main">
        {t('common:a11y.skipToContent')}
      </a>
      <SimulatedPaymentsBanner />
      <OfflineBanner />
      <AppHeader />
      <NavigationProgress />
      <Layout.Content id="main" tabIndex={-1} className="app-main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      {matchesAny(footerlessPatterns, location.pathname) ? null : <AppFooter />}
      <ConsentBanner />
      <SiteAnalytics />
      <QueryToasts />
      <ScrollRestoration />
    </Layout>
  );
}
