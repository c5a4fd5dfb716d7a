import useSWR from 'swr';
import { client, ok } from '../../../lib/api';

/**
 * `GET /api/payouts/me` (docs/api/payouts.md), read here for the connected account alone: the state Stripe's return
 * lands on (`/profile`, SPEC section 2). Under the payouts page's own key, so both show the same reading.
 */
export function usePayoutAccount(enabled: boolean) {
  return useSWR(enabled ? client.payouts.me.$path() : null, () => ok(client.payouts.me.$get()), { revalidateOnMount: true });
}
