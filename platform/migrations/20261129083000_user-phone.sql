-- Up Migration
-- Issue 33: the person's own phone number, optional, for the platform's urgent contact. Personal data, so it lives on
-- the account, which deletion removes, and never in events; shown only to the person and to admins. Kept in E.164
-- (domain/src/accounts/phone-number.ts normalises what was typed): a + and 10 to 15 digits, the first not 0.
alter table users add column phone text check (phone is null or phone ~ '^\+[1-9][0-9]{9,14}$');

-- Down Migration
alter table users drop column phone;
