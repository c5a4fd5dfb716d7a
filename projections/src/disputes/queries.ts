import type { DisputeDecision, DisputeReason, DisputeSide, DisputeStatus } from '@weklean/domain';
import type postgres from 'postgres';

export type DisputeRow = {
  dispute_id: string;
  booking_id: string;
  client_id: string;
  cleaner_id: string;
  opened_by: string;
  side: DisputeSide;
  reason: DisputeReason;
  description: string;
  photo_ids: string[];
  amount_cents: number | null;
  status: DisputeStatus;
  opened_at: Date;
  respond_by: Date;
  answered_by: string | null;
  answer_text: string | null;
  answered_at: Date | null;
  uncontested_at: Date | null;
  decision: DisputeDecision | null;
  decision_amount_cents: number | null;
  decision_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
};

const COLUMNS = (sql: postgres.Sql) => sql`
  dispute_id::text, booking_id::text, client_id::text, cleaner_id::text, opened_by::text, side, reason, description, photo_ids, amount_cents, status,
  opened_at, respond_by, answered_by::text, answer_text, answered_at, uncontested_at, decision, decision_amount_cents, decision_reason, decided_by::text, decided_at`;

export async function disputeById(sql: postgres.Sql, disputeId: string): Promise<DisputeRow | null> {
  const [row] = await sql<DisputeRow[]>`select ${COLUMNS(sql)} from disputes where dispute_id = ${disputeId}`;
  return row ?? null;
}

/** A booking's disputes (one at most today), oldest first. */
export async function disputesOfBooking(sql: postgres.Sql, bookingId: string): Promise<DisputeRow[]> {
  return sql<DisputeRow[]>`select ${COLUMNS(sql)} from disputes where booking_id = ${bookingId} order by opened_at, dispute_id`;
}

/** The admin's list: by age, oldest first, of one status or all. */
export async function disputesByAge(sql: postgres.Sql, status: DisputeStatus | null, limit = 500): Promise<DisputeRow[]> {
  return sql<DisputeRow[]>`
    select ${COLUMNS(sql)} from disputes ${status === null ? sql`` : sql`where status = ${status}`}
    order by opened_at, dispute_id limit ${limit}`;
}

/** Every dispute a person was a side of (client or cleaner), oldest first: their past disputes in an evidence file. */
export async function disputesOfPerson(sql: postgres.Sql, userId: string, limit = 100): Promise<DisputeRow[]> {
  return sql<DisputeRow[]>`
    select ${COLUMNS(sql)} from disputes where client_id = ${userId} or cleaner_id = ${userId} order by opened_at, dispute_id limit ${limit}`;
}

/**
 * An account deleted: what it wrote in disputes (a description, an answer, a decision's reason) reads as the log reads
 * it once its key is destroyed, empty.
 */
export async function eraseDisputeTextsBy(sql: postgres.Sql, userId: string): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`update disputes set description = '' where opened_by = ${userId}`;
    await tx`update disputes set answer_text = '' where answered_by = ${userId}`;
    await tx`update disputes set decision_reason = '' where decided_by = ${userId}`;
  });
}
