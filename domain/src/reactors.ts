import { abandonedHoldReactor, bookingExpiryReactor, freeSlotReactor } from './bookings/booking-reactors';
import { calendarSyncReactor } from './bookings/calendar-sync-reactor';
import { bookingTarget, scheduleTarget } from './bookings/booking-targets';
import { cleanerTarget } from './cleaners/cleaner-decide';
import { paymentReactors } from './payments/payment-reactors';
import { paymentTarget } from './payments/payment-targets';
import { payoutReactors } from './payouts/payout-reactors';
import { liveReactor } from './live/live-reactor';
import { payoutTarget } from './payouts/payout-targets';
import { adminInboxTarget } from './admin-messages/admin-message-decide';
import { reviewTarget } from './reviews/review-decide';
import { referralTarget } from './referrals/referral-decide';
import { reviewReactor } from './reviews/review-reactors';
import { referralReactors } from './referrals/referral-reactors';
import { disputeTarget } from './disputes/dispute-decide';
import { disputeReactor } from './disputes/dispute-reactors';
import type { Command, CommandTarget, DomainEvent } from './shared/decider';
import type { Reactor } from './shared/reactor';

/** Every reaction of the product to its own events (payments, payouts, reviews and referrals add theirs). */
export const allReactors: readonly Reactor[] = [freeSlotReactor, bookingExpiryReactor, abandonedHoldReactor, ...paymentReactors, ...payoutReactors, liveReactor as Reactor, reviewReactor as Reactor, ...referralReactors, disputeReactor, calendarSyncReactor as Reactor];

type AnyTarget = CommandTarget<unknown, Command, DomainEvent>;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const targets: readonly [RegExp, (match: RegExpMatchArray) => AnyTarget][] = [
  [new RegExp(`^booking-(${UUID})$`), (m) => bookingTarget(m[1]!) as unknown as AnyTarget],
  [new RegExp(`^schedule-(${UUID})-(\\d{4}-\\d{2}-\\d{2})$`), (m) => scheduleTarget(m[1]!, m[2]!) as unknown as AnyTarget],
  [new RegExp(`^cleaner-(${UUID})$`), (m) => cleanerTarget(m[1]!) as unknown as AnyTarget],
  [new RegExp(`^payment-(${UUID})$`), (m) => paymentTarget(m[1]!) as unknown as AnyTarget],
  [new RegExp(`^payout-(${UUID})$`), (m) => payoutTarget(m[1]!) as unknown as AnyTarget],
  [new RegExp(`^admin-inbox-(${UUID})$`), (m) => adminInboxTarget(m[1]!) as unknown as AnyTarget],
  [new RegExp(`^referral-(${UUID})$`), (m) => referralTarget(m[1]!) as unknown as AnyTarget],
  [new RegExp(`^review-(${UUID})-(client|cleaner)$`), (m) => reviewTarget(m[1]!, m[2] as 'client' | 'cleaner') as unknown as AnyTarget],
  [new RegExp(`^dispute-(${UUID})$`), (m) => disputeTarget(m[1]!) as unknown as AnyTarget],
];

/** The target of a stream name, for a command stored as data (a durable timer); null for an unknown stream. */
export function targetOf(stream: string): AnyTarget | null {
  for (const [pattern, make] of targets) {
    const match = stream.match(pattern);
    if (match) return make(match);
  }
  return null;
}
