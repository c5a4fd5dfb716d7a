import { describe, expect, it } from 'vitest';
import { appendedOf, appendedPayload, createWakeSignal, wakes } from '../../src/event-store/wake-signal';

const types = (...names: string[]) => ({ filterOn: 'eventType', types: names }) as const;
const never = new AbortController().signal;

describe('the wake-up of subscriptions after an append', () => {
  it('names the appended event types once each, or nothing when they cannot be read back', () => {
    expect(appendedPayload(['BookingRequested', 'PaymentStatusChanged', 'BookingRequested'])).toBe('BookingRequested,PaymentStatusChanged');
    expect(appendedOf('BookingRequested,PaymentStatusChanged')).toEqual(['BookingRequested', 'PaymentStatusChanged']);
    expect(appendedPayload(['A,B'])).toBe('');
    expect(appendedPayload(['x'.repeat(8_000)])).toBe('');
    expect(appendedOf('')).toBeNull();
  });

  it('wakes a filter on event types only for its types or prefixes, any other filter always', () => {
    expect(wakes(types('A', 'B'), ['C', 'B'])).toBe(true);
    expect(wakes(types('A', 'B'), ['C'])).toBe(false);
    expect(wakes({ filterOn: 'eventType', prefixes: ['Booking'] }, ['BookingRequested'])).toBe(true);
    expect(wakes({ filterOn: 'eventType', prefixes: ['Booking'] }, ['PaymentStatusChanged'])).toBe(false);
    expect(wakes({ filterOn: 'eventType', regex: '^Z$' }, ['A'])).toBe(true);
    expect(wakes({ filterOn: 'streamName', prefixes: ['booking-'] }, ['A'])).toBe(true);
    expect(wakes(undefined, ['A'])).toBe(true);
    // A notification that names no types (an older process, or types too long to say) wakes everyone.
    expect(wakes(types('A'), null)).toBe(true);
  });

  it('keeps a waiter asleep through notifications of other types, even several in one turn', async () => {
    const signal = createWakeSignal();
    const ticket = signal.next(types('A'));
    let woken: boolean | null = null;
    const waiting = signal.wait(ticket, 60_000, never).then((value) => (woken = value));
    signal.notify(['B']);
    await Promise.resolve();
    expect(woken).toBeNull();
    // Two notifications handled in one go (one socket read): the second, of its type, still wakes it.
    signal.notify(['C']);
    signal.notify(['A']);
    await waiting;
    expect(woken).toBe(true);
    expect(signal.waiting).toBe(0);
  });

  it('keeps a notification that came during the read, before the wait', async () => {
    const signal = createWakeSignal();
    const ticket = signal.next(types('A'));
    signal.notify(['A']);
    expect(await signal.wait(ticket, 60_000, never)).toBe(true);
  });

  it('gives the ticket up on time-out, on abort and when cancelled: no waiter is left behind', async () => {
    const signal = createWakeSignal();
    expect(await signal.wait(signal.next(types('A')), 5, never)).toBe(false);
    const aborted = new AbortController();
    const waiting = signal.wait(signal.next(types('A')), 60_000, aborted.signal);
    aborted.abort();
    expect(await waiting).toBe(false);
    signal.next(types('A')).cancel();
    expect(signal.waiting).toBe(0);
  });
});
