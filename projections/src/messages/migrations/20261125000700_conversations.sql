-- The booking conversations (messaging issue): every message with its read time, in the log's order (`position`,
-- the event's commit position, is the paging cursor). Built by the `conversations` projection.
create table conversation_messages (
  message_id text primary key,
  booking_id uuid not null,
  sender_id uuid not null,
  recipient_id uuid not null,
  text text not null,
  sent_at timestamptz not null,
  read_at timestamptz,
  position bigint not null
);
create index conversation_messages_booking on conversation_messages (booking_id, position desc);
create index conversation_messages_unread on conversation_messages (recipient_id) where read_at is null;
