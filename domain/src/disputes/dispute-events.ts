import type { DomainEvent } from '../shared/decider';

/** Who opened the dispute: the booking's client, or its cleaner. */
export const DISPUTE_SIDES = ['client', 'cleaner'] as const;
export type DisputeSide = (typeof DISPUTE_SIDES)[number];

/** What each side may complain of (issue 35): a client of the service, a cleaner of an unpaid balance or damage to them. */
export const CLIENT_DISPUTE_REASONS = ['not_done', 'poor_quality', 'damage', 'late_or_short', 'other'] as const;
export const CLEANER_DISPUTE_REASONS = ['unpaid_balance', 'damage', 'other'] as const;
export const DISPUTE_REASONS = ['not_done', 'poor_quality', 'damage', 'late_or_short', 'unpaid_balance', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const reasonsOf = (side: DisputeSide): readonly DisputeReason[] => (side === 'client' ? CLIENT_DISPUTE_REASONS : CLEANER_DISPUTE_REASONS);

export const DISPUTE_DECISIONS = ['reject', 'refund', 'credit'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

/** The read model's statuses: `open` → `answered` | `uncontested` → `decided`. */
export const DISPUTE_STATUSES = ['open', 'answered', 'uncontested', 'decided'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** A dispute is opened within 7 days after the service ended; the other side answers within 72 hours. */
export const DISPUTE_WINDOW_DAYS = 7;
export const DISPUTE_ANSWER_HOURS = 72;
export const DISPUTE_TEXT_MAX = 2000;
export const DISPUTE_DECISION_REASON_MAX = 1000;
export const DISPUTE_PHOTOS_MAX = 6;

/**
 * Events of a dispute over a booking (`dispute-<disputeId>`). The description, the answer and the decision's reason
 * are personal (sealed with their author's key, the event's user).
 */
export type DisputeOpened = DomainEvent<
  'DisputeOpened',
  {
    disputeId: string;
    bookingId: string;
    clientId: string;
    cleanerId: string;
    openedBy: string;
    side: DisputeSide;
    reason: DisputeReason;
    description: string;
    photoIds: string[];
    amountCents: number | null;
    openedAt: string;
    respondBy: string;
  }
>;
export type DisputeAnswered = DomainEvent<'DisputeAnswered', { disputeId: string; bookingId: string; answeredBy: string; text: string; at: string }>;
/** The 72 hours passed without an answer: the dispute goes to an admin as it stands. */
export type DisputeUncontested = DomainEvent<'DisputeUncontested', { disputeId: string; bookingId: string; at: string }>;
export type DisputeDecided = DomainEvent<
  'DisputeDecided',
  {
    disputeId: string;
    bookingId: string;
    clientId: string;
    cleanerId: string;
    decision: DisputeDecision;
    /** Null for a rejection. */
    amountCents: number | null;
    reason: string;
    decidedBy: string;
    at: string;
  }
>;

export type DisputeEvent = DisputeOpened | DisputeAnswered | DisputeUncontested | DisputeDecided;
export type DisputeEventType = DisputeEvent['type'];
export const disputeEventTypes = ['DisputeOpened', 'DisputeAnswered', 'DisputeUncontested', 'DisputeDecided'] as const satisfies readonly DisputeEventType[];
const _everyTypeListed: [Exclude<DisputeEventType, (typeof disputeEventTypes)[number]>] extends [never] ? true : never = true;

export const disputeEventPersonalFields = { DisputeOpened: ['description'], DisputeAnswered: ['text'], DisputeDecided: ['reason'] } as const;

/**
 * One dispute per booking: its id is the booking's (docs/decisions.md, "One dispute per booking"), so a second one
 * lands on the same stream and is refused by the decider, and the stream's expected revision settles a race.
 */
export const disputeIdOf = (bookingId: string): string => bookingId;
export const disputeStream = (disputeId: string): string => `dispute-${disputeId}`;
