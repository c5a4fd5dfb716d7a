-- Up Migration
-- A booking's details as its two people see them (the `booking-details` projection, from booking-<id> and
-- payment-<id> streams): the booking folded by the domain's own evolve, its payment likewise, and its events for the
-- timeline. The booking screens and the answers to booking commands read it (read-your-writes, ARCHITECTURE 4), so
-- that no request folds a stream. Free text of the request (notes, the checklist, a decline or cancel reason) is here
-- in clear, as in the conversations read model: an account's deletion erases what it wrote
-- (`eraseBookingDetailsBy`), as the destroyed key erases it in the log.
create table booking_details (
  booking_id uuid primary key,
  client_id uuid,
  cleaner_id uuid,
  booking jsonb not null default '{"status": "none"}',
  payment jsonb not null default '{"status": "none"}',
  events jsonb not null default '[]'
);
create index booking_details_client on booking_details (client_id);
create index booking_details_cleaner on booking_details (cleaner_id);

-- Down Migration
drop table booking_details;
