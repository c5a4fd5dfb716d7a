-- Up Migration
-- Issue 29: a process killed while handling a webhook left its row claimed and never processed. The event as verified
-- is now kept with its row, so that a sweep can act on it again without the provider; each claim counts an attempt
-- (a crash counts too), retry_at spaces the sweep's attempts out, and past a number of attempts the row is parked for
-- a person to look at. Rows received before this migration have no payload: the provider's own deliveries retry them.
alter table payment_webhook_inbox
  add column payload jsonb,
  add column attempts integer not null default 0,
  add column retry_at timestamptz,
  add column parked_at timestamptz;

create index payment_webhook_inbox_unprocessed on payment_webhook_inbox (received_at) where processed_at is null;
