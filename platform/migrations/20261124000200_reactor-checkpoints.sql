-- Owner: platform/src/consumers (reactor_checkpoints)
-- Up Migration
-- Where each reactor (process manager, workers/) is in $all: like a projection's checkpoint, written after the
-- reactions of an event were sent, so a crash repeats at most the last event's reactions (their command ids make a
-- repeat change nothing). Durable timers are pg-boss jobs in its own `pgboss` schema (docs/decisions.md).
create table reactor_checkpoints (
  name text primary key,
  position_commit numeric(20, 0),
  position_prepare numeric(20, 0),
  events_handled bigint not null default 0,
  last_error text,
  updated_at timestamptz not null default now()
);

-- Down Migration
drop table reactor_checkpoints;
