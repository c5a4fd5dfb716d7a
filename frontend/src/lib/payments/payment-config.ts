import useSWR from 'swr';
import { client, ok } from '../api';
import type { Answer, Api } from '../api-contract';

export const PAYMENT_CONFIG_URL = client.payments.config.$path();

/** `GET /api/payments/config`: the payment mode, Stripe's publishable key, and when simulated the test cards. */
export type PaymentConfig = Answer<Api['payments']['config']['$get']>;

/** `GET /api/payments/config` → `{ mode, publishableKey, testCards }` (docs/api/payments.md). */
export async function fetchPaymentConfig(): Promise<PaymentConfig> {
  return ok(client.payments.config.$get());
}

export function usePaymentConfig() {
  return useSWR(PAYMENT_CONFIG_URL, fetchPaymentConfig);
}
