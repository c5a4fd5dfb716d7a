-- Up Migration
-- A request reaches the cleaner only once its deposit is paid (payments, issue 11): until then it is the client's alone.
-- Requests made before payments have no deposit to wait for.
alter table bookings add column awaiting_deposit boolean not null default false;
