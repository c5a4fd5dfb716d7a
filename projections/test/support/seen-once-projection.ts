import type { Projection } from '@weklean/platform';

/** Records how many times each event was applied: any value but 1 is a lost or doubled effect. */
export const seenOnce = (delayMs = 0): Projection => ({
  name: 'seen-once',
  apply: async (tx, event) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await tx`
      insert into seen_once (event_id, times) values (${event.id}, 1)
      on conflict (event_id) do update set times = seen_once.times + 1`;
  },
  reset: async (tx) => {
    await tx`delete from seen_once`;
  },
});

export const createSeenOnceTable = `create table if not exists seen_once (event_id uuid primary key, times int not null)`;
