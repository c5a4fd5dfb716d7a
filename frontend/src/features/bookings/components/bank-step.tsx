import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { useCardPayment } from '../../../lib/payments/card-payment';
import { useToast } from '../../../lib/toast';
import { useAuthenticatePayment, useSyncPayment } from '../api/booking-actions';
import type { BookingDetails } from '../api/booking-types';

/** The toast of a bank step that could not be asked or read: the deposit's and the balance's say the same. */
function useBankStepFailure() {
  const { t } = useTranslation(['bookings', 'common', 'errors']);
  const toast = useToast();
  return (error: unknown) =>
    toast.error(t('common:toast.errorTitle'), failureMessage(error, { fallback: t('bookings:payment.authenticateFailed'), nonJson: t('errors:server') }));
}

/** The simulated bank's two answers to its 3-D Secure step (no money moves); `onAnswer` gets the booking after it. */
export function SimulatedBankChoices({ bookingId, onAnswer }: { bookingId: string; onAnswer?: (after: BookingDetails) => void }) {
  const { t } = useTranslation('bookings');
  const authenticate = useAuthenticatePayment(bookingId);
  const failed = useBankStepFailure();
  const answer = async (succeed: boolean) => {
    try {
      const after = await authenticate.trigger(succeed);
      onAnswer?.(after);
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Space wrap>
      <Button type="primary" loading={authenticate.isMutating} onClick={() => void answer(true)}>
        {t('bookings:payment.authenticate')}
      </Button>
      <Button danger disabled={authenticate.isMutating} onClick={() => void answer(false)}>
        {t('bookings:payment.failAuthentication')}
      </Button>
    </Space>
  );
}

/**
 * Stripe's 3-D Secure window (`handleNextAction`), then the provider's answer read at once (inside
 * `CardPaymentProvider`); `onAnswer` gets the booking after it.
 */
export function useStripeBankStep(bookingId: string, onAnswer?: (after: BookingDetails) => void) {
  const card = useCardPayment();
  const sync = useSyncPayment(bookingId);
  const failed = useBankStepFailure();
  const start = async (clientSecret: string) => {
    try {
      if (await card.authenticate(clientSecret)) {
        const after = await sync.trigger(undefined);
        onAnswer?.(after);
      }
    } catch (error) {
      failed(error);
    }
  };
  return { start, busy: sync.isMutating };
}
