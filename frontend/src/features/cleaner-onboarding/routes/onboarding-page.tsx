import { Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCleanerMe } from '../api/get-me';
import { ChooseRolePrompt, CleanersOnly, LoadFailed, SignInPrompt } from '../components/onboarding-access';
import { OnboardingWizard } from '../components/onboarding-wizard';
import '../components/onboarding.css';

function Loading() {
  return (
    <div className="onboarding-page" aria-busy="true">
      <Skeleton active paragraph={{ rows: 10 }} />
    </div>
  );
}

/** The signed-in cleaner's onboarding, resumed from `GET /api/cleaners/me`. */
function CleanerOnboarding({ accountName }: { accountName: string }) {
  const { data: me, error, isLoading, mutate } = useCleanerMe();
  const { refresh } = useSession();

  const expired = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    // The session ended on the server: let the session notice, and this page show the sign-in prompt.
    if (expired) void refresh();
  }, [expired, refresh]);

  if (isLoading) return <Loading />;
  if (error !== undefined || me === undefined) return <LoadFailed onRetry={() => void mutate()} />;
  return <OnboardingWizard me={me} accountName={accountName} />;
}

/** `/onboarding`: the cleaner onboarding in three steps (SPEC sections 2 and 4). Public, but only a cleaner can go on. */
export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const session = useSession();
  useDocumentTitle(t('onboarding:page.title'));

  if (session.status === 'loading') return <Loading />;
  if (session.status === 'signed-out') return <SignInPrompt />;
  if (session.user.role === null) return <ChooseRolePrompt />;
  if (session.user.role !== 'cleaner') return <CleanersOnly />;
  return <CleanerOnboarding accountName={session.user.name} />;
}
