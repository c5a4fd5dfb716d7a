import { Alert, Button, Card, Form, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { CardEntryError, CardField, CardPaymentProvider, useCardPayment } from '../../../lib/payments/card-payment';
import { usePaymentConfig, type PaymentConfig } from '../../../lib/payments/payment-config';
import { useSignedInUser } from '../../../lib/session/session-context';
import { useToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePayBalance, useSyncPayment } from '../api/booking-actions';
import { useBooking } from '../api/get-booking';
import type { BookingDetails } from '../api/booking-types';
import { BookingCard } from './booking-card';
import { BookingLoadFailure, BookingSkeleton } from './booking-load-state';
import { formatCents } from './money';
import { PaymentSummary } from './payment-summary';
import { useLanguage } from './use-language';
import { viewerOf } from './viewer';

type PayValues = { paymentMethodId?: string };

/** The card form: the balance charged now, with the client here (on-session, so 3-D Secure can be done). */
function PayForm({ booking, config }: { booking: BookingDetails; config: PaymentConfig }) {
  const { t } = useTranslation(['bookings', 'common', 'errors']);
  const language = useLanguage();
  const toast = useToast();
  const card = useCardPayment();
  const pay = usePayBalance(booking.id);
  const sync = useSyncPayment(booking.id);
  const [form] = Form.useForm<PayValues>();
  const [preparing, setPreparing] = useState(false);
  const due = booking.payment?.due ?? 0;
  const busy = preparing || pay.isMutating || sync.isMutating;

  const submit = async (values: PayValues) => {
    setPreparing(true);
    try {
      const paymentMethodId = await card.paymentMethod(values.paymentMethodId);
      const after = await pay.trigger(paymentMethodId);
      const action = after.payment?.nextAction;
      if (action && (await card.authenticate(action.clientSecret))) await sync.trigger(undefined);
      else if (!action) toast.success(t('bookings:pay.paidTitle'), t('bookings:pay.paidText', { amount: formatCents(due, language) }));
    } catch (error) {
      if (error instanceof CardEntryError) {
        form.setFields([{ name: 'paymentMethodId', errors: [error.message === '' ? t('common:payment.cardRequired') : error.message] }]);
        return;
      }
      const message = failureMessage(error, { fallback: t('bookings:pay.failed'), nonJson: t('errors:server') });
      if (error instanceof ApiError && error.code === 'payment.declined') {
        form.setFields([{ name: 'paymentMethodId', errors: [message] }]);
        return;
      }
      // Out of date (paid meanwhile, a charge under way): the booking is read again and the page follows it.
      toast.error(t('common:toast.errorTitle'), message);
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Form<PayValues> form={form} layout="vertical" name="pay-balance" disabled={busy} onFinish={(values) => void submit(values)} initialValues={{ paymentMethodId: 'pm_card_visa' }}>
      <CardField config={config} name="paymentMethodId" />
      <Button type="primary" size="large" htmlType="submit" loading={busy}>
        {t('bookings:pay.submit', { amount: formatCents(due, language) })}
      </Button>
    </Form>
  );
}

function PayBalanceContent({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation(['bookings', 'common']);
  const language = useLanguage();
  const config = usePaymentConfig();
  const navigate = useNavigate();
  const viewer = viewerOf(useSignedInUser().role);
  const details = paths.bookingDetails.href({ bookingId: booking.id });
  const { payment } = booking;
  const due = payment?.due ?? 0;
  const back = <Button onClick={() => void navigate(details)}>{t('bookings:confirm.viewBooking')}</Button>;

  if (payment?.status === 'fully_paid') {
    return <Result status="success" title={<Typography.Title level={1}>{t('bookings:pay.paidInFullTitle')}</Typography.Title>} subTitle={t('bookings:pay.paidInFullText')} extra={back} />;
  }
  if (payment === null || (due === 0 && payment.nextAction === null)) {
    return <Result status="info" title={<Typography.Title level={1}>{t('bookings:pay.nothingDueTitle')}</Typography.Title>} subTitle={t('bookings:pay.nothingDueText')} extra={back} />;
  }
  if (booking.status !== 'completed') {
    return <Result status="info" title={<Typography.Title level={1}>{t('bookings:pay.notYetTitle')}</Typography.Title>} subTitle={t('bookings:pay.notYetText')} extra={back} />;
  }
  return (
    <div className="booking-confirm">
      <Typography.Title level={1}>{t('bookings:pay.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('bookings:pay.intro', { amount: formatCents(due, language) })}</Typography.Paragraph>
      <BookingCard booking={booking} viewer={viewer} />
      <Card className="booking-confirm-card" title={<h2 className="booking-card-heading">{t('bookings:pay.where')}</h2>}>
        <PaymentSummary booking={booking} isClient onPayPage />
      </Card>
      {payment.nextAction === null ? (
        <Card className="booking-confirm-card" title={<h2 className="booking-card-heading">{t('bookings:pay.cardTitle')}</h2>}>
          {config.isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
          {!config.isLoading && config.data === undefined ? <Alert type="error" showIcon title={t('common:payment.configFailed')} /> : null}
          <CardPaymentProvider config={config.data}>{config.data ? <PayForm booking={booking} config={config.data} /> : null}</CardPaymentProvider>
        </Card>
      ) : null}
      <div className="booking-action-buttons">{back}</div>
    </div>
  );
}

/**
 * `/bookings/:bookingId/pay`: where a client whose balance was declined (or needed 3-D Secure off-session) pays it
 * with the same or another card. Anyone else is sent to the booking.
 */
export function PayBalance({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('bookings');
  const { role } = useSignedInUser();
  const { data: booking, error, isLoading, mutate } = useBooking(bookingId);
  useDocumentTitle(t('bookings:pay.title'));
  if (role !== 'client') return <Navigate to={paths.bookingDetails.href({ bookingId })} replace />;
  if (isLoading) return <BookingSkeleton />;
  if (booking === undefined) return <BookingLoadFailure error={error} onRetry={() => void mutate()} />;
  return <PayBalanceContent booking={booking} />;
}
