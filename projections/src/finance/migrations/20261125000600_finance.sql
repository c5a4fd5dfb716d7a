-- The finance read models (payouts issue): every ledger line of the payment and payout streams, and each cleaner's
-- connected account, earnings and payouts. Built by the `ledger` and `payouts` projections.
create table ledger_lines (
  posting_id text not null,
  line_no integer not null,
  stream_id text not null,
  account text not null,
  side text not null check (side in ('debit', 'credit')),
  amount_cents bigint not null check (amount_cents > 0),
  phase text not null check (phase in ('single', 'pending', 'post', 'void')),
  pending_id text,
  booking_id text,
  posted_at timestamptz not null,
  event_id text not null,
  primary key (posting_id, line_no)
);
create index ledger_lines_account on ledger_lines (account);
create index ledger_lines_booking on ledger_lines (booking_id);

create table payout_accounts (
  cleaner_id uuid primary key,
  account_id text not null,
  status text not null,
  requirements text[] not null default '{}',
  bank_last4 text,
  hold_reason text,
  held_by text,
  held_at timestamptz,
  updated_at timestamptz not null
);

create table payout_earnings (
  earning_id text primary key,
  cleaner_id uuid not null,
  booking_id text not null,
  kind text not null check (kind in ('service', 'cancellation_fee')),
  amount_cents bigint not null,
  platform_fee_cents bigint not null,
  earned_at timestamptz not null,
  week text not null,
  status text not null check (status in ('credited', 'transferred', 'paid_out')),
  payout_id text,
  event_id text not null
);
create index payout_earnings_cleaner_week on payout_earnings (cleaner_id, week);
create index payout_earnings_week on payout_earnings (week);
create index payout_earnings_payout on payout_earnings (payout_id) where payout_id is not null;

create table payouts (
  payout_id text primary key,
  cleaner_id uuid not null,
  kind text not null check (kind in ('weekly', 'instant')),
  amount_cents bigint not null,
  fee_cents bigint not null,
  week text,
  earning_ids text[] not null,
  status text not null check (status in ('pending', 'in_transit', 'paid', 'failed')),
  failure_reason text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  event_id text not null,
  -- The payout's statement (the cleaner's invoice): numbered per year on the Quebec calendar, without gaps.
  invoice_year integer not null,
  invoice_number integer not null,
  unique (invoice_year, invoice_number)
);
create index payouts_cleaner on payouts (cleaner_id, created_at desc);

create table payout_invoice_counters (
  year integer primary key,
  last_number integer not null
);
