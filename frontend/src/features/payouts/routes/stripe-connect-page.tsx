import { Alert, Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { syncAccount } from '../api/payouts-api';

/** `/profile` opened at the account settings, where the payout account shows. */
const PROFILE_ACCOUNT = `${paths.profile.href()}?tab=account`;

/**
 * Stripe's hosted onboarding comes back to `return`: the account is read again from Stripe, then `/profile` shows it
 * (SPEC section 2). A failed read says so, with the way to the profile.
 */
export function StripeConnectReturnPage() {
  const { t } = useTranslation(['payouts', 'errors']);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  useDocumentTitle(t('payouts:connect.title'));
  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      try {
        await syncAccount();
        if (!cancelled) void navigate(PROFILE_ACCOUNT, { replace: true });
      } catch (error) {
        if (!cancelled) setProblem(failureMessage(error, { fallback: t('payouts:connect.failed'), nonJson: t('errors:server') }));
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [navigate, t]);
  if (problem) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('payouts:connect.failed')}
        description={problem}
        action={<Button onClick={() => void navigate(PROFILE_ACCOUNT)}>{t('payouts:connect.back')}</Button>}
      />
    );
  }
  return (
    <div className="payouts-connect" role="status">
      <Spin />
      <span>{t('payouts:connect.return')}</span>
    </div>
  );
}

/**
 * Stripe's `refresh` (its link expired or was used): to `/profile` (SPEC section 2), where the account's state shows
 * and the payouts page's "Continue" asks Stripe for a fresh link.
 */
export function StripeConnectRefreshPage() {
  return <Navigate to={PROFILE_ACCOUNT} replace />;
}
