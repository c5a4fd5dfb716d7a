-- Up Migration
-- One consumer runtime (platform/src/consumers, docs/decisions.md): projections and reactors keep their checkpoints in
-- one table. A reactor's row is named `reactor:<name>`, as its parked events already were, so that no reactor name can
-- take a projection's row; `kind` says which is which. The reactors' rows move over as they are: every reactor resumes
-- where it was (no reaction sent again, no rebuild), its count of events handled kept in `events_applied`.
alter table projection_checkpoints
  add column kind text not null default 'projection' check (kind in ('projection', 'reactor'));

insert into projection_checkpoints (name, kind, position_commit, position_prepare, events_applied, last_error, updated_at)
select 'reactor:' || name, 'reactor', position_commit, position_prepare, events_handled, last_error, updated_at
from reactor_checkpoints;

drop table reactor_checkpoints;

comment on table projection_checkpoints is
  'Where each consumer of $all (a projection, or a reactor named reactor:<name>) is in the log; one row per consumer.';

-- Down Migration
create table reactor_checkpoints (
  name text primary key,
  position_commit numeric(20, 0),
  position_prepare numeric(20, 0),
  events_handled bigint not null default 0,
  last_error text,
  updated_at timestamptz not null default now()
);

insert into reactor_checkpoints (name, position_commit, position_prepare, events_handled, last_error, updated_at)
select substr(name, length('reactor:') + 1), position_commit, position_prepare, events_applied, last_error, updated_at
from projection_checkpoints where kind = 'reactor';

delete from projection_checkpoints where kind = 'reactor';

alter table projection_checkpoints drop column kind;
comment on table projection_checkpoints is null;
