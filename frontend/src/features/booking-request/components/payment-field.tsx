import { Alert, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardField } from '../../../lib/payments/card-payment';
import type { PaymentConfig } from '../../../lib/payments/payment-config';
import { formatCents, languageOf } from './format';
import type { PriceState } from './price-state';

/**
 * The card for the 50 % deposit, charged when the request is sent: Stripe's card field, or with simulated payments
 * (the embedded default) a plain notice and the provider's test cards, each with what it does.
 */
export function PaymentField({ price, config }: { price: PriceState; config: { data?: PaymentConfig; error?: unknown; isLoading: boolean } }) {
  const { t, i18n } = useTranslation(['booking', 'common']);
  const language = languageOf(i18n.resolvedLanguage);
  const money = (cents: number) => formatCents(cents, language);
  // The amounts once the server has priced exactly the fields above; the rule alone until then.
  const priced = price.kind === 'price' && !price.updating ? price : null;
  if (config.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (config.error || !config.data) return <Alert type="error" showIcon title={t('common:payment.configFailed')} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text>
        {priced === null
          ? t('booking:payment.depositLater')
          : priced.series === null
            ? t('booking:payment.depositNow', { amount: money(priced.breakdown.deposit) })
            : t('booking:payment.depositSeries', {
                count: priced.series.occurrences,
                amount: money(priced.breakdown.deposit),
                later: money(priced.series.later.deposit),
              })}
      </Typography.Text>
      <CardField config={config.data} name="paymentMethodId" />
    </Space>
  );
}
