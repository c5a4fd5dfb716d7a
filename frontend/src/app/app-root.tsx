import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { LiveProvider } from '../lib/live/live-provider';
import { SessionProvider, useSession } from '../lib/session/session-context';
import { swrConfig } from '../lib/swr-config';
import { AntdProviders } from './antd-providers';
import { LoadingSplash } from './layout/loading-splash';
import { getRouter } from './router';
import { ThemeProvider } from './theme/theme-context';

/** The full-screen splash stays until the session is known (SPEC section 2). */
function SessionGate() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingSplash />;
  return <RouterProvider router={getRouter()} />;
}

export function AppRoot() {
  return (
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
  );
}
