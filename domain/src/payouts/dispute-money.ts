import type { DisputeDecided, DisputeOpened } from '../disputes/dispute-events';
import { cleanerPayable, type Posting } from '../payments/ledger';
import { serviceRefundPostingId } from '../payments/payment-decide';
import { paymentTarget } from '../payments/payment-targets';
import { command, type Reactor, type Reaction } from '../shared/reactor';
import type { RecoverEarning } from './payout-commands';
import { payoutTarget } from './payout-targets';
import { referralTarget } from '../referrals/referral-decide';

/** The refund key of a dispute's refund: one refund per dispute, however often its decision is delivered. */
export const disputeRefundKey = (disputeId: string): string => `dispute:${disputeId}`;

/**
 * What a dispute does to the money (issue 35): opened, the booking's earning is held from the cleaner's payouts; decided
 * with a refund, the client is refunded after the service (the payment stream posts who bears it), and the cleaner's
 * part is recovered from their payouts, which lets the earning go (`refundRecoveryReactor`); decided with a credit,
 * the client gets a platform credit (their referral stream: spent as a referral credit is) and the earning goes;
 * rejected, the earning goes.
 */
export const disputeMoneyReactor: Reactor = {
  name: 'dispute-money',
  eventTypes: ['DisputeOpened', 'DisputeDecided'],
  react(event): Reaction[] {
    if (event.type === 'DisputeOpened') {
      const { disputeId, bookingId, cleanerId } = event.data as DisputeOpened['data'];
      return [command(`freeze-earning:${disputeId}`, payoutTarget(cleanerId), 'FreezeEarning', { cleanerId, bookingId, disputeId })];
    }
    const { disputeId, bookingId, clientId, cleanerId, decision, amountCents } = event.data as DisputeDecided['data'];
    if (decision === 'refund' && amountCents !== null && amountCents > 0) {
      return [command(`dispute-refund:${disputeId}`, paymentTarget(bookingId), 'RefundAfterService', { refundKey: disputeRefundKey(disputeId), amountCents })];
    }
    const release = command(`release-earning:${disputeId}`, payoutTarget(cleanerId), 'ReleaseEarning', { cleanerId, bookingId, disputeId });
    if (decision === 'credit' && amountCents !== null && amountCents > 0) {
      // The platform's credit to the client, spent on their next bookings as a referral credit is; the cleaner keeps the earning.
      return [command(`dispute-credit:${disputeId}`, referralTarget(clientId), 'GrantPlatformCredit', { userId: clientId, creditId: disputeId, bookingId, amountCents }), release];
    }
    return [release];
  },
};

const PAYABLE = cleanerPayable('');
const REFUND_PREFIX = serviceRefundPostingId('');

/** The cleaner's part of a refund after the service, from its posting: the cleaner payable it debits. */
export function recoveryOfPosting(posting: Posting & { bookingId: string | null }): RecoverEarning['data'] | null {
  if (!posting.postingId.startsWith(REFUND_PREFIX) || posting.bookingId === null) return null;
  const line = posting.lines.find((candidate) => candidate.side === 'debit' && candidate.account.startsWith(PAYABLE));
  if (!line) return null;
  return { cleanerId: line.account.slice(PAYABLE.length), recoveryId: posting.postingId, bookingId: posting.bookingId, amountCents: line.amountCents };
}

/** A refund after the service posted in a payment stream: its cleaner's part is recovered in their payout stream, once. */
export const refundRecoveryReactor: Reactor = {
  name: 'recover-earning',
  eventTypes: ['LedgerPosted'],
  react(event) {
    if (!event.streamId.startsWith('payment-')) return [];
    const recovery = recoveryOfPosting(event.data as Posting & { bookingId: string | null });
    return recovery ? [command(`recover-earning:${recovery.recoveryId}`, payoutTarget(recovery.cleanerId), 'RecoverEarning', recovery)] : [];
  },
};
