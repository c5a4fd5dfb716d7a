import { payoutDecider, type PayoutState } from '@weklean/domain';
import type postgres from 'postgres';

/** A cleaner's payout state, as the payout-details projection has it (nothing yet: the initial state). */
export async function payoutDetailsOf(sql: postgres.Sql, cleanerId: string): Promise<PayoutState> {
  const [row] = await sql<{ state: PayoutState }[]>`select state from payout_details where cleaner_id = ${cleanerId}`;
  return row?.state ?? payoutDecider.initialState;
}
