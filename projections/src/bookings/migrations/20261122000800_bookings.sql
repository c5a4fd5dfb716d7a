-- Up Migration
-- The bookings read model (the `bookings` projection, from booking-<id> streams): both sides' lists, the expiry
-- worker's due requests, and the property deletion guard. Names and addresses are not copied here: the lists join the
-- deletable tables (users, cleaner_profiles, properties).
create table bookings (
  booking_id uuid primary key,
  series_id uuid,
  occurrence integer not null default 1,
  client_id uuid not null,
  cleaner_id uuid not null,
  property_id uuid not null,
  status text not null,
  payment_status text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  duration_hours numeric(4, 1) not null,
  frequency text not null,
  emergency boolean not null,
  final_price_cents integer not null,
  cancellation_fee_cents integer not null default 0,
  punched_in_at timestamptz,
  requested_at timestamptz not null,
  expires_at timestamptz not null,
  updated_at timestamptz not null
);
create index bookings_client on bookings (client_id, starts_at);
create index bookings_cleaner on bookings (cleaner_id, starts_at);
create index bookings_due on bookings (expires_at) where status = 'pending';
create index bookings_property on bookings (property_id) where status in ('pending', 'confirmed', 'in_progress');

-- Time held in the cleaners' schedules (schedule-<cleanerId>-<date> streams), kept by the cleaner-search projection:
-- an availability slot overlapped by a reservation is no longer open, which moves "available soon" and the labels.
create table cleaner_reservations (
  booking_id uuid primary key,
  cleaner_id uuid not null,
  date date not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null
);
create index cleaner_reservations_cleaner on cleaner_reservations (cleaner_id, date);

-- Down Migration
drop table cleaner_reservations;
drop table bookings;
