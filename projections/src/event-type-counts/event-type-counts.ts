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
  /**
   * A page in one statement, a row per type: its count and its latest instant (issue 34: this projection takes every
   * event, a statement each was 10 of a booking's). Nothing is overwritten, so nothing one by one would refuse is
   * left unsent: an event type is text, its instant a Date read from the log.
   */
  applyBatch: async (tx, events) => {
    const byType = new Map<string, { count: number; lastSeen: Date }>();
    for (const event of events) {
      const seen = byType.get(event.type);
      if (!seen) byType.set(event.type, { count: 1, lastSeen: event.created });
      else {
        seen.count += 1;
        if (event.created > seen.lastSeen) seen.lastSeen = event.created;
      }
    }
    const types = [...byType.keys()];
    const counts = types.map((type) => byType.get(type)!.count);
    const lastSeen = types.map((type) => byType.get(type)!.lastSeen.toISOString());
    await tx`
      insert into event_type_counts (event_type, count, last_seen_at)
      select * from unnest(${types}::text[], ${counts}::bigint[], ${lastSeen}::timestamptz[])
      on conflict (event_type) do update
      set count = event_type_counts.count + excluded.count, last_seen_at = greatest(event_type_counts.last_seen_at, excluded.last_seen_at)`;
  },
  reset: async (tx) => {
    await tx`delete from event_type_counts`;
  },
};
