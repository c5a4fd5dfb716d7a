import { payoutDecider, payoutEventTypes, type PayoutEvent, type PayoutState } from '@weklean/domain';
import type { Projection } from '@weklean/platform';

const PAYOUT = 'payout-';
const payoutTypes: readonly string[] = payoutEventTypes;

/**
 * The payout-details read model: per cleaner, their payout state folded here by the domain's evolve (the decider's
 * own). The cleaner's payouts page and their statements read it.
 */
export const payoutDetails: Projection = {
  name: 'payout-details',
  eventTypes: payoutEventTypes,
  apply: async (tx, recorded) => {
    if (!recorded.streamId.startsWith(PAYOUT) || !payoutTypes.includes(recorded.type)) return;
    const cleanerId = recorded.streamId.slice(PAYOUT.length);
    // One statement makes the row if it is new, locks it and reads it (a no-op update returns the row as it is).
    const [row] = await tx<{ state: PayoutState }[]>`
      insert into payout_details (cleaner_id, state) values (${cleanerId}, ${tx.json(payoutDecider.initialState as never)})
      on conflict (cleaner_id) do update set cleaner_id = excluded.cleaner_id
      returning state`;
    const state = payoutDecider.evolve(row!.state, { type: recorded.type, data: recorded.data } as PayoutEvent);
    await tx`update payout_details set state = ${tx.json(state as never)} where cleaner_id = ${cleanerId}`;
  },
  reset: async (tx) => {
    await tx`delete from payout_details`;
  },
};
