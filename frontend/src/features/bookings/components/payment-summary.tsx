import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useAuthenticatePayment } from '../api/booking-actions';
import type { BookingDetails } from '../api/booking-types';
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

/**
 * Where the money stands (paid, refunded, fee kept, still due), why the last charge failed, the receipts, and for the
 * client the simulated 3-D Secure step when the provider waits for it.
 */
export function PaymentSummary({ booking, isClient }: { booking: BookingDetails; isClient: boolean }) {
  const { t } = useTranslation(['bookings', 'common', 'errors']);
  const language = useLanguage();
  const toast = useToast();
  const authenticate = useAuthenticatePayment(booking.id);
  const { payment } = booking;
  if (payment === null) return null;
  const answer = async (succeed: boolean) => {
    try {
      await authenticate.trigger(succeed);
    } catch (error) {
      toast.error(t('common:toast.errorTitle'), failureMessage(error, { fallback: t('bookings:payment.authenticateFailed'), nonJson: t('errors:server') }));
    }
  };
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
        <Alert type="error" showIcon message={t(`bookings:payment.failure.${payment.lastFailure.reason}`)} />
      ) : null}
      {isClient && payment.nextAction ? (
        <Alert
          type="warning"
          showIcon
          message={t('bookings:payment.authenticateTitle')}
          description={
            <Space direction="vertical">
              <Typography.Text>{t('bookings:payment.authenticateText')}</Typography.Text>
              <Space wrap>
                <Button type="primary" loading={authenticate.isMutating} onClick={() => void answer(true)}>
                  {t('bookings:payment.authenticate')}
                </Button>
                <Button danger disabled={authenticate.isMutating} onClick={() => void answer(false)}>
                  {t('bookings:payment.failAuthentication')}
                </Button>
              </Space>
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
