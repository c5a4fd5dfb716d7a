-- Up Migration
-- Whether an admin suspended the account, and why: set from the account-<userId> stream's last event (AccountSuspended,
-- AccountReactivated) in the request that appended it. The events are the truth; this row makes the sign-in and every
-- session lookup refuse a suspended person without reading the stream.
alter table users add column suspended_at timestamptz;
alter table users add column suspension_reason text;
create index users_suspended on users (suspended_at) where suspended_at is not null;
create index users_created on users (created_at desc, id);

-- Down Migration
drop index users_created;
drop index users_suspended;
alter table users drop column suspension_reason;
alter table users drop column suspended_at;
