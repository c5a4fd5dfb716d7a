-- Owner: bff/src/payments (payment_customers)
-- Owner: platform/src/payments (payment_webhook_inbox)
-- Up Migration
-- Payments (issue 11). The provider's customer of each user (created once, through an idempotency key), and the
-- inbox of provider webhook events: each event id is acted on once, however often it is delivered.
create table payment_customers (
  user_id uuid primary key,
  provider text not null,
  customer_id text not null,
  created_at timestamptz not null default now()
);

create table payment_webhook_inbox (
  event_id text primary key,
  event_type text not null,
  received_at timestamptz not null default now(),
  deliveries integer not null default 1,
  processed_at timestamptz,
  outcome text,
  last_error text
);
