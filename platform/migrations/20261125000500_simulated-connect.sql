-- Owner: platform/src/payments (simulated_connected_accounts, simulated_transfers, simulated_payouts)
-- The simulated provider's connected accounts, transfers and payouts (payouts issue): kept in PostgreSQL like its
-- payment intents, so that an idempotency key sent again after a crash finds what the first call made.
create table simulated_connected_accounts (
  id text primary key,
  idempotency_key text not null unique,
  cleaner_id text not null,
  -- Filled by the simulated onboarding form: the bank account's number (a test number) and the legal name.
  legal_name text,
  bank_account_number text,
  created_at timestamptz not null
);

create table simulated_transfers (
  id text primary key,
  idempotency_key text not null unique,
  account_id text not null,
  amount_cents bigint not null check (amount_cents > 0),
  transfer_group text not null,
  created_at timestamptz not null
);

create table simulated_payouts (
  id text primary key,
  idempotency_key text not null unique,
  account_id text not null,
  amount_cents bigint not null check (amount_cents > 0),
  instant boolean not null,
  status text not null check (status in ('paid', 'failed')),
  failure_reason text,
  created_at timestamptz not null
);
