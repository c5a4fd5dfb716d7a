import { randomUUID } from 'node:crypto';
import type { PostgresEventStore } from '@weklean/platform';
import { bookingRequested } from './payload';

export type CatchUpRun = { events: number; seconds: number; perSecond: number };

export type CatchUpFigures = { seeded: number; seedSeconds: number; runs: CatchUpRun[] };

const EVENTS_PER_APPEND = 100;
const SEED_WRITERS = 4;

/** Seeds `count` events in appends of 100 (one stream each), from a few writers at once. */
async function seed(store: PostgresEventStore, count: number): Promise<void> {
  let appends = Math.ceil(count / EVENTS_PER_APPEND);
  let left = count;
  const writer = async () => {
    while (appends > 0) {
      appends -= 1;
      const size = Math.min(EVENTS_PER_APPEND, left);
      left -= size;
      const bookingId = randomUUID();
      const events = Array.from({ length: size }, () => bookingRequested(bookingId));
      await store.appendToStream(`booking-${bookingId}`, events, { streamState: 'no_stream' });
    }
  };
  await Promise.all(Array.from({ length: SEED_WRITERS }, writer));
}

/**
 * Seeds `count` events after whatever the log already holds, then times full `readAll` iterations over them (the
 * first right after seeding, the next ones with the pages already cached).
 */
export async function measureCatchUp(
  store: PostgresEventStore,
  count: number,
  iterations: number,
  log: (line: string) => void,
): Promise<CatchUpFigures> {
  const head = (await store.headPosition()) ?? 'start';
  const seedStart = performance.now();
  await seed(store, count);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  log(`seeded ${count} events in ${seedSeconds.toFixed(1)} s`);
  const runs: CatchUpRun[] = [];
  for (let run = 0; run < iterations; run += 1) {
    const start = performance.now();
    let events = 0;
    for await (const _event of store.readAll({ fromPosition: head })) events += 1;
    const seconds = (performance.now() - start) / 1000;
    if (events !== count) throw new Error(`readAll read ${events} events, ${count} were seeded`);
    runs.push({ events, seconds, perSecond: events / seconds });
    log(`readAll over ${events} events: ${(events / seconds).toFixed(0)}/s`);
  }
  return { seeded: count, seedSeconds, runs };
}
