import { Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PREVIOUS_PAGE_KEY } from '../../../lib/remembered-path';
import { useSession } from '../../../lib/session/session-context';
import { browserStore } from '../../../lib/storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClientOnboarding } from '../api/client-onboarding';
import { keepBookingPath } from '../components/destination';
import { OnboardingFlow } from '../components/onboarding-flow';
import type { ClientOnboardingParts } from '../components/parts';
import '../components/client-onboarding.css';

function Loading() {
  return (
    <div className="client-onboarding-page" aria-busy="true">
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}

/** The signed-in client's onboarding, resumed at the step reached (`GET /api/me/client-onboarding`). */
function ClientOnboarding({ name, bookingPath, parts }: { name: string; bookingPath: string | null; parts: ClientOnboardingParts }) {
  const { t } = useTranslation(['client-onboarding', 'common']);
  const { data, error, isLoading, mutate } = useClientOnboarding();
  if (isLoading && data === undefined) return <Loading />;
  if (error !== undefined || data === undefined) {
    return (
      <Result
        status="error"
        title={t('client-onboarding:page.loadFailed')}
        extra={<Button type="primary" onClick={() => void mutate()}>{t('common:actions.retry')}</Button>}
      />
    );
  }
  // Shown once: a client who finished or left it (or had a property before it existed) goes to their home.
  if (data.status === 'completed' || data.status === 'skipped') return <Navigate to={paths.home.href()} replace />;
  return <OnboardingFlow state={data} name={name} bookingPath={bookingPath} PropertyDrawer={parts.PropertyDrawer} />;
}

/**
 * `/client-onboarding` (SPEC sections 2 and 4): welcome, gender, first property, celebration, then the booking form the
 * client came from or the search of cleaners. Public, like the cleaners' onboarding, but only a client can go on.
 */
export default function ClientOnboardingPage({ parts }: { parts: ClientOnboardingParts }) {
  const { t } = useTranslation('client-onboarding');
  const session = useSession();
  useDocumentTitle(t('client-onboarding:page.title'));
  // Read at once: the app remembers this page in place of the booking form a moment later.
  const [bookingPath] = useState(() => {
    const store = browserStore('session');
    return keepBookingPath(store, store.getItem(PREVIOUS_PAGE_KEY));
  });

  if (session.status === 'loading') return <Loading />;
  if (session.status === 'signed-out' || session.user.role !== 'client') {
    const signedOut = session.status === 'signed-out';
    const noRole = !signedOut && session.user.role === null;
    return (
      <Result
        status="info"
        title={t(signedOut ? 'client-onboarding:access.signInTitle' : noRole ? 'client-onboarding:access.chooseRoleTitle' : 'client-onboarding:access.clientsOnlyTitle')}
        extra={
          <Link to={signedOut ? paths.login.href() : noRole ? paths.selectRole.href() : paths.home.href()}>
            {t(signedOut ? 'client-onboarding:access.signIn' : noRole ? 'client-onboarding:access.chooseRole' : 'client-onboarding:access.backHome')}
          </Link>
        }
      />
    );
  }
  return <ClientOnboarding name={session.user.name.split(' ')[0] ?? session.user.name} bookingPath={bookingPath} parts={parts} />;
}
