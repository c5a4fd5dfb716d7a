import type * as accountErrors from './accounts/account-errors';
import type * as bookingErrors from './bookings/booking-errors';
import type * as cleanerErrors from './cleaners/cleaner-errors';
import type * as paymentErrors from './payments/payment-errors';
import type * as payoutErrors from './payouts/payout-errors';
import type * as conversationErrors from './messages/conversation-errors';
import type * as adminMessageErrors from './admin-messages/admin-message-errors';
import type * as reviewErrors from './reviews/review-errors';
import type * as referralErrors from './referrals/referral-errors';
import type * as disputeErrors from './disputes/dispute-errors';
import type * as eventStoreErrors from './event-store/errors';

type CodeOf<T> = T extends abstract new (...args: never[]) => { readonly code: infer Code extends string } ? Code : never;
/** The codes of a module's error classes (the abstract DomainError itself, whose code is any string, left out). */
type CodesOf<Module> = { [Name in Exclude<keyof Module, 'DomainError'>]: CodeOf<Module[Name]> }[Exclude<keyof Module, 'DomainError'>];

/**
 * Every code a DomainError can carry, read off the error classes: the BFF's status map must cover exactly these
 * (`satisfies Record<DomainErrorCode, …>`), so a new refusal cannot ship without its status.
 */
export type DomainErrorCode =
  | CodesOf<typeof accountErrors>
  | CodesOf<typeof bookingErrors>
  | CodesOf<typeof cleanerErrors>
  | CodesOf<typeof paymentErrors>
  | CodesOf<typeof payoutErrors>
  | CodesOf<typeof conversationErrors>
  | CodesOf<typeof adminMessageErrors>
  | CodesOf<typeof reviewErrors>
  | CodesOf<typeof referralErrors>
  | CodesOf<typeof disputeErrors>
  | CodesOf<typeof eventStoreErrors>;

// Fails to compile if the union ever widens to `string` (then any code would pass the status map's check).
const _precise: string extends DomainErrorCode ? never : true = true;
