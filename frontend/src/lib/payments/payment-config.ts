import useSWR from 'swr';
import { api } from '../api-client';
import type { Answer, Api } from '../api-contract';

export const PAYMENT_CONFIG_URL = '/api/payments/config';

/** `GET /api/payments/config`: the payment mode, Stripe's publishable key, and when simulated the test cards. */
export type PaymentConfig = Answer<Api['payments']['config']['$get']>;

/** `GET /api/payments/config` → `{ mode, publishableKey, testCards }` (docs/api/payments.md). */
export async function fetchPaymentConfig(url: string): Promise<PaymentConfig> {
  return api.get<PaymentConfig>(url);
}

export function usePaymentConfig() {
  return useSWR(PAYMENT_CONFIG_URL, fetchPaymentConfig);
}
