import type { EventFilter } from '@weklean/domain';

/**
 * What a notification says was appended: the event types of one append, or `null` when it does not say (an empty
 * payload, from an older process or an append whose types did not fit): then every waiter wakes.
 */
export type Appended = readonly string[] | null;

/** The NOTIFY payload of an append: its event types, once each, comma-separated; empty when they cannot be said. */
export function appendedPayload(types: readonly string[]): string {
  const unique = [...new Set(types)];
  const payload = unique.join(',');
  // PostgreSQL's limit is 8 000 bytes; a type with a comma could not be read back.
  return unique.some((type) => type.includes(',')) || Buffer.byteLength(payload) > 7_000 ? '' : payload;
}

export const appendedOf = (payload: string): Appended => (payload === '' ? null : payload.split(','));

/**
 * Whether an append can hold an event the filter lets through: a filter on event types is judged by the types the
 * notification names; any other filter (stream names, a regex) and a notification that names none always wake.
 */
export function wakes(filter: EventFilter | undefined, appended: Appended): boolean {
  if (!filter || appended === null || filter.filterOn !== 'eventType' || 'regex' in filter) return true;
  if ('types' in filter) return appended.some((type) => filter.types.includes(type));
  return appended.some((type) => filter.prefixes.some((prefix) => type.startsWith(prefix)));
}

/** A claim on the next notification a waiter cares about, taken before a read so that one arriving during it is kept. */
export type WakeTicket = { readonly woken: Promise<void>; cancel(): void };

/**
 * A signal that many waiters share, each for the appends its filter can see (issue 34: a notification no longer
 * wakes every subscription of the process to read a page, only those whose filter names one of the appended event
 * types). `next(filter)` takes a ticket before a read; `wait()` settles on it, a time-out or an abort. A waiter not
 * woken still polls on its time-out, so an event that became visible late (an older transaction still open when it
 * was notified) is found by the poll, as before.
 */
export function createWakeSignal() {
  const waiting = new Set<{ filter: EventFilter | undefined; wake: () => void }>();
  return {
    notify(appended: Appended = null) {
      for (const waiter of [...waiting]) {
        if (!wakes(waiter.filter, appended)) continue;
        waiting.delete(waiter);
        waiter.wake();
      }
    },
    next(filter?: EventFilter): WakeTicket {
      let wake: () => void = () => undefined;
      const woken = new Promise<void>((resolve) => (wake = resolve));
      const waiter = { filter, wake };
      waiting.add(waiter);
      return { woken, cancel: () => void waiting.delete(waiter) };
    },
    /** Resolves true when notified, false on time-out or abort (the ticket is then given up). */
    wait(ticket: WakeTicket, timeoutMs: number, signal: AbortSignal): Promise<boolean> {
      if (signal.aborted) {
        ticket.cancel();
        return Promise.resolve(false);
      }
      return new Promise<boolean>((resolve) => {
        const done = (woken: boolean) => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          if (!woken) ticket.cancel();
          resolve(woken);
        };
        const onAbort = () => done(false);
        const timer = setTimeout(() => done(false), timeoutMs);
        signal.addEventListener('abort', onAbort, { once: true });
        void ticket.woken.then(() => done(true));
      });
    },
    /** Waiters holding a ticket (for tests: none is left behind). */
    get waiting() {
      return waiting.size;
    },
  };
}
