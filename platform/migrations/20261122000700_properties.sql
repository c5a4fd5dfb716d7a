-- Owner: platform/src/properties (properties); joined for names and cities by: projections/src
-- Up Migration
-- A client's homes and offices. An address, access instructions and a wifi password are personal data: they live
-- here, where deleting the account deletes them (Quebec's Law 25), and never in events; bookings refer to a property
-- by id.
create table properties (
  id uuid primary key,
  client_id uuid not null references users (id) on delete cascade,
  name text not null,
  type text not null,
  street_address text not null,
  city text not null,
  province text not null,
  postal_code text not null,
  country text not null,
  lat double precision not null,
  lng double precision not null,
  -- The bundled Quebec place of the city, when it is one.
  place_id text,
  bedrooms numeric(3, 1) not null,
  bathrooms numeric(3, 1) not null,
  stories integer not null,
  square_footage integer,
  parking boolean not null,
  wifi_name text,
  wifi_password text,
  supplies_location text,
  access_instructions text,
  trash_location text,
  rooms_to_avoid text,
  additional_notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index properties_client on properties (client_id, created_at desc);

-- Down Migration
drop table properties;
