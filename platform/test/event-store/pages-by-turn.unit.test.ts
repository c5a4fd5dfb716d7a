import type { EventPage, RecordedEvent } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import { pagesByTurn } from '../../src/event-store/pages-by-turn';

const recorded = (n: number): RecordedEvent => ({
  id: `event-${n}`,
  streamId: 'stream',
  revision: BigInt(n),
  type: 'Counted',
  data: { n },
  metadata: {},
  position: { commit: 1n, prepare: BigInt(n) },
  created: new Date(0),
});

/** An event source that the test feeds: what is pushed before a read is there at once, the rest comes when pushed. */
function feed() {
  const queued: RecordedEvent[] = [];
  const waiting: ((result: IteratorResult<RecordedEvent>) => void)[] = [];
  let ended = false;
  const iterator: AsyncIterator<RecordedEvent> = {
    next: () => {
      const event = queued.shift();
      if (event) return Promise.resolve({ done: false, value: event });
      if (ended) return Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
  return {
    iterator,
    push(...events: RecordedEvent[]) {
      for (const event of events) {
        const reader = waiting.shift();
        if (reader) reader({ done: false, value: event });
        else queued.push(event);
      }
    },
    end() {
      ended = true;
      for (const reader of waiting.splice(0)) reader({ done: true, value: undefined });
    },
  };
}

const numbers = (page: EventPage) => page.events.map((event) => (event.data as { n: number }).n);

describe('pages of a subscription that delivers events one by one', () => {
  it('takes what has arrived before the next turn as one page, at most the size asked, and what comes later as the next', async () => {
    const source = feed();
    source.push(...[0, 1, 2, 3, 4].map(recorded));
    const pages = pagesByTurn(source.iterator, 3);
    const full = (await pages.next()).value!;
    expect(numbers(full)).toEqual([0, 1, 2]);
    expect(full.more).toBe(true);
    const rest = (await pages.next()).value!;
    expect(numbers(rest)).toEqual([3, 4]);
    expect(rest.more).toBe(false);
    const later = pages.next();
    setTimeout(() => source.push(recorded(5)), 5);
    expect(numbers((await later).value!)).toEqual([5]);
    source.push(recorded(6));
    source.end();
    expect(numbers((await pages.next()).value!)).toEqual([6]);
    expect((await pages.next()).done).toBe(true);
  });

  it('says the head with an empty page when nothing came by the next turn after a page that said more would follow', async () => {
    const source = feed();
    source.push(...[0, 1].map(recorded));
    const pages = pagesByTurn(source.iterator, 2);
    expect((await pages.next()).value).toMatchObject({ more: true });
    expect((await pages.next()).value).toEqual({ events: [], more: false });
    const later = pages.next();
    setTimeout(() => source.push(recorded(2)), 5);
    expect(numbers((await later).value!)).toEqual([2]);
  });

  it('ends without an empty page when the source ends', async () => {
    const source = feed();
    const pages = pagesByTurn(source.iterator);
    const first = pages.next();
    source.end();
    expect(await first).toEqual({ done: true, value: undefined });
  });
});
