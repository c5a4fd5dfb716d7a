-- Owner: workers/src/notifications (message_digest_log); joined for pending digests by: projections/src/messages
-- Which e-mails a person chose not to receive (account settings): kinds of notification, none by default. The digest
-- log remembers, per conversation and reader, the last message an unread-messages digest told them about.
alter table users add column email_opt_outs text[] not null default '{}';

create table message_digest_log (
  user_id uuid not null references users (id) on delete cascade,
  booking_id uuid not null,
  last_position bigint not null,
  sent_at timestamptz not null default now(),
  primary key (user_id, booking_id)
);
