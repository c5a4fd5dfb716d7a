-- Up Migration
-- A document shows the payment as it was when it was issued (its lines, what was paid, refunded, kept and due). The
-- projection now folds each payment itself (`payment_document_payments`, by the domain's evolve) and keeps that state
-- on the document at its event (`payment_documents.payment`), so that a PDF is drawn from the read model and no
-- request reads the payment stream (issue 32).
create table payment_document_payments (
  booking_id uuid primary key,
  payment jsonb not null,
  -- The last payment event folded in: an event already in (the log read again) is not folded twice.
  stream_revision bigint not null
);
alter table payment_documents add column payment jsonb;

-- The documents already there have no payment yet: the projection reads the log again from the start. A document is
-- never made twice (its id is its charge, refund or booking), so its number stays; it only gets its payment.
update projection_checkpoints set position_commit = null, position_prepare = null, events_applied = 0 where name = 'payment-documents';
