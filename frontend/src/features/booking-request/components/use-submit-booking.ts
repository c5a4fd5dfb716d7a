import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { CardEntryError, useCardPayment } from '../../../lib/payments/card-payment';
import { AUTHENTICATE_NOW, depositAfterRequest } from '../../../lib/payments/deposit-authentication';
import { useToast } from '../../../lib/toast';
import { useRequestBooking } from '../api/request-booking';
import type { PriceState } from './price-state';
import { bookingRequestOf, fieldOfIssue, missingRequiredFields, type BookingField, type BookingFormValues } from './booking-values';

const PRICE_CHANGED = 'booking.price-changed';

/** Where a refusal's message goes: next to the field it is about (the slot, the duration), else in a toast. */
const FIELD_OF_CODE: Readonly<Record<string, BookingField>> = {
  'booking.slot-taken': 'time',
  'booking.start-too-soon': 'time',
  'booking.must-end-same-day': 'time',
  'booking.start-too-far': 'date',
  'booking.duration-too-short': 'durationHours',
  'booking.duration-invalid': 'durationHours',
  'booking.no-rate-for-property': 'propertyId',
  'property.not-found': 'propertyId',
  'payment.declined': 'paymentMethodId',
};

function issuesOf(error: ApiError): { field: BookingField; message: string }[] {
  const issues = (error.body as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { field, message } = issue as { field?: unknown; message?: unknown };
    const name = typeof field === 'string' ? fieldOfIssue(field) : null;
    return name === null || typeof message !== 'string' ? [] : [{ field: name, message }];
  });
}

/**
 * Sends the request (`POST /api/bookings`) and opens the new booking; a refusal is shown where the client can act
 * on it. `onInvalid` is the form's failed submit: the spec's "fill in all required fields" when some are empty.
 */
export function useSubmitBooking(
  form: FormInstance<BookingFormValues>,
  cleaner: { slug: string; name: string },
  quoted: { price: PriceState; retry: () => void },
) {
  const { t } = useTranslation(['booking', 'common', 'errors']);
  const navigate = useNavigate();
  const toast = useToast();
  const { trigger, isMutating } = useRequestBooking();
  const card = useCardPayment();
  const [preparing, setPreparing] = useState(false);

  const showRefusal = useCallback(
    (error: unknown) => {
      const message = failureMessage(error, { fallback: t('booking:toast.failed'), nonJson: t('errors:server') });
      const field = error instanceof ApiError && error.code !== undefined ? FIELD_OF_CODE[error.code] : undefined;
      if (field !== undefined) {
        form.setFields([{ name: field, errors: [message] }]);
        form.scrollToField(field, { block: 'center', focus: true });
        return;
      }
      if (error instanceof ApiError && error.code === 'validation') {
        const issues = issuesOf(error);
        form.setFields(issues.map((issue) => ({ name: issue.field, errors: [issue.message] })));
      }
      toast.error(t('common:toast.errorTitle'), message);
    },
    [form, t, toast],
  );

  /** The card's payment method: the test card chosen, or one Stripe.js makes of the card typed (null: refused). */
  const paymentMethodOf = useCallback(
    async (values: BookingFormValues): Promise<string | null> => {
      try {
        return await card.paymentMethod(values.paymentMethodId);
      } catch (error) {
        if (!(error instanceof CardEntryError)) throw error;
        const message = error.message === '' ? t('common:payment.cardRequired') : error.message;
        form.setFields([{ name: 'paymentMethodId', errors: [message] }]);
        form.scrollToField('paymentMethodId', { block: 'center' });
        return null;
      }
    },
    [card, form, t],
  );

  const onFinish = useCallback(
    async (values: BookingFormValues) => {
      // Every other field first: no card is handed to the provider for a request that cannot be sent.
      if (bookingRequestOf({ ...values, paymentMethodId: card.mode === 'stripe' ? 'stripe' : values.paymentMethodId }, cleaner.slug) === null) {
        toast.error(t('common:toast.errorTitle'), t('booking:form.requiredFields'));
        return;
      }
      setPreparing(true);
      try {
        const paymentMethodId = await paymentMethodOf(values);
        const request = paymentMethodId === null ? null : bookingRequestOf({ ...values, paymentMethodId }, cleaner.slug);
        if (request === null) return;
        // The total on screen goes with the request: the server refuses it if the price is now another.
        const { price } = quoted;
        const expectedTotalCents = price.kind === 'price' && price.source === 'server' ? price.breakdown.finalPrice : undefined;
        const created = await trigger(expectedTotalCents === undefined ? request : { ...request, expectedTotalCents });
        const outcome = await depositAfterRequest(created, card);
        // Nothing is "sent" until the deposit is paid: the bank's step first, then the booking's page, which leads
        // with it (and opens the simulated bank's dialog at once).
        if (outcome === 'sent') toast.success(t('booking:toast.sent'), t('booking:toast.sentDetail', { name: cleaner.name }));
        if (outcome === 'confirm' && card.mode === 'stripe') toast.warning(t('booking:toast.confirmPayment'), t('booking:toast.confirmPaymentDetail', { name: cleaner.name }));
        void navigate(paths.bookingDetails.href({ bookingId: created.id }), outcome === 'confirm' ? { state: AUTHENTICATE_NOW } : undefined);
      } catch (error) {
        // The price changed since it was shown: say so, and show the new one (the button waits for it).
        if (error instanceof ApiError && error.code === PRICE_CHANGED) quoted.retry();
        showRefusal(error);
      } finally {
        setPreparing(false);
      }
    },
    [card, cleaner, navigate, paymentMethodOf, quoted, showRefusal, t, toast, trigger],
  );

  const onInvalid = useCallback(() => {
    if (missingRequiredFields(form.getFieldsValue(true) as BookingFormValues).length > 0) {
      toast.error(t('common:toast.errorTitle'), t('booking:form.requiredFields'));
    }
  }, [form, t, toast]);

  return { onFinish, onInvalid, sending: isMutating || preparing };
}
