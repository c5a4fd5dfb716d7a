import type { BookingStatus, PaymentStatus, VerificationDocumentType } from '@weklean/domain';
import type postgres from 'postgres';

/**
 * What one person has on the platform, read from the read models (issue 16): for an admin's view of an account and for
 * the person's own download of their data (Law 25). No table of its own: queries over bookings, documents, messages and
 * referral codes. The other party of a booking is named as they see each other: a cleaner by their public name, a
 * client by their first name.
 */

export type PersonBookingRow = {
  booking_id: string;
  side: 'client' | 'cleaner';
  status: BookingStatus;
  payment_status: PaymentStatus;
  starts_at: Date;
  ends_at: Date;
  final_price_cents: number;
  cancellation_fee_cents: number;
  other_party_id: string;
  other_party_name: string | null;
};

/** The person's bookings as a client or as a cleaner, the latest first (at most `limit`). */
export async function bookingsOfPerson(sql: postgres.Sql, userId: string, limit = 500): Promise<PersonBookingRow[]> {
  return sql<PersonBookingRow[]>`
    select b.booking_id::text, case when b.client_id = ${userId} then 'client' else 'cleaner' end as side, b.status, b.payment_status,
           b.starts_at, b.ends_at, b.final_price_cents, b.cancellation_fee_cents,
           case when b.client_id = ${userId} then b.cleaner_id::text else b.client_id::text end as other_party_id,
           case when b.client_id = ${userId} then cp.display_name else split_part(u.name, ' ', 1) end as other_party_name
    from bookings b
    left join cleaner_profiles cp on cp.cleaner_id = b.cleaner_id
    left join users u on u.id = b.client_id
    where b.client_id = ${userId} or b.cleaner_id = ${userId}
    order by b.starts_at desc, b.booking_id
    limit ${limit}`;
}

export type PersonDocumentRow = {
  document_id: string;
  document_type: VerificationDocumentType;
  status: string;
  reason: string | null;
  issued_on: string | null;
  submitted_at: Date;
  content_type: string;
  size_bytes: number;
};

/** A cleaner's verification documents (what is known of them, not the files), the latest first. */
export async function documentsOfCleaner(sql: postgres.Sql, cleanerId: string): Promise<PersonDocumentRow[]> {
  return sql<PersonDocumentRow[]>`
    select document_id::text, document_type, status, reason, to_char(issued_on, 'YYYY-MM-DD') as issued_on, submitted_at, content_type, size_bytes
    from cleaner_documents where cleaner_id = ${cleanerId} order by submitted_at desc, document_id`;
}

/** The messages the person sent or received in their bookings' conversations, in order (at most `limit`). */
export async function messagesOfPerson(sql: postgres.Sql, userId: string, limit = 5000) {
  return sql<{ message_id: string; booking_id: string; direction: 'sent' | 'received'; text: string; sent_at: Date; read_at: Date | null }[]>`
    select message_id, booking_id::text, case when sender_id = ${userId} then 'sent' else 'received' end as direction, text, sent_at, read_at
    from conversation_messages where sender_id = ${userId} or recipient_id = ${userId}
    order by position limit ${limit}`;
}

/** The person's current referral code and whether it works (null: never asked for one). */
export async function referralCodeOf(sql: postgres.Sql, userId: string): Promise<{ code: string; active: boolean } | null> {
  const [row] = await sql<{ code: string; active: boolean }[]>`select code, active from referral_codes where user_id = ${userId} and current limit 1`;
  return row ?? null;
}
