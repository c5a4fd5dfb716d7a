// The ledger benches' workload (bench/ledger, bench/projections): bookings' payment postings and each cleaner's payout
// stream over eight weeks, decided in memory by the domain, then appended through the event store by 8 writers.
import { randomUUID } from 'node:crypto';
import {
  addDays,
  chargePosting,
  earningPosting,
  evolvePayout,
  fridayOf,
  initialPayoutState,
  isoWeekOfDate,
  payoutDecider,
  quebecInstant,
  settlePending,
  SYSTEM_USER,
  type EventData,
  type EventStore,
  type PayoutCommand,
  type PayoutState,
  type PriceBreakdown,
} from '@weklean/domain';

export const FIRST_MONDAY = '2026-09-28'; // 2026-W40
export const WEEKS = 8;

/** A booking's price: a 4-hour cleaning at $25–$45 an hour, the $5 fee, taxes (the shape the payment stream posts). */
function priceOf(index: number): PriceBreakdown {
  const basePrice = (2_500 + (index % 5) * 500) * 4;
  const serviceFee = 500;
  const subtotal = basePrice + serviceFee;
  const gst = Math.round(subtotal * 0.05);
  const qst = Math.round(subtotal * 0.09975);
  const finalPrice = subtotal + gst + qst;
  const deposit = Math.ceil(finalPrice / 2);
  return { basePrice, suppliesFee: 0, emergencyFee: 0, firstBookingDiscount: 0, serviceFee, subtotal, gst, qst, finalPrice, deposit, balance: finalPrice - deposit } as PriceBreakdown;
}

/** Runs `work` over `items` with `writers` at once. */
async function inParallel<T>(items: readonly T[], writers: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: writers }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

export type LedgerWorkload = {
  cleanerIds: string[];
  /** One append per booking's payment stream, then the payout streams' appends week by week. */
  paymentAppends: { stream: string; events: EventData[] }[];
  payoutAppends: { stream: string; events: EventData[] }[][];
  totalEvents: number;
  postings: number;
  /** Events per type, to know when a projection has applied all of its events. */
  byType: Map<string, number>;
};

export function decideLedgerWorkload(bookings: number, cleaners: number): LedgerWorkload {
  const cleanerIds = Array.from({ length: cleaners }, () => randomUUID());

  // What happens, decided in memory by the domain: each booking's postings, each cleaner's payout stream by week.
  const paymentAppends: { stream: string; events: EventData[] }[] = [];
  const payoutAppends: { stream: string; events: EventData[] }[][] = Array.from({ length: WEEKS }, () => []);
  const states = new Map<string, PayoutState>();
  const decide = (cleanerId: string, command: Omit<PayoutCommand, 'metadata'>, now: string, into: EventData[]) => {
    const state = states.get(cleanerId) ?? initialPayoutState;
    const events = payoutDecider.decide({ ...command, metadata: { userId: command.type === 'OpenPayoutAccount' ? cleanerId : SYSTEM_USER, now } } as PayoutCommand, state);
    states.set(cleanerId, events.reduce(evolvePayout, state));
    into.push(...events.map((event) => ({ type: event.type, data: event.data })));
  };
  for (const cleanerId of cleanerIds) {
    const opening: EventData[] = [];
    const at = quebecInstant(FIRST_MONDAY, '08:00')!;
    decide(cleanerId, { type: 'OpenPayoutAccount', data: { cleanerId, accountId: `acct_${cleanerId.slice(0, 8)}` } }, at, opening);
    decide(cleanerId, { type: 'UpdatePayoutAccount', data: { cleanerId, accountId: `acct_${cleanerId.slice(0, 8)}`, status: 'active', requirements: [], bankLast4: '6789' } }, at, opening);
    payoutAppends[0]!.push({ stream: `payout-${cleanerId}`, events: opening });
  }
  const perWeek = Math.ceil(bookings / WEEKS);
  let postings = 0;
  for (let week = 0; week < WEEKS; week += 1) {
    const weekly = new Map<string, EventData[]>();
    for (let index = week * perWeek; index < Math.min(bookings, (week + 1) * perWeek); index += 1) {
      const bookingId = randomUUID();
      const cleanerId = cleanerIds[index % cleaners]!;
      const price = priceOf(index);
      const day = addDays(FIRST_MONDAY, week * 7 + (index % 5));
      const paidAt = quebecInstant(day, '14:00')!;
      const pending = earningPosting(`earning:${bookingId}`, price, cleanerId);
      const posted = settlePending(`earning-post:${bookingId}`, pending, 'post');
      const events = [chargePosting(`charge:${bookingId}:deposit`, price.deposit), chargePosting(`charge:${bookingId}:balance`, price.balance), pending, posted].map((posting) => ({
        type: 'LedgerPosted',
        data: { ...posting, bookingId, at: paidAt },
      }));
      paymentAppends.push({ stream: `payment-${bookingId}`, events });
      postings += events.length;
      const into = weekly.get(cleanerId) ?? [];
      weekly.set(cleanerId, into);
      decide(cleanerId, { type: 'CreditEarning', data: { cleanerId, earningId: posted.postingId, bookingId, kind: 'service', amountCents: price.basePrice, platformFeeCents: price.serviceFee, earnedAt: paidAt } }, paidAt, into);
    }
    // The Friday after: the week is paid out, and the bank pays.
    if (week + 1 < WEEKS) {
      const payWeek = isoWeekOfDate(addDays(FIRST_MONDAY, week * 7));
      const friday = quebecInstant(fridayOf(isoWeekOfDate(addDays(FIRST_MONDAY, (week + 1) * 7))), '09:00')!;
      for (const cleanerId of cleanerIds) {
        const into = weekly.get(cleanerId) ?? [];
        weekly.set(cleanerId, into);
        decide(cleanerId, { type: 'RunWeeklyPayout', data: { cleanerId, week: payWeek } }, friday, into);
        const payoutId = `weekly:${cleanerId}:${payWeek}`;
        if (states.get(cleanerId)?.payouts.some((payout) => payout.payoutId === payoutId)) {
          decide(cleanerId, { type: 'RecordPayoutStatus', data: { payoutId, status: 'in_transit', failureReason: null } }, friday, into);
          decide(cleanerId, { type: 'RecordPayoutStatus', data: { payoutId, status: 'paid', failureReason: null } }, friday, into);
        }
      }
    }
    for (const [cleanerId, events] of weekly) if (events.length > 0) payoutAppends[week]!.push({ stream: `payout-${cleanerId}`, events });
  }
  for (const appends of payoutAppends) for (const append of appends) postings += append.events.filter((event) => event.type === 'LedgerPosted').length;
  const totalEvents = paymentAppends.reduce((n, a) => n + a.events.length, 0) + payoutAppends.flat().reduce((n, a) => n + a.events.length, 0);
  const byType = new Map<string, number>();
  for (const append of [...paymentAppends, ...payoutAppends.flat()]) for (const event of append.events) byType.set(event.type, (byType.get(event.type) ?? 0) + 1);
  return { cleanerIds, paymentAppends, payoutAppends, totalEvents, postings, byType };
}

/** The payment streams, then the payout streams week by week, by 8 writers. */
export async function appendLedgerWorkload(store: EventStore, workload: LedgerWorkload) {
  await inParallel(workload.paymentAppends, 8, async (append) => void (await store.appendToStream(append.stream, append.events)));
  for (const appends of workload.payoutAppends) await inParallel(appends, 8, async (append) => void (await store.appendToStream(append.stream, append.events)));
}
