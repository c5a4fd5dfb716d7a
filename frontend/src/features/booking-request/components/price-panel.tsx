import { PRICE_CONSTANTS } from '@weklean/domain';
import { Alert, Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDecimal, formatRate, languageOf } from './format';
import type { PriceState } from './use-booking-price';

type Props = { price: PriceState; sessions: number };

/** The price of the request, line by line, as the client will pay it (no charge is made on this screen). */
export function PricePanel({ price, sessions }: Props) {
  const { t, i18n } = useTranslation('booking');
  const language = languageOf(i18n.resolvedLanguage);
  const money = (cents: number) => formatCents(cents, language);
  const rate = (value: { numerator: number; denominator: number }) => formatRate(value, language);
  // Absent from breakdowns priced before referrals paid.
  const referralDiscount = price.kind === 'price' ? (price.breakdown.referralDiscount ?? 0) : 0;
  const referralCredit = price.kind === 'price' ? (price.breakdown.referralCredit ?? 0) : 0;

  return (
    <Card
      className="booking-price"
      title={<h2 className="booking-price-title">{t('booking:price.title')}</h2>}
      extra={price.kind === 'price' && price.updating ? <Spin size="small" aria-label={t('booking:price.updating')} /> : null}
    >
      <div aria-live="polite">
        {price.kind === 'incomplete' ? <Typography.Paragraph type="secondary">{t('booking:price.incomplete')}</Typography.Paragraph> : null}
        {price.kind === 'no-rate' ? <Alert type="warning" showIcon title={price.message ?? t('booking:price.noRate')} /> : null}
        {price.kind === 'price' ? (
          <>
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
              {price.breakdown.suppliesFee > 0 ? <Line label={t('booking:price.supplies')} amount={money(price.breakdown.suppliesFee)} /> : null}
              {price.breakdown.emergencyFee > 0 ? (
                <Line label={t('booking:price.emergency', { rate: rate(PRICE_CONSTANTS.emergencyRate) })} amount={money(price.breakdown.emergencyFee)} />
              ) : null}
              {price.breakdown.firstBookingDiscount > 0 ? (
                <Line
                  label={t('booking:price.firstBooking', { rate: rate(PRICE_CONSTANTS.firstBookingDiscountRate) })}
                  amount={`\u2212${money(price.breakdown.firstBookingDiscount)}`}
                  tone="discount"
                />
              ) : null}
              {referralDiscount > 0 ? <Line label={t('booking:price.referralDiscount')} amount={`\u2212${money(referralDiscount)}`} tone="discount" /> : null}
              {referralCredit > 0 ? <Line label={t('booking:price.referralCredit')} amount={`\u2212${money(referralCredit)}`} tone="discount" /> : null}
              <Line label={t('booking:price.serviceFee')} amount={money(price.breakdown.serviceFee)} />
              <Line label={t('booking:price.gst', { rate: rate(PRICE_CONSTANTS.gstRate) })} amount={money(price.breakdown.gst)} />
              <Line label={t('booking:price.qst', { rate: rate(PRICE_CONSTANTS.qstRate) })} amount={money(price.breakdown.qst)} />
              <Line label={t('booking:price.total')} amount={money(price.breakdown.finalPrice)} tone="total" />
              <Line label={t('booking:price.deposit')} amount={money(price.breakdown.deposit)} />
              <Line label={t('booking:price.balance')} amount={money(price.breakdown.balance)} />
            </dl>
            {sessions > 1 ? <Typography.Paragraph type="secondary">{t('booking:price.perSession', { count: sessions })}</Typography.Paragraph> : null}
            <Typography.Paragraph type="secondary" className="booking-price-source">
              {t(price.source === 'server' ? 'booking:price.confirmed' : 'booking:price.estimate')}
            </Typography.Paragraph>
          </>
        ) : null}
      </div>
      <Alert type="info" showIcon title={t('booking:price.noCharge')} />
    </Card>
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
