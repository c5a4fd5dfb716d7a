import { AUTHENTICATION_WINDOW_MINUTES } from '@weklean/domain';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { CardPaymentProvider } from '../../../lib/payments/card-payment';
import { wantsAuthenticationNow } from '../../../lib/payments/deposit-authentication';
import { depositOutcome, depositStepOf } from '../../../lib/payments/deposit-step';
import { usePaymentConfig } from '../../../lib/payments/payment-config';
import { useToast } from '../../../lib/toast';
import type { BookingDetails } from '../api/booking-types';
import { SimulatedBankChoices, useStripeBankStep } from './bank-step';
import { formatTime } from './booking-time';
import { formatCents } from './money';
import { useLanguage } from './use-language';
import type { Viewer } from './viewer';

/** What the answer after the bank's step says: the request sent, or refused and withdrawn (why, in the toast). */
function useOutcomeToast() {
  const { t } = useTranslation('bookings');
  const toast = useToast();
  return (after: BookingDetails) => {
    const outcome = depositOutcome(after);
    if (outcome === 'sent') toast.success(t('bookings:paymentStep.sent'), t('bookings:paymentStep.sentDetail', { name: after.cleaner.name }));
    if (outcome === 'refused') {
      const reason = after.payment?.lastFailure ? t(`bookings:payment.failure.${after.payment.lastFailure.reason}`) : '';
      toast.error(t('bookings:paymentStep.refusedTitle'), t('bookings:paymentStep.refusedText', { reason }).trim());
    }
  };
}

/** The simulated bank's 3-D Secure dialog: the client chooses the outcome (no money moves). */
function SimulatedBankDialog({ booking, open, onClose }: { booking: BookingDetails; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const announce = useOutcomeToast();
  return (
    <Modal open={open} title={t('bookings:payment.authenticateTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Space direction="vertical" size="middle">
        <Typography.Text>{t('bookings:payment.authenticateText')}</Typography.Text>
        <SimulatedBankChoices
          bookingId={booking.id}
          onAnswer={(after) => {
            announce(after);
            onClose();
          }}
        />
      </Space>
    </Modal>
  );
}

/** Stripe's 3-D Secure window (`handleNextAction`), then the provider's answer read at once. */
function StripeBankButton({ booking, clientSecret }: { booking: BookingDetails; clientSecret: string }) {
  const { t } = useTranslation('bookings');
  const bank = useStripeBankStep(booking.id, useOutcomeToast());
  return (
    <Button type="primary" loading={bank.busy} onClick={() => void bank.start(clientSecret)}>
      {t('bookings:paymentStep.open')}
    </Button>
  );
}

/**
 * The step left before a request reaches the cleaner, first on the booking's page: the bank asks the client to confirm
 * the deposit (3-D Secure). Says what happens without it, and opens the bank's step: Stripe's window, or the simulated
 * bank's dialog — at once when the page is reached right after the request.
 */
export function DepositStepCard({ booking, viewer }: { booking: BookingDetails; viewer: Viewer }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const config = usePaymentConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const step = viewer === 'client' ? depositStepOf(booking) : null;
  const simulated = config.data?.mode === 'simulated';
  const [dialogOpen, setDialogOpen] = useState(false);

  // Right after the request, the dialog opens by itself once; the state is cleared so a reload does not reopen it.
  const openNow = step !== null && simulated && wantsAuthenticationNow(location.state);
  useEffect(() => {
    if (!openNow) return;
    setDialogOpen(true);
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [openNow, navigate, location.pathname, location.search]);

  if (step === null || booking.payment === null) return null;
  const text = t('bookings:paymentStep.text', { amount: formatCents(booking.payment.deposit, language), name: booking.cleaner.name });
  const ifNot =
    step.withdrawnAt === null
      ? null
      : t('bookings:paymentStep.ifNot', { time: formatTime(step.withdrawnAt, language), minutes: AUTHENTICATION_WINDOW_MINUTES });
  const action =
    config.data?.mode === 'stripe' ? (
      <CardPaymentProvider config={config.data}>
        <StripeBankButton booking={booking} clientSecret={step.clientSecret} />
      </CardPaymentProvider>
    ) : (
      <Button type="primary" disabled={!simulated} onClick={() => setDialogOpen(true)}>
        {t('bookings:paymentStep.open')}
      </Button>
    );
  return (
    <section className="booking-deposit-step" aria-labelledby="booking-deposit-step-title">
      <Alert
        type="warning"
        showIcon
        title={
          <Typography.Title level={2} id="booking-deposit-step-title" style={{ margin: 0, fontSize: 20 }}>
            {t('bookings:paymentStep.title')}
          </Typography.Title>
        }
        description={
          <Space direction="vertical" size="middle">
            <Space direction="vertical" size={4}>
              <Typography.Text>{text}</Typography.Text>
              {ifNot === null ? null : <Typography.Text strong>{ifNot}</Typography.Text>}
            </Space>
            {action}
          </Space>
        }
      />
      {simulated ? <SimulatedBankDialog booking={booking} open={dialogOpen} onClose={() => setDialogOpen(false)} /> : null}
    </section>
  );
}
