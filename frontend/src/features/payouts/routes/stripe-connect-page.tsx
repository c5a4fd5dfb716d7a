import { Alert, Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { freshAccountLink, syncAccount } from '../api/payouts-api';

/**
 * Stripe's hosted onboarding comes back here: `return` reads the account again and opens the payouts page; `refresh`
 * (the link expired) asks for a new link and goes back to Stripe.
 */
function StripeConnect({ step }: { step: 'return' | 'refresh' }) {
  const { t } = useTranslation(['payouts', 'errors']);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  useDocumentTitle(t('payouts:connect.title'));
  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      try {
        if (step === 'return') {
          await syncAccount();
          if (!cancelled) void navigate(paths.profilePayouts.href(), { replace: true });
        } else {
          const { onboardingUrl } = await freshAccountLink();
          if (cancelled) return;
          if (onboardingUrl) window.location.assign(onboardingUrl);
          else setProblem(t('payouts:connect.noLink'));
        }
      } catch (error) {
        if (!cancelled) setProblem(failureMessage(error, { fallback: t('payouts:connect.failed'), nonJson: t('errors:server') }));
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [navigate, step, t]);
  if (problem) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('payouts:connect.failed')}
        description={problem}
        action={<Button onClick={() => void navigate(paths.profilePayouts.href())}>{t('payouts:connect.back')}</Button>}
      />
    );
  }
  return (
    <div className="payouts-connect" role="status">
      <Spin />
      <span>{t(`payouts:connect.${step}`)}</span>
    </div>
  );
}

export function StripeConnectReturnPage() {
  return <StripeConnect step="return" />;
}

export function StripeConnectRefreshPage() {
  return <StripeConnect step="refresh" />;
}
