import { AUTHENTICATION_WINDOW_MINUTES } from '@weklean/domain';

/** The part of a booking answer (`POST /api/bookings`, `BookingDetails`) that says where its deposit stands. */
export type DepositAnswer = {
  status: string;
  payment: { nextAction: { kind: 'deposit' | 'balance'; clientSecret: string } | null } | null;
};

/**
 * What a request's answer means for the client: `sent` (the deposit is paid, or none was asked: the cleaner has the
 * request), `confirm` (the bank asks for 3-D Secure first: nothing has reached the cleaner, nothing is counting down),
 * or `refused` (the deposit failed: the request was withdrawn).
 */
export type DepositOutcome = 'sent' | 'confirm' | 'refused';

export function depositOutcome(answer: DepositAnswer): DepositOutcome {
  if (answer.status === 'withdrawn') return 'refused';
  return answer.payment?.nextAction?.kind === 'deposit' ? 'confirm' : 'sent';
}

/**
 * The deposit's 3-D Secure step waiting for the client, and the instant the request is withdrawn without it (the
 * deposit is charged as the request is made, so the window runs from the request); null when there is none.
 */
export function depositStepOf(answer: DepositAnswer & { createdAt: string }): { clientSecret: string; withdrawnAt: string | null } | null {
  const action = answer.payment?.nextAction;
  if (answer.status !== 'pending' || action?.kind !== 'deposit') return null;
  const requested = Date.parse(answer.createdAt);
  const withdrawnAt = Number.isNaN(requested) ? null : new Date(requested + AUTHENTICATION_WINDOW_MINUTES * 60_000).toISOString();
  return { clientSecret: action.clientSecret, withdrawnAt };
}

/**
 * A request still waiting for its deposit (3-D Secure, or the provider's answer): the cleaner has not seen it, so the
 * 24 hours they have to answer are not shown counting down.
 */
export function awaitsDeposit(booking: { status: string; paymentStatus: string | null }): boolean {
  return booking.status === 'pending' && booking.paymentStatus === 'initial_pending';
}
