-- Disputes (issue 35): one row per dispute (one per booking), as the lists and the dispute's screens show it: who
-- opened it, why, its deadline to answer, the answer, the admin's decision.
create table disputes (
  dispute_id uuid primary key,
  booking_id uuid not null unique,
  client_id uuid not null,
  cleaner_id uuid not null,
  opened_by uuid not null,
  side text not null,
  reason text not null,
  description text not null,
  photo_ids jsonb not null,
  amount_cents integer,
  status text not null,
  opened_at timestamptz not null,
  respond_by timestamptz not null,
  answered_by uuid,
  answer_text text,
  answered_at timestamptz,
  uncontested_at timestamptz,
  decision text,
  decision_amount_cents integer,
  decision_reason text,
  decided_by uuid,
  decided_at timestamptz,
  position bigint not null
);
create index disputes_status on disputes (status, opened_at);
create index disputes_client on disputes (client_id, opened_at);
create index disputes_cleaner on disputes (cleaner_id, opened_at);
