-- Up Migration
-- Issue 17: the headers a mail was sent with (the newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058),
-- kept in the developer's mailbox as SMTP would send them.
alter table dev_mailbox add column headers jsonb not null default '{}'::jsonb;

-- Down Migration
alter table dev_mailbox drop column headers;
