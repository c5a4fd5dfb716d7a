import { Suspense, useEffect } from 'react';
import { i18n } from '../lib/i18n/i18n';
import { rememberProvince, redirectTarget } from './domain-redirect';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { LiveProvider } from '../lib/live/live-provider';
import { SessionProvider, useSession } from '../lib/session/session-context';
import { swrConfig } from '../lib/swr-config';
import { AntdProviders } from './antd-providers';
import { BrandContext } from './brand-context';
import { currentBrand } from './current-site';
import { LoadingSplash } from './layout/loading-splash';
import { getRouter } from './router';
import { ThemeProvider } from './theme/theme-context';

/** The full-screen splash stays until the session is known (SPEC section 2). */
function SessionGate() {
  const session = useSession();
  const { status } = session;
  const province = session.status === 'signed-in' ? session.user.province : undefined;
  // The signed-in person's province, known now: SPEC 1's domain rule may send them to the other site (path kept).
  useEffect(() => {
    if (province === undefined) return;
    rememberProvince(province);
    const target = redirectTarget(i18n.language === 'en' ? 'en' : 'fr');
    if (target !== null) window.location.assign(target);
  }, [province]);
  if (status === 'loading') return <LoadingSplash />;
  return <RouterProvider router={getRouter()} />;
}

export function AppRoot() {
  return (
    <BrandContext.Provider value={currentBrand}>
    <ThemeProvider>
      <AntdProviders>
        <SWRConfig value={swrConfig}>
          <SessionProvider>
            <LiveProvider>
              <Suspense fallback={<LoadingSplash />}>
                <SessionGate />
              </Suspense>
            </LiveProvider>
          </SessionProvider>
        </SWRConfig>
      </AntdProviders>
    </ThemeProvider>
    </BrandContext.Provider>
  );
}
