-- Up Migration
-- Every mail has an HTML part besides its text (platform/src/mail/mail-html.ts): the developer's mailbox keeps it as
-- SMTP would send it. Empty for the mails kept before.
alter table dev_mailbox add column html_body text;

-- Down Migration
alter table dev_mailbox drop column html_body;
