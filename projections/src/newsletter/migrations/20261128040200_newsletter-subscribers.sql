-- Up Migration
-- Newsletter subscribers (issue 16; the public sign-up comes later). Personal data (an e-mail address), so kept in a
-- table a row of which is deleted on unsubscribing or on request (Quebec's Law 25), never in the event store.
-- Double opt-in: `confirmed_at` is null until the link in the confirmation mail is followed. The unsubscribe link's
-- token is kept hashed (SHA-256), like the sessions'.
create table newsletter_subscribers (
  id uuid primary key,
  email text not null check (char_length(email) between 3 and 254),
  language text not null check (language in ('fr', 'en')),
  topics text[] not null check (cardinality(topics) >= 1),
  consent_given_at timestamptz not null,
  confirmed_at timestamptz,
  unsubscribe_token_hash text not null unique,
  created_at timestamptz not null default now()
);
create unique index newsletter_subscribers_email on newsletter_subscribers (lower(email));
create index newsletter_subscribers_topics on newsletter_subscribers using gin (topics);
create index newsletter_subscribers_created on newsletter_subscribers (created_at desc, id);

-- Down Migration
drop table newsletter_subscribers;
