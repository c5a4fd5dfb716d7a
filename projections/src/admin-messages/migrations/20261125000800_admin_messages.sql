-- Messages from the platform to one person (admin messages): who sent what to whom, and when it was read. Built by the
-- `admin-messages` projection from the `admin-inbox-<userId>` streams; `position` (the event's commit) is the cursor.
create table admin_messages (
  message_id text primary key,
  recipient_id uuid not null,
  recipient_role text not null,
  admin_id uuid not null,
  subject text not null,
  text text not null,
  sent_at timestamptz not null,
  read_at timestamptz,
  position bigint not null
);
create index admin_messages_history on admin_messages (position desc);
create index admin_messages_inbox on admin_messages (recipient_id, position desc);
create index admin_messages_unread on admin_messages (recipient_id) where read_at is null;
