import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CardPaymentProvider } from '../../../lib/payments/card-payment';
import { usePaymentConfig } from '../../../lib/payments/payment-config';
import type { BookingDetails } from '../api/booking-types';
import { SimulatedBankChoices, useStripeBankStep } from './bank-step';
import { formatCents } from './money';
import { useLanguage } from './use-language';

type Payment = NonNullable<BookingDetails['payment']>;

/** The rows of what was paid, refunded, kept and is still due: only those that say something. */
export function paymentRows(payment: Payment): { key: 'paid' | 'refunded' | 'refundPending' | 'feeKept' | 'due'; cents: number }[] {
  const rows = [
    { key: 'paid' as const, cents: payment.paid },
    { key: 'refunded' as const, cents: payment.refunded },
    { key: 'refundPending' as const, cents: payment.refundPending },
    { key: 'feeKept' as const, cents: payment.feeKept },
    { key: 'due' as const, cents: payment.due },
  ];
  return rows.filter((row) => row.key === 'paid' || row.key === 'due' || row.cents > 0);
}

/** The balance of a completed booking that the provider could not charge: the client pays it on the pay page. */
export function balanceToPay(booking: BookingDetails): boolean {
  const { payment } = booking;
  return booking.status === 'completed' && payment !== null && payment.due > 0 && payment.nextAction === null && payment.lastFailure?.kind === 'balance';
}

/** Stripe's 3-D Secure step, from the booking's page: the bank's window, then the provider's answer read at once. */
function StripeAuthentication({ bookingId, clientSecret }: { bookingId: string; clientSecret: string }) {
  const { t } = useTranslation('bookings');
  const bank = useStripeBankStep(bookingId);
  return (
    <Alert
      type="warning"
      showIcon
      message={t('bookings:pay.stripeAuthenticateText')}
      action={
        <Button type="primary" loading={bank.busy} onClick={() => void bank.start(clientSecret)}>
          {t('bookings:pay.stripeAuthenticate')}
        </Button>
      }
    />
  );
}

/**
 * Where the money stands (paid, refunded, fee kept, still due), why the last charge failed, the receipts, and for the
 * client the balance's 3-D Secure step when the provider waits for it (Stripe's, or the simulated dialog; the
 * deposit's leads the booking's page: `DepositStepCard`) and the way to the pay page when the balance could not be
 * charged.
 */
export function PaymentSummary({ booking, isClient, onPayPage = false }: { booking: BookingDetails; isClient: boolean; onPayPage?: boolean }) {
  const { t } = useTranslation(['bookings', 'common', 'errors']);
  const language = useLanguage();
  const config = usePaymentConfig();
  const { payment } = booking;
  if (payment === null) return null;
  return (
    <Space direction="vertical" size="small" className="booking-payment-summary" style={{ width: '100%' }}>
      <table className="booking-price">
        <caption className="visually-hidden">{t('bookings:payment.summaryCaption')}</caption>
        <tbody>
          {paymentRows(payment).map((row) => (
            <tr key={row.key} className={row.key === 'due' ? 'is-total' : undefined}>
              <th scope="row">{t(`bookings:payment.rows.${row.key}`)}</th>
              <td>{formatCents(row.cents, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {payment.lastFailure ? (
        <Alert type="error" showIcon title={t(`bookings:payment.failure.${payment.lastFailure.reason}`)} />
      ) : null}
      {isClient && balanceToPay(booking) && !onPayPage ? (
        <Link to={paths.bookingAction.href({ bookingId: booking.id, action: 'pay' })} className="booking-pay-link">
          {t('bookings:pay.payNow')}
        </Link>
      ) : null}
      {isClient && payment.nextAction?.kind === 'balance' && config.data?.mode === 'stripe' ? (
        <CardPaymentProvider config={config.data}>
          <StripeAuthentication bookingId={booking.id} clientSecret={payment.nextAction.clientSecret} />
        </CardPaymentProvider>
      ) : null}
      {isClient && payment.nextAction?.kind === 'balance' && config.data?.mode === 'simulated' ? (
        <Alert
          type="warning"
          showIcon
          message={t('bookings:payment.authenticateTitle')}
          description={
            <Space direction="vertical">
              <Typography.Text>{t('bookings:payment.authenticateText')}</Typography.Text>
              <SimulatedBankChoices bookingId={booking.id} />
            </Space>
          }
        />
      ) : null}
      {payment.receipts.length > 0 ? (
        <div>
          <Typography.Text strong>{t('bookings:payment.receipts')}</Typography.Text>
          <ul className="booking-receipts">
            {payment.receipts.map((receipt) => (
              <li key={receipt.id}>
                <a href={receipt.url} target="_blank" rel="noreferrer">
                  {t(`bookings:payment.document.${receipt.subject}`, { number: receipt.number })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Space>
  );
}
