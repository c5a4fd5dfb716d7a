import { PRICE_CONSTANTS, type PriceBreakdown } from '@weklean/domain';
import { Alert, Button, Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDecimal, formatRate, languageOf } from './format';
import type { PriceState } from './price-state';

type Props = { price: PriceState; onRetry: () => void };

/**
 * The price of the request, line by line, as the client will pay it: every discount and fee that applies, and only
 * those; for a series, the first occurrence (which carries the discounts), each later one, and what is charged now.
 */
export function PricePanel({ price, onRetry }: Props) {
  const { t, i18n } = useTranslation('booking');
  const language = languageOf(i18n.resolvedLanguage);
  const money = (cents: number) => formatCents(cents, language);
  const updating = price.kind === 'waiting' || (price.kind === 'price' && price.updating);

  return (
    <Card
      className="booking-price"
      title={<h2 className="booking-price-title">{t('booking:price.title')}</h2>}
      extra={updating ? <Spin size="small" aria-label={t('booking:price.updating')} /> : null}
    >
      <div aria-live="polite">
        {price.kind === 'incomplete' ? <Typography.Paragraph type="secondary">{t('booking:price.incomplete')}</Typography.Paragraph> : null}
        {price.kind === 'waiting' ? <Typography.Paragraph type="secondary">{t('booking:price.waiting')}</Typography.Paragraph> : null}
        {price.kind === 'no-rate' ? <Alert type="warning" showIcon title={price.message ?? t('booking:price.noRate')} /> : null}
        {price.kind === 'failed' ? (
          <Alert
            type="error"
            showIcon
            title={price.message ?? t('booking:price.failed')}
            action={<Button size="small" onClick={onRetry}>{t('booking:price.retry')}</Button>}
          />
        ) : null}
        {price.kind === 'price' ? (
          <>
            {price.series === null ? null : (
              <h3 className="booking-price-heading">{t('booking:price.firstSession', { count: price.series.occurrences })}</h3>
            )}
            <dl className="booking-price-lines">
              <Line
                label={t('booking:price.base')}
                detail={
                  price.pricing === 'hourly' && price.hourlyRateCents !== null
                    ? t('booking:price.hourlyDetail', { hours: formatDecimal(price.durationHours, language), rate: money(price.hourlyRateCents) })
                    : t('booking:price.fixedDetail')
                }
                amount={money(price.breakdown.basePrice)}
              />
              <Adjustments breakdown={price.breakdown} />
              <Line label={t('booking:price.total')} amount={money(price.breakdown.finalPrice)} tone="total" />
              <Line label={t('booking:price.deposit')} amount={money(price.breakdown.deposit)} />
              <Line label={t('booking:price.balance')} amount={money(price.breakdown.balance)} />
            </dl>
            {price.series === null ? null : (
              <>
                <h3 className="booking-price-heading">{t('booking:price.laterSessions', { count: price.series.occurrences - 1 })}</h3>
                <dl className="booking-price-lines">
                  <Line label={t('booking:price.laterTotal')} amount={money(price.series.later.finalPrice)} />
                  <Line label={t('booking:price.deposit')} amount={money(price.series.later.deposit)} />
                  <Line label={t('booking:price.seriesTotal', { count: price.series.occurrences })} amount={money(price.series.total)} tone="total" />
                  <Line
                    label={t('booking:price.chargedNow')}
                    detail={t('booking:price.chargedNowSeries', { count: price.series.occurrences, first: money(price.breakdown.deposit), later: money(price.series.later.deposit) })}
                    amount={money(price.series.deposits)}
                  />
                </dl>
              </>
            )}
            <Typography.Paragraph type="secondary" className="booking-price-source">
              {t(price.updating ? 'booking:price.updating' : price.source === 'server' ? 'booking:price.confirmed' : 'booking:price.estimate')}
            </Typography.Paragraph>
          </>
        ) : null}
      </div>
      <Alert type="info" showIcon title={t('booking:price.noCharge')} />
    </Card>
  );
}

/** The lines between the base and the total: a fee or a discount that does not apply is not a line of 0,00 $. */
function Adjustments({ breakdown }: { breakdown: PriceBreakdown }) {
  const { t, i18n } = useTranslation('booking');
  const language = languageOf(i18n.resolvedLanguage);
  const money = (cents: number) => formatCents(cents, language);
  const minus = (cents: number) => `\u2212${money(cents)}`;
  const rate = (value: { numerator: number; denominator: number }) => formatRate(value, language);
  // Absent from breakdowns priced before referrals paid.
  const referralDiscount = breakdown.referralDiscount ?? 0;
  const referralCredit = breakdown.referralCredit ?? 0;
  return (
    <>
      {breakdown.suppliesFee > 0 ? <Line label={t('booking:price.supplies')} amount={money(breakdown.suppliesFee)} /> : null}
      {breakdown.emergencyFee > 0 ? (
        <Line label={t('booking:price.emergency', { rate: rate(PRICE_CONSTANTS.emergencyRate) })} amount={money(breakdown.emergencyFee)} />
      ) : null}
      {breakdown.firstBookingDiscount > 0 ? (
        <Line label={t('booking:price.firstBooking', { rate: rate(PRICE_CONSTANTS.firstBookingDiscountRate) })} amount={minus(breakdown.firstBookingDiscount)} tone="discount" />
      ) : null}
      {referralDiscount > 0 ? <Line label={t('booking:price.referralDiscount')} amount={minus(referralDiscount)} tone="discount" /> : null}
      {referralCredit > 0 ? <Line label={t('booking:price.referralCredit')} amount={minus(referralCredit)} tone="discount" /> : null}
      {breakdown.serviceFee > 0 ? <Line label={t('booking:price.serviceFee')} amount={money(breakdown.serviceFee)} /> : null}
      <Line label={t('booking:price.gst', { rate: rate(PRICE_CONSTANTS.gstRate) })} amount={money(breakdown.gst)} />
      <Line label={t('booking:price.qst', { rate: rate(PRICE_CONSTANTS.qstRate) })} amount={money(breakdown.qst)} />
    </>
  );
}

function Line({ label, detail, amount, tone }: { label: string; detail?: string; amount: string; tone?: 'total' | 'discount' }) {
  return (
    <div className={`booking-price-line${tone === undefined ? '' : ` is-${tone}`}`}>
      <dt>
        {label}
        {detail === undefined ? null : <span className="booking-price-detail">{detail}</span>}
      </dt>
      <dd>{amount}</dd>
    </div>
  );
}
