-- Up Migration
-- What the admin's cleaner analytics (issue 16, docs/api/admin-dashboard.md) read of a booking's life, kept by the
-- bookings projection from the booking's own events: when the request reached the cleaner (its deposit paid, else
-- its request), the cleaner's first answer (accept, decline or another time proposed) and when, when it was
-- accepted, cancelled (and by whom) or completed.
alter table bookings
  add column deposit_paid_at timestamptz,
  add column responded_at timestamptz,
  add column response text check (response in ('accepted', 'declined', 'proposed')),
  add column accepted_at timestamptz,
  add column cancelled_at timestamptz,
  add column cancelled_by text check (cancelled_by in ('client', 'cleaner')),
  add column completed_at timestamptz;
create index bookings_requested on bookings (requested_at);

-- The rows already there have none of it: the projection reads the log again from the start (every statement it
-- runs gives the same row when an event is applied twice, so the rows stay readable meanwhile).
update projection_checkpoints set position_commit = null, position_prepare = null, events_applied = 0 where name = 'bookings';
