import type postgres from 'postgres';

/**
 * One cleaning of a client's yearly statement (docs/api/statements.md): a booking whose invoice was issued that year
 * (paid in full, on the Quebec calendar), with its amounts read from the ledger's lines. Money in cents.
 */
export type ClientStatementRow = {
  booking_id: string;
  starts_at: Date;
  paid_at: Date;
  duration_hours: number;
  street_address: string | null;
  city: string | null;
  postal_code: string | null;
  cleaner_id: string;
  cleaner_name: string | null;
  /** The cleaner's GST and QST numbers as they declared them (cleaner-details), null when not given or erased. */
  cleaner_gst_number: string | null;
  cleaner_qst_number: string | null;
  /** The final price less its taxes, from the booking's earning posting. */
  before_tax_cents: number;
  gst_cents: number;
  qst_cents: number;
  /** What the provider took from the client's card (cash debits of the payment stream). */
  charged_cents: number;
  /** What the provider gave back (cash credits of the payment stream). */
  refunded_cents: number;
};

/**
 * The cleanings a client paid in `year`: the invoice rows of the payment-documents read model (numbered in the Quebec
 * year of the final payment) and, for each, the lines of the ledger read model. The earning posting is the pending
 * one (`earning:<bookingId>`): it holds the price's split whether or not it has been posted yet.
 */
export async function clientStatementRows(sql: postgres.Sql, clientId: string, year: number): Promise<ClientStatementRow[]> {
  return sql<ClientStatementRow[]>`
    with paid as (
      select d.booking_id, d.issued_at as paid_at
      from payment_documents d join bookings b on b.booking_id = d.booking_id
      where d.kind = 'invoice' and d.year = ${year} and b.client_id = ${clientId}
    ), amounts as (
      select l.booking_id,
             coalesce(sum(l.amount_cents) filter (where l.posting_id = 'earning:' || l.booking_id and l.phase = 'pending' and l.account = 'client_funds_held' and l.side = 'debit'), 0) as final_price,
             coalesce(sum(l.amount_cents) filter (where l.posting_id = 'earning:' || l.booking_id and l.phase = 'pending' and l.account = 'gst_payable' and l.side = 'credit'), 0) as gst,
             coalesce(sum(l.amount_cents) filter (where l.posting_id = 'earning:' || l.booking_id and l.phase = 'pending' and l.account = 'qst_payable' and l.side = 'credit'), 0) as qst,
             coalesce(sum(l.amount_cents) filter (where l.account = 'cash' and l.side = 'debit'), 0) as charged,
             coalesce(sum(l.amount_cents) filter (where l.account = 'cash' and l.side = 'credit'), 0) as refunded
      from ledger_lines l
      where l.booking_id in (select booking_id::text from paid) and l.stream_id = 'payment-' || l.booking_id
      group by l.booking_id
    )
    select b.booking_id::text, b.starts_at, paid.paid_at, b.duration_hours::float8 as duration_hours,
           p.street_address, p.city, p.postal_code, b.cleaner_id::text, cp.display_name as cleaner_name,
           cd.state #>> '{business,gstNumber}' as cleaner_gst_number, cd.state #>> '{business,qstNumber}' as cleaner_qst_number,
           (coalesce(a.final_price, 0) - coalesce(a.gst, 0) - coalesce(a.qst, 0))::float8 as before_tax_cents,
           coalesce(a.gst, 0)::float8 as gst_cents, coalesce(a.qst, 0)::float8 as qst_cents,
           coalesce(a.charged, 0)::float8 as charged_cents, coalesce(a.refunded, 0)::float8 as refunded_cents
    from paid
    join bookings b on b.booking_id = paid.booking_id
    left join amounts a on a.booking_id = paid.booking_id::text
    left join properties p on p.id = b.property_id
    left join cleaner_profiles cp on cp.cleaner_id = b.cleaner_id
    left join cleaner_details cd on cd.cleaner_id = b.cleaner_id
    order by paid.paid_at, b.booking_id`;
}

/** The years (Quebec calendar) in which a client paid a cleaning in full, newest first. */
export async function clientStatementYears(sql: postgres.Sql, clientId: string): Promise<number[]> {
  const rows = await sql<{ year: number }[]>`
    select distinct d.year from payment_documents d join bookings b on b.booking_id = d.booking_id
    where d.kind = 'invoice' and b.client_id = ${clientId} order by d.year desc`;
  return rows.map((row) => row.year);
}
