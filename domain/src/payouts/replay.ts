import type { EventStore } from '../event-store/event-store';
import type { Posting } from '../payments/ledger';
import { evolvePayout, initialPayoutState, type PayoutState } from './payout';
import { payoutStream, type PayoutEvent } from './payout-events';

/**
 * What the raw event log says about money, read in one pass through the store's own reader (no read model): every
 * payout stream's state through the domain's `evolvePayout`, every ledger posting, which bookings' payments ended
 * before the service, and which were paid in full (with their cleaner). The finance reports check the read models
 * against it.
 */
export async function replayEventLog(store: EventStore) {
  const states = new Map<string, PayoutState>();
  const postings: Posting[] = [];
  const cleanerOfBooking = new Map<string, string>();
  const ended = new Set<string>();
  const fullyPaid = new Map<string, string>();
  for await (const event of store.readAll({ filter: { filterOn: 'streamName', prefixes: ['payment-', 'payout-', 'referral-'] } })) {
    if (event.type === 'LedgerPosted') postings.push(event.data as Posting);
    // A referral stream's only money is its postings (rewards earned, credits expired).
    if (event.streamId.startsWith('referral-')) continue;
    if (event.streamId.startsWith('payout-')) {
      states.set(event.streamId, evolvePayout(states.get(event.streamId) ?? initialPayoutState, { type: event.type, data: event.data } as PayoutEvent));
      continue;
    }
    const data = event.data as { bookingId: string; cleanerId?: string; status?: string; ending?: string };
    if (event.type === 'PaymentOpened' && data.cleanerId) cleanerOfBooking.set(data.bookingId, data.cleanerId);
    if (event.type === 'PaymentEnded') ended.add(data.bookingId);
    if (event.type === 'PaymentStatusChanged' && data.status === 'fully_paid') fullyPaid.set(data.bookingId, cleanerOfBooking.get(data.bookingId) ?? '');
  }
  return { states: [...states.values()], postings, cancelledBookings: ended, fullyPaidBookings: fullyPaid };
}


/**
 * The payout states of some cleaners only, each folded from its own `payout-<cleanerId>` stream by the same
 * `evolvePayout` as `replayEventLog`: what a week's reconciliation needs, without reading the whole log (issue 34). A
 * cleaner without a stream is left out, as the full replay would leave them out.
 */
export async function replayPayoutStreams(store: EventStore, cleanerIds: Iterable<string>): Promise<PayoutState[]> {
  const states: PayoutState[] = [];
  for (const cleanerId of new Set(cleanerIds)) {
    let state: PayoutState | null = null;
    for await (const event of store.readStream(payoutStream(cleanerId))) {
      state = evolvePayout(state ?? initialPayoutState, { type: event.type, data: event.data } as PayoutEvent);
    }
    if (state) states.push(state);
  }
  return states;
}
