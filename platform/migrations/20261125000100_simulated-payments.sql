-- Owner: platform/src/payments (simulated_customers, simulated_payment_intents, simulated_refunds)
-- Up Migration
-- What Stripe would keep on its side, for the simulated gateway of the embedded default (PAYMENTS=simulated): in
-- PostgreSQL, so that a retry after a crash finds the charge or refund the first attempt made. No card numbers and
-- no personal data: payment methods are Stripe's test ids (pm_card_visa…), customers are user ids.
create table simulated_customers (
  id text primary key,
  idempotency_key text not null unique,
  user_id text not null,
  created_at timestamptz not null default now()
);

create table simulated_payment_intents (
  id text primary key,
  idempotency_key text not null unique,
  -- The first request's parameters, hashed: the same key with other parameters is refused, as Stripe does.
  request_hash text not null,
  customer_id text not null,
  payment_method_id text not null,
  amount_cents integer not null check (amount_cents > 0),
  off_session boolean not null,
  -- Stripe's statuses: a declined attempt leaves the intent in requires_payment_method with its decline reason.
  status text not null check (status in ('succeeded', 'requires_action', 'requires_payment_method')),
  decline_reason text,
  client_secret text not null,
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now()
);

create table simulated_refunds (
  id text primary key,
  idempotency_key text not null unique,
  request_hash text not null,
  payment_intent_id text not null references simulated_payment_intents (id),
  amount_cents integer not null check (amount_cents > 0),
  status text not null check (status in ('succeeded', 'pending', 'failed')),
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index simulated_refunds_payment_intent on simulated_refunds (payment_intent_id);

-- Down Migration
drop table simulated_refunds;
drop table simulated_payment_intents;
drop table simulated_customers;
