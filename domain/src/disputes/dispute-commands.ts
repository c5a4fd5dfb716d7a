import type { Command } from '../shared/decider';
import type { DisputeDecision, DisputeReason, DisputeSide } from './dispute-events';

/**
 * What the BFF knows of the booking when a dispute is opened (its read model): its two people, its status, when the
 * service ended (the punch-out, else its end time) and the photos uploaded to it.
 */
export type DisputeBookingFacts = { clientId: string; cleanerId: string; status: string; serviceEndedAt: string | null; photoIds: readonly string[] };

export type OpenDispute = Command<
  'OpenDispute',
  { disputeId: string; bookingId: string; side: DisputeSide; reason: DisputeReason; description: string; photoIds: string[]; amountCents: number | null; booking: DisputeBookingFacts }
>;
export type AnswerDispute = Command<'AnswerDispute', { disputeId: string; text: string }>;
/** From the timer, 72 hours after the opening. */
export type MarkUncontested = Command<'MarkUncontested', { disputeId: string }>;
/** An admin's decision; `refundableCents`: what the client paid for the booking less what was already refunded. */
export type DecideDispute = Command<'DecideDispute', { disputeId: string; decision: DisputeDecision; amountCents: number | null; reason: string; refundableCents: number }>;

export type DisputeCommand = OpenDispute | AnswerDispute | MarkUncontested | DecideDispute;
