import { evolvePayment, initialPaymentState, type PaymentState } from '../payments/payment';
import { paymentEventTypes, type PaymentEvent, type PaymentForgone } from '../payments/payment-events';
import type { DomainEvent } from '../shared/decider';
import { command, effect, timer, type Reactor } from '../shared/reactor';
import { referralTarget } from './referral-decide';
import { rewardExpiresAt, type FriendReferred, type PlatformCreditGranted, type ReferralRewardEarned } from './referral-events';

const PAYMENT_TYPES: ReadonlySet<string> = new Set(paymentEventTypes);
const paymentSource = {
  initialState: initialPaymentState,
  evolve: (state: PaymentState, event: DomainEvent) => (PAYMENT_TYPES.has(event.type) ? evolvePayment(state, event as PaymentEvent) : state),
};

/** Each reward's 6 months: from the friend's sign-up while pending, from the day it was earned for a client's credit. */
export const referralExpiryReactor: Reactor = {
  name: 'referral-expiry',
  eventTypes: ['FriendReferred', 'ReferralRewardEarned', 'PlatformCreditGranted'],
  react(event) {
    if (event.type === 'PlatformCreditGranted') {
      const data = event.data as PlatformCreditGranted['data'];
      return [
        timer(data.expiresAt, `referral-expiry:${data.userId}:${data.creditId}:credit`, referralTarget(data.userId), 'ExpireReferralReward', { userId: data.userId, refereeId: data.creditId }),
      ];
    }
    if (event.type === 'FriendReferred') {
      const data = event.data as FriendReferred['data'];
      return [
        timer(rewardExpiresAt(data.referredAt), `referral-expiry:${data.userId}:${data.refereeId}:pending`, referralTarget(data.userId), 'ExpireReferralReward', {
          userId: data.userId,
          refereeId: data.refereeId,
        }),
      ];
    }
    const data = event.data as ReferralRewardEarned['data'];
    if (data.kind !== 'credit' || data.expiresAt === null) return [];
    return [
      timer(data.expiresAt, `referral-expiry:${data.userId}:${data.refereeId}:credit`, referralTarget(data.userId), 'ExpireReferralReward', {
        userId: data.userId,
        refereeId: data.refereeId,
      }),
    ];
  },
};

/** The worker's adapter for a job completed and paid: it finds who referred its client and its cleaner, and checks the fraud rules. */
export const REFERRAL_EFFECTS = { jobPaid: 'referral-job-paid' } as const;
export type JobPaidEffect = { bookingId: string; clientId: string; cleanerId: string; paymentMethodId: string; at: string };

/**
 * A booking paid in full (its service done): each of its two people may be a referred friend whose first job this is.
 * Who referred whom, and whether the card or the address is the referrer's, is in read models and at the provider:
 * an effect, carried out by the worker, which sends `CompleteReferral` (once per friend: the referral stream keeps it).
 * A credit set aside for a booking that ended before its service comes back to the client.
 */
export const referralPaymentReactor: Reactor<PaymentState> = {
  name: 'referral-payments',
  eventTypes: ['PaymentStatusChanged', 'PaymentEnded', 'PaymentForgone'],
  source: paymentSource,
  react(event, { state }) {
    if (event.type === 'PaymentForgone') {
      // The request was interrupted before its payment opened: a credit it set aside comes back.
      const { bookingId, clientId, referralCreditCents } = event.data as PaymentForgone['data'];
      if (!referralCreditCents) return [];
      return [command(`referral-restore:${bookingId}`, referralTarget(clientId), 'RestoreReferralCredit', { userId: clientId, bookingId })];
    }
    if (state.status !== 'open') return [];
    if (event.type === 'PaymentEnded') {
      if (!(state.price.referralCredit ?? 0)) return [];
      return [command(`referral-restore:${state.bookingId}`, referralTarget(state.clientId), 'RestoreReferralCredit', { userId: state.clientId, bookingId: state.bookingId })];
    }
    if ((event.data as { status: string }).status !== 'fully_paid') return [];
    const data: JobPaidEffect = { bookingId: state.bookingId, clientId: state.clientId, cleanerId: state.cleanerId, paymentMethodId: state.paymentMethodId, at: (event.data as { at: string }).at };
    return [effect(`referral-job-paid:${state.bookingId}`, REFERRAL_EFFECTS.jobPaid, data)];
  },
};

export const referralReactors: readonly Reactor[] = [referralExpiryReactor, referralPaymentReactor as Reactor];
