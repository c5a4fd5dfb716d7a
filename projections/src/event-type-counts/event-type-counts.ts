import type { Projection } from '@weklean/platform';

/** How many events of each type the log holds: the health page's proof that projections keep up. */
export const eventTypeCounts: Projection = {
  name: 'event-type-counts',
  apply: async (tx, event) => {
    await tx`
      insert into event_type_counts (event_type, count, last_seen_at) values (${event.type}, 1, ${event.created})
      on conflict (event_type) do update
      set count = event_type_counts.count + 1, last_seen_at = greatest(event_type_counts.last_seen_at, excluded.last_seen_at)`;
  },
  reset: async (tx) => {
    await tx`delete from event_type_counts`;
  },
};
