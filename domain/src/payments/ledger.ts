import type { PriceBreakdown } from '../bookings/pricing';

/**
 * The double-entry ledger of a booking's money (docs/api/payments.md), posted as events of its payment stream.
 * Modelled on TigerBeetle's transfers: every posting is a set of lines whose debits equal its credits, in integer
 * cents; a two-phase posting is first *pending* (it reserves, it does not move posted balances), then *posted* or
 * *voided*, once. Posting ids derive from the event that caused them, so a replay posts nothing new.
 */

export const LEDGER_ACCOUNTS = {
  /** Money at the payment provider (asset). */
  cash: 'cash',
  /** What clients paid for services not yet rendered (liability). */
  clientFunds: 'client_funds_held',
  platformFeeIncome: 'platform_fee_income',
  /** Fees kept on late cancellations, passed on to the cleaner. */
  cancellationFees: 'cancellation_fees',
  firstBookingDiscountExpense: 'first_booking_discount_expense',
  /** A referred friend's $10 off their first booking, borne by the platform. */
  referralDiscountExpense: 'referral_discount_expense',
  /** Referrers' $20 rewards once earned (a cleaner's goes to their payable, a client's becomes a credit). */
  referralRewardExpense: 'referral_reward_expense',
  /** Credits the platform gives clients (a dispute decided with a credit), spent like referral credits. */
  platformCreditExpense: 'platform_credit_expense',
  /** Clients' earned referral credits not yet spent or expired (liability). */
  referralCreditsPayable: 'referral_credits_payable',
  gstPayable: 'gst_payable',
  qstPayable: 'qst_payable',
  /** Refunds decided and owed to clients until the provider confirms them (liability). */
  refundsPayable: 'refunds_payable',
  /** The $5 fee of instant payouts (payouts issue). */
  instantPayoutFeeIncome: 'instant_payout_fee_income',
} as const;

/** What the platform owes one cleaner (liability); it never goes below zero. */
export const cleanerPayable = (cleanerId: string): string => `cleaner_payable:${cleanerId}`;

export type LedgerLine = { readonly account: string; readonly side: 'debit' | 'credit'; readonly amountCents: number };

export type PostingPhase = 'single' | 'pending' | 'post' | 'void';

export type Posting = {
  readonly postingId: string;
  readonly phase: PostingPhase;
  /** The pending posting a `post` or `void` settles. */
  readonly pendingId: string | null;
  readonly lines: readonly LedgerLine[];
};

export class UnbalancedPostingError extends Error {
  constructor(postingId: string, detail: string) {
    super(`posting ${postingId} is not balanced: ${detail}`);
  }
}

const total = (lines: readonly LedgerLine[], side: LedgerLine['side']) =>
  lines.filter((line) => line.side === side).reduce((sum, line) => sum + line.amountCents, 0);

/**
 * Refuses a posting whose amounts are not positive whole cents or whose debits differ from its credits. Called by
 * the payment decider on every posting it makes: balance is checked, not hoped for.
 */
export function checkBalanced(posting: Posting): Posting {
  for (const line of posting.lines) {
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents <= 0) {
      throw new UnbalancedPostingError(posting.postingId, `${line.account} has ${line.amountCents} cents`);
    }
  }
  const debits = total(posting.lines, 'debit');
  const credits = total(posting.lines, 'credit');
  if (posting.lines.length === 0 || debits !== credits) {
    throw new UnbalancedPostingError(posting.postingId, `debits ${debits} ≠ credits ${credits}`);
  }
  return posting;
}

const line = (account: string, side: LedgerLine['side'], amountCents: number): LedgerLine[] =>
  amountCents > 0 ? [{ account, side, amountCents }] : [];

/** Money received from the client: cash in, held for them until the service or a refund. */
export const chargePosting = (postingId: string, amountCents: number): Posting =>
  checkBalanced({
    postingId,
    phase: 'single',
    pendingId: null,
    lines: [...line(LEDGER_ACCOUNTS.cash, 'debit', amountCents), ...line(LEDGER_ACCOUNTS.clientFunds, 'credit', amountCents)],
  });

/** What the cleaner earns for the work: base, supplies and emergency (the platform bears the first-booking discount). */
export const cleanerEarning = (price: PriceBreakdown): number => price.basePrice + price.suppliesFee + price.emergencyFee;

