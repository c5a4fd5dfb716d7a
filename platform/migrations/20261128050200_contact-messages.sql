-- Owner: bff/src/contact (contact_messages)
-- Up Migration
-- Messages sent through the public `/contact` form (issue 17): personal data (a name, an address, free text), so kept
-- in a plain table whose rows are deleted on request (Quebec's Law 25), never in the event store.
create table contact_messages (
  id uuid primary key,
  name text not null check (char_length(name) between 2 and 100),
  email text not null check (char_length(email) between 3 and 254),
  subject text not null check (char_length(subject) between 3 and 150),
  message text not null check (char_length(message) between 10 and 5000),
  language text not null check (language in ('fr', 'en')),
  created_at timestamptz not null default now()
);
create index contact_messages_created on contact_messages (created_at desc, id);
create index contact_messages_email on contact_messages (lower(email));

-- Down Migration
drop table contact_messages;
