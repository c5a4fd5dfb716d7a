import {
  DISPUTE_DECISION_REASON_MAX,
  DISPUTE_PHOTOS_MAX,
  DISPUTE_TEXT_MAX,
  disputeWindowClosesAt,
  reasonsOf,
  type DisputeDecision,
  type DisputeReason,
  type DisputeSide,
} from '@weklean/domain';

/**
 * The rules of disputes the screens need before asking the server (issue 35, docs/api/disputes.md). The server decides;
 * these only choose what to offer, so that nobody is shown a form the server would refuse at once. Pure: unit-tested.
 */

export const DISPUTE_LIMITS = { descriptionMax: DISPUTE_TEXT_MAX, answerMax: DISPUTE_TEXT_MAX, decisionReasonMax: DISPUTE_DECISION_REASON_MAX, photosMax: DISPUTE_PHOTOS_MAX } as const;

/** The reasons a side may give, in the order the form offers them. */
export const reasonsFor = (side: DisputeSide): readonly DisputeReason[] => reasonsOf(side);

/** What the booking page knows of the booking (its `GET /api/bookings/:id`), as far as disputes go. */
export type DisputedBooking = {
  id: string;
  status: string;
  endsAt: string;
  punchOut: { at: string } | null;
  photos: readonly { id: string; url: string; thumbnailUrl: string | null; phase: string }[];
};

/** When the service ended: the cleaner's punch-out when there is one, else the booked end. */
export const serviceEndedAt = (booking: Pick<DisputedBooking, 'endsAt' | 'punchOut'>): string => booking.punchOut?.at ?? booking.endsAt;

/** The instant the window to open a dispute closes (7 days after the service, on Quebec's calendar), as the server counts it. */
export const reportDeadline = (booking: Pick<DisputedBooking, 'endsAt' | 'punchOut'>): string => disputeWindowClosesAt(serviceEndedAt(booking));

/** "Report a problem" shows on a completed booking, within 7 days of the service, when it has no dispute yet. */
export function canReportProblem(booking: Pick<DisputedBooking, 'status' | 'endsAt' | 'punchOut'>, disputeCount: number, now: number): boolean {
  if (booking.status !== 'completed' || disputeCount > 0) return false;
  const deadline = Date.parse(reportDeadline(booking));
  return !Number.isNaN(deadline) && now < deadline;
}

/** The other side answers an open dispute before its deadline; the one who opened it never does. */
export function canAnswer(dispute: { side: DisputeSide; status: string; respondBy: string; answer: unknown }, viewer: DisputeSide, now: number): boolean {
  if (dispute.side === viewer || dispute.status !== 'open' || dispute.answer !== null) return false;
  const deadline = Date.parse(dispute.respondBy);
  return !Number.isNaN(deadline) && now < deadline;
}

/**
 * Dollars typed in a form as integer cents: `12.5` → 1250, `12,50` → 1250 (the French comma), at most two decimals.
 * Null for anything else (empty, negative, zero, three decimals, letters).
 */
export function dollarsToCents(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = String(input).trim().replace(/[\s\u00a0\u202f$]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

/** Whether a decision moves money (and so needs an amount, at most what is refundable). */
export const decisionNeedsAmount = (decision: DisputeDecision): boolean => decision !== 'reject';

/** An amount a decision may give: positive whole cents, no more than what can still be refunded. */
export function amountProblem(cents: number | null, refundableCents: number): 'required' | 'too-much' | null {
  if (cents === null || cents <= 0) return 'required';
  return cents > refundableCents ? 'too-much' : null;
}

/** Oldest first, as the admins' list reads (the server sorts too; a filter keeps the order). */
export const byAge = <T extends { openedAt: string }>(rows: readonly T[]): T[] => [...rows].sort((a, b) => Date.parse(a.openedAt) - Date.parse(b.openedAt));

/** Whether a dispute's answer deadline has passed while it still waits for the answer. */
export const isOverdue = (dispute: { status: string; respondBy: string }, now: number): boolean =>
  dispute.status === 'open' && Date.parse(dispute.respondBy) < now;
