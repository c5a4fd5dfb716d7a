import { cleanerDecider, cleanerEventTypes, type CleanerEvent, type CleanerState } from '@weklean/domain';
import type { Projection } from '@weklean/platform';

const CLEANER = 'cleaner-';
const cleanerTypes: readonly string[] = cleanerEventTypes;

/**
 * The cleaner-details read model: per cleaner, their profile folded here by the domain's evolve (the decider's own).
 * The cleaner's own screens (`/api/cleaners/me`, their home) and the answers to their profile commands read it.
 */
export const cleanerDetails: Projection = {
  name: 'cleaner-details',
  eventTypes: cleanerEventTypes,
  apply: async (tx, recorded) => {
    if (!recorded.streamId.startsWith(CLEANER) || !cleanerTypes.includes(recorded.type)) return;
    const cleanerId = recorded.streamId.slice(CLEANER.length);
    // One statement makes the row if it is new, locks it and reads it (a no-op update returns the row as it is).
    const [row] = await tx<{ state: CleanerState }[]>`
      insert into cleaner_details (cleaner_id, state) values (${cleanerId}, ${tx.json(cleanerDecider.initialState as never)})
      on conflict (cleaner_id) do update set cleaner_id = excluded.cleaner_id
      returning state`;
    const state = cleanerDecider.evolve(row!.state, { type: recorded.type, data: recorded.data } as CleanerEvent);
    await tx`update cleaner_details set state = ${tx.json(state as never)} where cleaner_id = ${cleanerId}`;
  },
  reset: async (tx) => {
    await tx`delete from cleaner_details`;
  },
};
