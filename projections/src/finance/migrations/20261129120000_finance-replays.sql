-- Up Migration
-- The finance replays (issue 34): the weekly reconciliation and the invariants computed from the raw event log, run in
-- the background by the workers (on an admin's request and nightly) rather than on a page load. Each run keeps the log
-- position it covers (the store's head read before it started, as the checkpoints keep theirs), so the finance page
-- can say what the replay saw and how old it is. Not a projection: no rebuild resets it.
create table finance_replays (
  id uuid primary key,
  -- The order runs were asked in (times come from the app's clock, which tests hold still).
  seq bigint generated always as identity,
  kind text not null check (kind in ('week', 'invariants')),
  week text check ((kind = 'week') = (week is not null)),
  state text not null check (state in ('running', 'done', 'failed')),
  position_commit numeric(20, 0),
  position_prepare numeric(20, 0),
  started_at timestamptz not null,
  finished_at timestamptz,
  duration_ms integer,
  -- A week: its replayed rows ({ rows }); the invariants: their findings ({ findings }).
  result jsonb,
  error text
);
-- One run at a time per week (and one of the invariants): a second request finds the running one.
create unique index finance_replays_one_running on finance_replays (kind, coalesce(week, '')) where state = 'running';
create index finance_replays_latest on finance_replays (kind, week, seq desc);

-- Down Migration
drop table finance_replays;
