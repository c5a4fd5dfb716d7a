import { accountStream, isAccountSuspensionEvent, paymentAmounts, SYSTEM_USER, type AccountSuspensionEvent, type EventStore } from '@weklean/domain';
import { userNames } from '@weklean/platform';
import {
  bookingsOfPerson,
  documentsOfCleaner,
  paymentsOfBookings,
  referralCodeOf,
  referrerOf,
  reviewsAbout,
  reviewsWrittenBy,
  rewardsOf,
  type ReviewRow,
} from '@weklean/projections';
import type postgres from 'postgres';

/**
 * What one person has on the platform, gathered from the read models and the streams: what an admin sees of an account
 * (`/api/admin/users/:id`) and what the person downloads of their own data (`/api/me/data`). The other party of a
 * booking or a review is named as the two see each other (a cleaner's public name, a client's first name).
 */

/** Payments of the latest bookings only (an account's page, a download). */
const PAYMENTS_READ = 100;

const firstName = (name: string | null): string | null => (name ? (name.split(' ')[0] ?? name) : null);

export async function bookingsOf(sql: postgres.Sql, userId: string) {
  const rows = await bookingsOfPerson(sql, userId);
  return rows.map((row) => ({
    id: row.booking_id,
    side: row.side,
    status: row.status,
    paymentStatus: row.payment_status,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    priceCents: row.final_price_cents,
    cancellationFeeCents: row.cancellation_fee_cents,
    otherParty: { id: row.other_party_id, name: row.other_party_name },
  }));
}
export type PersonBooking = Awaited<ReturnType<typeof bookingsOf>>[number];

/** Each booking's payment as the booking-details read model has it: state and amounts (none before payments). */
export async function paymentsOf(sql: postgres.Sql, bookings: readonly PersonBooking[]) {
  const latest = bookings.slice(0, PAYMENTS_READ);
  const states = await paymentsOfBookings(sql, latest.map((booking) => booking.id));
  return latest.flatMap((booking) => {
    const state = states.get(booking.id);
    if (!state || state.status === 'none') return [];
    const amounts = paymentAmounts(state);
    return [{
      bookingId: booking.id,
      side: booking.side,
      status: booking.paymentStatus,
      priceCents: state.price.finalPrice,
      paidCents: amounts.paid,
      refundedCents: amounts.refunded,
      feeKeptCents: amounts.feeKept,
      dueCents: amounts.due,
    }];
  });
}

const reviewView = (row: ReviewRow, side: 'given' | 'received') => ({
  bookingId: row.booking_id,
  authorRole: row.author_role,
  // The one who is not the person: named as they see each other.
  ...(side === 'given' ? { about: { id: row.subject_id, name: firstName(row.subject_name) } } : { by: { id: row.author_id, name: row.author_name } }),
  ratings: row.ratings,
  comment: row.comment,
  status: row.status,
  submittedAt: row.submitted_at.toISOString(),
  publishedAt: row.published_at?.toISOString() ?? null,
  reply: row.reply,
});

export async function reviewsOf(sql: postgres.Sql, userId: string) {
  const [given, received] = await Promise.all([reviewsWrittenBy(sql, userId), reviewsAbout(sql, userId, null, 100)]);
  return { given: given.map((row) => reviewView(row, 'given')), received: received.items.map((row) => reviewView(row, 'received')) };
}

export async function referralsOf(sql: postgres.Sql, userId: string) {
  const [code, rewards, referrer] = await Promise.all([referralCodeOf(sql, userId), rewardsOf(sql, userId), referrerOf(sql, userId)]);
  return {
    code: code?.code ?? null,
    active: code?.active ?? false,
    friends: rewards.map((row) => ({
      id: row.referee_id,
      firstName: row.first_name,
      referredAt: row.referred_at.toISOString(),
      reward: { status: row.reward_status, kind: row.reward_kind, amountCents: row.reward_cents, expiresAt: row.reward_expires_at?.toISOString() ?? null },
    })),
    referredBy: referrer ? { id: referrer.referrer_id, firstName: referrer.first_name, referredAt: referrer.referred_at.toISOString() } : null,
  };
}

export async function documentsOf(sql: postgres.Sql, userId: string) {
  const rows = await documentsOfCleaner(sql, userId);
  return rows.map((row) => ({
    id: row.document_id,
    type: row.document_type,
    status: row.status,
    reason: row.reason,
    issuedOn: row.issued_on,
    submittedAt: row.submitted_at.toISOString(),
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
  }));
}

export type SuspensionEntry = { type: 'suspended' | 'reactivated'; at: string; reason: string; by: { id: string; name: string | null } };

/** The account stream, in order: when, by whom (the admin named in the event's metadata) and why. */
export async function suspensionHistoryOf(sql: postgres.Sql, store: EventStore, userId: string): Promise<SuspensionEntry[]> {
  const entries: Omit<SuspensionEntry, 'by'>[] = [];
  const admins: string[] = [];
  for await (const event of store.readStream(accountStream(userId))) {
    // The person's own picture is on the same stream: not part of the suspension history.
    if (!isAccountSuspensionEvent(event)) continue;
    const data = event.data as AccountSuspensionEvent['data'];
    entries.push({
      type: event.type === 'AccountSuspended' ? 'suspended' : 'reactivated',
      at: event.metadata.occurredAt ?? event.created.toISOString(),
      reason: data.reason,
    });
    admins.push(event.metadata.userId ?? SYSTEM_USER);
  }
  const names = await userNames(sql, admins);
  return entries.map((entry, index) => {
    const id = admins[index] ?? SYSTEM_USER;
    return { ...entry, by: { id, name: names.get(id) ?? null } };
  });
}