/**
 * Who earns what once the service is done and paid: the client's money (the final price) and the discount the
 * platform bears become the cleaner's earning, the platform's fee and the taxes it collects. Pending until then.
 */
export const earningPosting = (postingId: string, price: PriceBreakdown, cleanerId: string): Posting =>
  checkBalanced({
    postingId,
    phase: 'pending',
    pendingId: null,
    lines: [
      ...line(LEDGER_ACCOUNTS.clientFunds, 'debit', price.finalPrice),
      ...line(LEDGER_ACCOUNTS.firstBookingDiscountExpense, 'debit', price.firstBookingDiscount),
      ...line(LEDGER_ACCOUNTS.referralDiscountExpense, 'debit', price.referralDiscount ?? 0),
      ...line(LEDGER_ACCOUNTS.referralCreditsPayable, 'debit', price.referralCredit ?? 0),
      ...line(cleanerPayable(cleanerId), 'credit', cleanerEarning(price)),
      ...line(LEDGER_ACCOUNTS.platformFeeIncome, 'credit', price.serviceFee),
      ...line(LEDGER_ACCOUNTS.gstPayable, 'credit', price.gst),
      ...line(LEDGER_ACCOUNTS.qstPayable, 'credit', price.qst),
    ],
  });

/**
 * A referrer's $20 earned: an expense of the platform, owed to a cleaner referrer (their payable, paid with their
 * payouts) or kept as a client referrer's credit for a next booking (spent through a booking's earning posting).
 */
export const referralRewardPosting = (postingId: string, amountCents: number, owedTo: { cleanerId: string } | 'client-credit'): Posting =>
  checkBalanced({
    postingId,
    phase: 'single',
    pendingId: null,
    lines: [
      ...line(LEDGER_ACCOUNTS.referralRewardExpense, 'debit', amountCents),
      ...line(owedTo === 'client-credit' ? LEDGER_ACCOUNTS.referralCreditsPayable : cleanerPayable(owedTo.cleanerId), 'credit', amountCents),
    ],
  });

/**
 * A client's credit that expired unspent: the expense is taken back (`expense`: the referral reward's, or the platform
 * credit's for a credit a dispute gave).
 */
export const referralCreditExpiredPosting = (postingId: string, amountCents: number, expense: string = LEDGER_ACCOUNTS.referralRewardExpense): Posting =>
  checkBalanced({
    postingId,
    phase: 'single',
    pendingId: null,
    lines: [...line(LEDGER_ACCOUNTS.referralCreditsPayable, 'debit', amountCents), ...line(expense, 'credit', amountCents)],
  });

/** A credit the platform gives a client: its expense, kept as a credit to spend (with the referral credits). */
export const platformCreditPosting = (postingId: string, amountCents: number): Posting =>
  checkBalanced({
    postingId,
    phase: 'single',
    pendingId: null,
    lines: [...line(LEDGER_ACCOUNTS.platformCreditExpense, 'debit', amountCents), ...line(LEDGER_ACCOUNTS.referralCreditsPayable, 'credit', amountCents)],
  });

/** Settles a pending posting: its lines count in the posted balances (`post`) or are released (`void`). */
export const settlePending = (postingId: string, pending: Posting, phase: 'post' | 'void'): Posting =>
  checkBalanced({ postingId, phase, pendingId: pending.postingId, lines: pending.lines });

/** A late cancellation's fee: kept from the client's money and passed on to the cleaner. */
export const feePosting = (postingId: string, amountCents: number, cleanerId: string): Posting =>
  checkBalanced({
    postingId,
    phase: 'single',
    pendingId: null,
    lines: [
      ...line(LEDGER_ACCOUNTS.clientFunds, 'debit', amountCents),
      ...line(LEDGER_ACCOUNTS.cancellationFees, 'credit', amountCents),
      ...line(LEDGER_ACCOUNTS.cancellationFees, 'debit', amountCents),
      ...line(cleanerPayable(cleanerId), 'credit', amountCents),
    ],
  });

/** A refund decided: the client's money becomes a debt to them until the provider pays it back. */
export const refundOwedPosting = (postingId: string, amountCents: number): Posting =>
  checkBalanced({
    postingId,
    phase: 'single',
    pendingId: null,
    lines: [...line(LEDGER_ACCOUNTS.clientFunds, 'debit', amountCents), ...line(LEDGER_ACCOUNTS.refundsPayable, 'credit', amountCents)],
  });

