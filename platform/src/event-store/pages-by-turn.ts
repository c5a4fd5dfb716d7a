import type { EventPage, RecordedEvent } from '@weklean/domain';

const idle = Symbol('idle');

/**
 * A subscription's events as pages, for a store that delivers them one by one (KurrentDB's client): a page is the
 * events that have already arrived when the next turn of the event loop comes, `max` at most, so a caught-up reader
 * gets small pages at once and a catching-up one large pages (one timer per page, not per event). A page cut at `max`
 * says that more follow; one cut by the turn, that the reader is at the head (as far as this side can tell), and after
 * a page that said more, a turn with nothing says the head with an empty page.
 */
export async function* pagesByTurn(events: AsyncIterator<RecordedEvent>, max = 1000): AsyncGenerator<EventPage> {
  let pending: Promise<IteratorResult<RecordedEvent>> | null = null;
  /** The last page said that more would follow: if none has come by the next turn, the head is said (EventPage). */
  let saidMore = false;
  const nextTurn = () => new Promise<typeof idle>((resolve) => setImmediate(() => resolve(idle)));
  for (;;) {
    pending ??= events.next();
    const first: IteratorResult<RecordedEvent> | typeof idle = saidMore ? await Promise.race([pending, nextTurn()]) : await pending;
    if (first === idle) {
      saidMore = false;
      yield { events: [], more: false };
      continue;
    }
    pending = null;
    if (first.done) return;
    const page: RecordedEvent[] = [first.value];
    const turn = nextTurn();
    let done = false;
    while (page.length < max) {
      pending = events.next();
      const next = await Promise.race([pending, turn]);
      if (next === idle) break;
      pending = null;
      if (next.done) {
        done = true;
        break;
      }
      page.push(next.value);
    }
    saidMore = page.length === max;
    yield { events: page, more: saidMore };
    if (done) return;
  }
}
