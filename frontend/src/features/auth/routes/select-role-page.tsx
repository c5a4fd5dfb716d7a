import { Button, Typography } from 'antd';
import { useState, type SubmitEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/api-client';
import { isSafeReturnPath } from '../../../lib/remembered-path';
import { useSession } from '../../../lib/session/session-context';
import { useToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSelectRole, type SelectableRole } from '../api/select-role';
import { AuthCard } from '../components/auth-card';
import { RoleCard } from '../components/role-card';
import { CleanerIllustration, HomeownerIllustration } from '../components/role-illustrations';
import '../components/auth.css';

/** The server's `redirectTo` as an in-app path; another site's address is not followed. */
function inAppPath(redirectTo: string | null): string | null {
  if (redirectTo === null) return null;
  if (isSafeReturnPath(redirectTo)) return redirectTo;
  try {
    const url = new URL(redirectTo);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** `/auth/select-role`: a new account chooses to be a client (homeowner) or a cleaner. */
export default function SelectRolePage() {
  const { t } = useTranslation(['auth', 'common']);
  const [role, setRole] = useState<SelectableRole | null>(null);
  const { trigger, isMutating } = useSelectRole();
  const { refresh } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  useDocumentTitle(t('auth:selectRole.title'));

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (role === null) return;
    try {
      const redirectTo = await trigger(role);
      await refresh();
      void navigate(inAppPath(redirectTo) ?? paths.home.href(), { replace: true });
    } catch (error) {
      // A network failure gets the generic text too (SPEC section 8).
      const text = failureMessage(error, { fallback: t('auth:roleSelectionError'), nonJson: t('auth:roleSelectionError') });
      toast.error(t('common:toast.errorTitle'), text);
    }
  };

  return (
    <div className="role-screen">
      <AuthCard title={t('auth:selectRole.title')} intro={t('auth:selectRole.intro')}>
        <form onSubmit={(event) => void onSubmit(event)}>
          <fieldset className="role-cards">
            <legend className="visually-hidden">{t('auth:selectRole.legend')}</legend>
            <RoleCard
              role="client"
              title={t('auth:selectRole.client.title')}
              description={t('auth:selectRole.client.description')}
              illustration={<HomeownerIllustration />}
              checked={role === 'client'}
              disabled={isMutating}
              onSelect={setRole}
            />
            <RoleCard
              role="cleaner"
              title={t('auth:selectRole.cleaner.title')}
              description={t('auth:selectRole.cleaner.description')}
              illustration={<CleanerIllustration />}
              checked={role === 'cleaner'}
              disabled={isMutating}
              onSelect={setRole}
            />
          </fieldset>
          <Typography.Paragraph type="secondary" className="role-terms">
            <Trans i18nKey="auth:selectRole.terms" t={t} components={{ termsLink: <Link to={paths.terms.href()} /> }} />
          </Typography.Paragraph>
          <Button type="primary" htmlType="submit" block disabled={role === null || isMutating} loading={isMutating}>
            {t('auth:selectRole.continue')}
          </Button>
        </form>
      </AuthCard>
    </div>
  );
}
