-- Up Migration
-- Whether the cleaner brings the cleaning products (the request's `cleanerBringsSupplies`): the /impact page counts
-- the completed cleanings done with the cleaner's own products (issue 17, docs/api/impact.md).
alter table bookings add column cleaner_brings_supplies boolean not null default false;

-- The rows already there do not have it: the projection reads the log again from the start (a request applied twice
-- sets this column again and leaves the rest of its row as it is).
update projection_checkpoints set position_commit = null, position_prepare = null, events_applied = 0 where name = 'bookings';
