import { Alert, Form, Radio, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePaymentConfig } from '../api/get-payment-config';
import { formatCents, languageOf } from './format';

/**
 * The card for the 50 % deposit. With simulated payments (the embedded default) the screen says so plainly and lists
 * the provider's test cards, each with what it does; the deposit is charged when the request is sent.
 */
export function PaymentField({ depositCents }: { depositCents: number | null }) {
  const { t, i18n } = useTranslation('booking');
  const language = languageOf(i18n.resolvedLanguage);
  const { data, error, isLoading } = usePaymentConfig();
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (error || !data) return <Alert type="error" showIcon message={t('booking:payment.configFailed')} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text>
        {depositCents === null ? t('booking:payment.depositLater') : t('booking:payment.depositNow', { amount: formatCents(depositCents, language) })}
      </Typography.Text>
      {data.mode === 'simulated' ? (
        <>
          <Alert type="warning" showIcon message={t('booking:payment.simulatedTitle')} description={t('booking:payment.simulatedText')} />
          <Form.Item name="paymentMethodId" label={t('booking:payment.testCard')} rules={[{ required: true, message: t('booking:payment.cardRequired') }]}>
            <Radio.Group>
              <Space direction="vertical">
                {data.testCards.map((card) => (
                  <Radio key={card.paymentMethodId} value={card.paymentMethodId}>
                    <span className="booking-test-card">{card.number}</span> — {t(`booking:payment.outcome.${card.outcome}`)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
        </>
      ) : (
        <Alert type="info" showIcon message={t('booking:payment.stripeUnavailable')} />
      )}
    </Space>
  );
}
