-- Owner: platform/src/consumers (projection_checkpoints)
-- Owner: projections/src/event-type-counts (event_type_counts)
-- Up Migration
-- One row per projection: the position of the last event applied, written in the same transaction as its rows.
create table projection_checkpoints (
  name text primary key,
  position_commit numeric(20, 0),
  position_prepare numeric(20, 0),
  events_applied bigint not null default 0,
  last_error text,
  updated_at timestamptz not null default now()
);

-- The event-type counter read model, used by the health page.
create table event_type_counts (
  event_type text primary key,
  count bigint not null,
  last_seen_at timestamptz not null
);

-- Down Migration
drop table event_type_counts;
drop table projection_checkpoints;