/**
 * How a refund after the service (a dispute's decision) is borne: the taxes collected on it are given back in
 * proportion (GST and QST of the price), the rest comes out of the cleaner's earning, and only what the earning cannot
 * cover out of the platform's fee. Whole cents; the parts add up to the amount.
 */
export function serviceRefundSplit(price: PriceBreakdown, amountCents: number): { gst: number; qst: number; cleaner: number; platform: number } {
  const gst = price.finalPrice > 0 ? Math.floor((amountCents * price.gst) / price.finalPrice) : 0;
  const qst = price.finalPrice > 0 ? Math.floor((amountCents * price.qst) / price.finalPrice) : 0;
  const cleaner = Math.min(amountCents - gst - qst, cleanerEarning(price));
  return { gst, qst, cleaner, platform: amountCents - gst - qst - cleaner };
}

/**
 * A refund decided after the service, once its earning was posted (the client's money is no longer held): owed to the
 * client until the provider pays it back, taken from the taxes, the cleaner's payable and the platform's fee
 * (`serviceRefundSplit`). The cleaner's payable may go below zero for a moment: their payouts recover it (payouts).
 */
export const serviceRefundPosting = (postingId: string, price: PriceBreakdown, amountCents: number, cleanerId: string): Posting => {
  const split = serviceRefundSplit(price, amountCents);
  return checkBalanced({
    postingId,
    phase: 'single',
    pendingId: null,
    lines: [
      ...line(LEDGER_ACCOUNTS.gstPayable, 'debit', split.gst),
      ...line(LEDGER_ACCOUNTS.qstPayable, 'debit', split.qst),
      ...line(cleanerPayable(cleanerId), 'debit', split.cleaner),
      ...line(LEDGER_ACCOUNTS.platformFeeIncome, 'debit', split.platform),
      ...line(LEDGER_ACCOUNTS.refundsPayable, 'credit', amountCents),
    ],
  });
};

/** The provider paid the refund: the debt is settled in cash. */
export const refundPaidPosting = (postingId: string, amountCents: number): Posting =>
  checkBalanced({
    postingId,
    phase: 'single',
    pendingId: null,
    lines: [...line(LEDGER_ACCOUNTS.refundsPayable, 'debit', amountCents), ...line(LEDGER_ACCOUNTS.cash, 'credit', amountCents)],
  });

/** A cleaner's earning sent to their connected account: what the platform owed them leaves its provider balance. */
export const transferPosting = (postingId: string, cleanerId: string, amountCents: number): Posting =>
  checkBalanced({
    postingId,
    phase: 'single',
    pendingId: null,
    lines: [...line(cleanerPayable(cleanerId), 'debit', amountCents), ...line(LEDGER_ACCOUNTS.cash, 'credit', amountCents)],
  });

/** An instant payout's fee, taken from the cleaner's connected account into the platform's income. */
export const instantFeePosting = (postingId: string, amountCents: number): Posting =>
  checkBalanced({
    postingId,
    phase: 'single',
    pendingId: null,
    lines: [...line(LEDGER_ACCOUNTS.cash, 'debit', amountCents), ...line(LEDGER_ACCOUNTS.instantPayoutFeeIncome, 'credit', amountCents)],
  });

/** A failed instant payout's fee, given back to the cleaner. */
export const instantFeeReturnedPosting = (postingId: string, amountCents: number): Posting =>
  checkBalanced({
    postingId,
    phase: 'single',
    pendingId: null,
    lines: [...line(LEDGER_ACCOUNTS.instantPayoutFeeIncome, 'debit', amountCents), ...line(LEDGER_ACCOUNTS.cash, 'credit', amountCents)],
  });

/**
 * Posted balances (debits − credits, so liabilities and income read negative) of a list of postings: single and
 * posted lines count; pending ones only once posted; voided ones never.
 */
export function postedBalances(postings: readonly Posting[]): Map<string, number> {
  const balances = new Map<string, number>();
  for (const posting of postings) {
    if (posting.phase !== 'single' && posting.phase !== 'post') continue;
    for (const entry of posting.lines) {
      const signed = entry.side === 'debit' ? entry.amountCents : -entry.amountCents;
      balances.set(entry.account, (balances.get(entry.account) ?? 0) + signed);
    }
  }
  return balances;
}
