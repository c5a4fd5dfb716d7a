import { PRICE_CONSTANTS } from '@weklean/domain';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '../api/booking-types';
import { formatHours } from './booking-time';
import { formatCents, formatRate } from './money';
import { useLanguage } from './use-language';
import { PAYMENT_STATUS_KEYS } from './vocabulary';
import { PaymentSummary } from './payment-summary';

type Row = { key: string; label: string; amount: string; total?: boolean };

function PriceTable({ rows, caption }: { rows: Row[]; caption: string }) {
  return (
    <table className="booking-price">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.total === true ? 'is-total' : row.key === 'deposit' ? 'is-split' : undefined}>
            <th scope="row">{row.label}</th>
            <td>{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PaymentStatus({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation('bookings');
  return (
    <div className="booking-payment">
      <span>{t('bookings:payment.label')}</span>
      <Tag color="gold">{t(booking.paymentStatus === null ? 'bookings:payment.status.initial_pending' : PAYMENT_STATUS_KEYS[booking.paymentStatus])}</Tag>
    </div>
  );
}

/**
 * The cleaner's side of the price: what they are paid for the work (their rate, supplies, emergency), the platform's
 * fee and the taxes apart (the client pays them on top); a late cancellation's fee is theirs too.
 */
function EarningsCard({ booking, baseLabel }: { booking: BookingDetails; baseLabel: string }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const money = (cents: number) => formatCents(cents, language);
  const { price, earning } = booking;
  const fee = booking.cancellation?.feeCents ?? 0;
  const rows: Row[] =
    earning === null
      ? fee > 0
        ? [{ key: 'fee', label: t('bookings:earnings.cancellationFee'), amount: money(fee), total: true }]
        : []
      : [
          { key: 'base', label: baseLabel, amount: money(price.basePrice) },
          ...(price.suppliesFee > 0 ? [{ key: 'supplies', label: t('bookings:price.supplies'), amount: money(price.suppliesFee) }] : []),
          ...(price.emergencyFee > 0
            ? [{ key: 'emergency', label: t('bookings:price.emergency', { rate: formatRate(PRICE_CONSTANTS.emergencyRate, language) }), amount: money(price.emergencyFee) }]
            : []),
          { key: 'total', label: t('bookings:earnings.total'), amount: money(earning.amount), total: true },
        ];
  return (
    <Card title={<h2 className="booking-card-heading">{t('bookings:earnings.title')}</h2>} className="booking-section">
      {rows.length === 0 ? <p className="booking-muted">{t('bookings:earnings.none')}</p> : <PriceTable rows={rows} caption={t('bookings:earnings.caption')} />}
      {earning === null ? null : <p className="booking-muted">{t('bookings:earnings.feeApart', { fee: money(earning.platformFee) })}</p>}
      <p className="booking-muted">{t('bookings:earnings.when')}</p>
      <PaymentStatus booking={booking} />
    </Card>
  );
}

/**
 * The price as each side sees it: the client every line of what they pay, the deposit, the balance and where the
 * payment stands; the cleaner what they earn (EarningsCard).
 */
export function PriceCard({ booking, isClient }: { booking: BookingDetails; isClient: boolean }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const { price } = booking;
  const money = (cents: number) => formatCents(cents, language);
  const rate = (value: { numerator: number; denominator: number }) => formatRate(value, language);

  const baseLabel =
    booking.pricing === 'hourly' && booking.hourlyRateCents !== null
      ? t('bookings:price.baseHourly', { rate: money(booking.hourlyRateCents), hours: formatHours(booking.durationHours, language) })
      : booking.pricing === 'fixed'
        ? t('bookings:price.baseFixed')
        : t('bookings:price.base');

  const minusRow = (key: string, label: string, cents: number): Row[] =>
    cents > 0 ? [{ key, label, amount: t('bookings:price.minus', { amount: money(cents) }) }] : [];

  if (!isClient) return <EarningsCard booking={booking} baseLabel={baseLabel} />;

  /** A fee that does not apply is not a line of 0,00 $. */
  const feeRow = (key: string, label: string, cents: number): Row[] => (cents > 0 ? [{ key, label, amount: money(cents) }] : []);

  const rows: Row[] = [
    { key: 'base', label: baseLabel, amount: money(price.basePrice) },
    ...feeRow('supplies', t('bookings:price.supplies'), price.suppliesFee),
    ...feeRow('emergency', t('bookings:price.emergency', { rate: rate(PRICE_CONSTANTS.emergencyRate) }), price.emergencyFee),
    ...minusRow('discount', t('bookings:price.firstBooking', { rate: rate(PRICE_CONSTANTS.firstBookingDiscountRate) }), price.firstBookingDiscount),
    // Prices decided before referrals paid have neither line.
    ...minusRow('referralDiscount', t('bookings:price.referralDiscount'), price.referralDiscount ?? 0),
    ...minusRow('referralCredit', t('bookings:price.referralCredit'), price.referralCredit ?? 0),
    ...feeRow('service', t('bookings:price.serviceFee'), price.serviceFee),
    { key: 'gst', label: t('bookings:price.gst', { rate: rate(PRICE_CONSTANTS.gstRate) }), amount: money(price.gst) },
    { key: 'qst', label: t('bookings:price.qst', { rate: rate(PRICE_CONSTANTS.qstRate) }), amount: money(price.qst) },
    { key: 'total', label: t('bookings:price.total'), amount: money(price.finalPrice), total: true },
    { key: 'deposit', label: t('bookings:price.deposit', { rate: rate(PRICE_CONSTANTS.depositShare) }), amount: money(price.deposit) },
    { key: 'balance', label: t('bookings:price.balance'), amount: money(price.balance) },
  ];

  return (
    <Card title={<h2 className="booking-card-heading">{t('bookings:price.title')}</h2>} className="booking-section">
      <PriceTable rows={rows} caption={t('bookings:price.caption')} />
      <PaymentStatus booking={booking} />
      <PaymentSummary booking={booking} isClient={isClient} />
    </Card>
  );
}
