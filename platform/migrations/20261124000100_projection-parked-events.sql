-- Owner: platform/src/consumers (projection_parked_events)
-- Up Migration
-- Events a projection could not apply, parked so that the read model moves on (ARCHITECTURE 4, docs/decisions.md).
-- The event itself stays in the log (its personal fields encrypted there); a row names it by id, stream, revision and
-- position, with the error. `held_behind` is set when the event did not fail itself but came after a parked event of
-- the same stream: applying it alone would build the stream's rows on a missing step.
create table projection_parked_events (
  id bigserial primary key,
  projection text not null,
  event_id uuid not null,
  stream_id text not null,
  stream_revision numeric(20, 0) not null,
  event_type text not null,
  position_commit numeric(20, 0) not null,
  position_prepare numeric(20, 0) not null,
  error text not null,
  attempts int not null,
  held_behind bigint references projection_parked_events (id),
  parked_at timestamptz not null default now(),
  resolution text check (resolution in ('retried', 'skipped')),
  resolved_at timestamptz,
  resolved_by text,
  unique (projection, event_id)
);

create index projection_parked_events_open on projection_parked_events (projection, stream_id) where resolution is null;

-- Down Migration
drop table projection_parked_events;
