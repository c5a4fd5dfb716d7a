import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { PaymentConfig } from './booking-answers';

export const PAYMENT_CONFIG_URL = '/api/payments/config';

/** `GET /api/payments/config` → `{ mode, publishableKey, testCards }` (docs/api/payments.md). */
export async function fetchPaymentConfig(url: string): Promise<PaymentConfig> {
  return api.get<PaymentConfig>(url);
}

export function usePaymentConfig() {
  return useSWR(PAYMENT_CONFIG_URL, fetchPaymentConfig);
}
