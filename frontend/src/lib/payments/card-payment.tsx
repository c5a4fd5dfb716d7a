import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Alert, Form, Radio, Space, Typography } from 'antd';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { client, ok, pathParams } from '../api';
import { settledBooking } from '../read-your-writes';
import type { DepositAnswer } from './deposit-step';
import type { PaymentConfig } from './payment-config';
import './card-payment.css';

/** A card that cannot be used as entered (Stripe's own message, in the page's language): shown under the card field. */
export class CardEntryError extends Error {}

/**
 * How a screen pays: the payment method to send to the API (the test card chosen, or a PaymentMethod that Stripe.js
 * makes of the card typed into Elements), and Stripe's 3-D Secure step for a charge that waits on it.
 */
export type CardPayment = {
  mode: PaymentConfig['mode'];
  /** The `pm_…` id to send. Throws `CardEntryError` when the card typed is incomplete or refused by Stripe.js. */
  paymentMethod(chosen: string | null | undefined): Promise<string>;
  /**
   * Stripe mode: opens the bank's 3-D Secure step for the charge's client secret and resolves once it is over
   * (whatever its outcome: the server reads the provider's answer on `/payment/sync`). Simulated mode: false, the
   * booking page's simulated dialog does it.
   */
  authenticate(clientSecret: string): Promise<boolean>;
};

const simulatedPayment: CardPayment = {
  mode: 'simulated',
  paymentMethod: async (chosen) => {
    if (typeof chosen !== 'string' || chosen.trim() === '') throw new CardEntryError('');
    return chosen.trim();
  },
  authenticate: async () => false,
};

const CardPaymentContext = createContext<CardPayment>(simulatedPayment);

export const useCardPayment = () => useContext(CardPaymentContext);

/**
 * `POST /api/bookings/:id/payment/sync`: after the browser's 3-D Secure step, the server reads the provider's answer
 * now (the webhook may come later) → the booking (docs/api/payments.md).
 */
export async function syncPayment(bookingId: string): Promise<DepositAnswer> {
  return settledBooking(bookingId, ok(client.bookings[':id'].payment.sync.$post({ param: pathParams({ id: bookingId }) })));
}

// Stripe.js is loaded from Stripe (never bundled: PCI) and only in stripe mode, once per publishable key.
const stripeLoads = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let load = stripeLoads.get(publishableKey);
  if (load === undefined) {
    load = loadStripe(publishableKey);
    stripeLoads.set(publishableKey, load);
  }
  return load;
};

/**
 * The context value: the simulated cards, Stripe.js through Elements' own hooks, or (the configuration not read yet
 * or not readable) a refusal that says so.
 */
function CardPaymentBridge({ config, children }: { config: PaymentConfig | undefined; children: ReactNode }) {
  const stripe = useStripe();
  const elements = useElements();
  const { t } = useTranslation('common');
  const value = useMemo<CardPayment>(() => {
    if (config === undefined) {
      return { mode: 'simulated', paymentMethod: () => Promise.reject(new CardEntryError(t('common:payment.configFailed'))), authenticate: async () => false };
    }
    if (config.mode !== 'stripe') return simulatedPayment;
    return {
      mode: 'stripe',
      async paymentMethod() {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) throw new CardEntryError(t('common:payment.stripeLoading'));
        const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
        if (error || !paymentMethod) throw new CardEntryError(error?.message ?? t('common:payment.cardRequired'));
        return paymentMethod.id;
      },
      async authenticate(clientSecret) {
        if (!stripe) throw new CardEntryError(t('common:payment.stripeLoading'));
        // Its error (the bank refused, the person closed the window) is the provider's to record: sync reads it.
        await stripe.handleNextAction({ clientSecret });
        return true;
      },
    };
  }, [config, elements, stripe, t]);
  return <CardPaymentContext.Provider value={value}>{children}</CardPaymentContext.Provider>;
}

/**
 * Around a screen that takes a card, rendered before the configuration is read (the tree keeps its shape, so the form
 * inside keeps what was typed): Stripe Elements loads Stripe.js in stripe mode only; simulated mode never reaches it.
 */
export function CardPaymentProvider({ config, children }: { config: PaymentConfig | undefined; children: ReactNode }) {
  const { i18n } = useTranslation();
  const key = config?.mode === 'stripe' ? config.publishableKey : null;
  return (
    <Elements stripe={key === null ? null : stripeFor(key)} options={{ locale: i18n.resolvedLanguage === 'en' ? 'en' : 'fr-CA' }}>
      <CardPaymentBridge config={config}>{children}</CardPaymentBridge>
    </Elements>
  );
}

/** Stripe's card field (number, expiry, CVC, postal code) inside the form's field, with its own live message. */
function StripeCardInput({ id }: { id: string }) {
  const { t } = useTranslation('common');
  const [problem, setProblem] = useState<string | null>(null);
  const onChange = (event: StripeCardElementChangeEvent) => setProblem(event.error?.message ?? null);
  return (
    <div>
      <div className="card-payment-stripe" id={id}>
        <CardElement onChange={onChange} options={{ hidePostalCode: false, style: { base: { fontSize: '16px' } } }} />
      </div>
      {problem === null ? null : (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">{t('common:payment.stripeSecure')}</Typography.Text>
    </div>
  );
}

/**
 * The card field of a form, named `name`: with simulated payments, a plain notice that no money moves and the
 * provider's test cards to choose from (each with what it does); with Stripe, Elements' card field.
 */
export function CardField({ config, name, label }: { config: PaymentConfig; name: string; label?: string }) {
  const { t } = useTranslation('common');
  if (config.mode === 'stripe') {
    return (
      <Form.Item name={name} label={label ?? t('common:payment.card')} htmlFor={`${name}-stripe`}>
        <StripeCardInput id={`${name}-stripe`} />
      </Form.Item>
    );
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="warning" showIcon title={t('common:payment.simulatedTitle')} description={t('common:payment.simulatedText')} />
      <Form.Item name={name} label={label ?? t('common:payment.testCard')} rules={[{ required: true, message: t('common:payment.cardRequired') }]}>
        <Radio.Group>
          <Space direction="vertical">
            {config.testCards.map((card) => (
              <Radio key={card.paymentMethodId} value={card.paymentMethodId}>
                <span className="card-payment-number">{card.number}</span> — {t(`common:payment.outcome.${card.outcome}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
    </Space>
  );
}
