-- Up Migration
-- Receipts and invoices (the `payment-documents` projection, from payment-<bookingId> streams). A receipt after each
-- charge and refund, an invoice once the booking is paid in full; each numbered per kind and per year (Quebec
-- calendar) without gaps: the number is taken in the projection's transaction, beside its checkpoint, in the log's
-- order, so a rebuild gives every document the same number again.
create table payment_document_counters (
  kind text not null,
  year integer not null,
  last_number integer not null,
  primary key (kind, year)
);

create table payment_documents (
  document_id text primary key,
  booking_id uuid not null,
  kind text not null check (kind in ('receipt', 'invoice')),
  -- What the document is for: the deposit or the balance charged, a refund, or the invoice of the booking.
  subject text not null check (subject in ('deposit', 'balance', 'refund', 'invoice')),
  year integer not null,
  number integer not null,
  amount_cents integer not null,
  -- The payment stream's revision at the document's event: the document shows the payment as it was then.
  stream_revision bigint not null,
  issued_at timestamptz not null,
  unique (kind, year, number)
);
create index payment_documents_booking on payment_documents (booking_id, issued_at);
