-- The public gallery: before/after pairs that cleaners published from their own bookings (photos allowed by the
-- client). Built by the `gallery` projection from the GalleryPair* events of the `cleaner-<userId>` streams; a
-- withdrawn pair, or every pair of a closed profile, leaves the table. `position` (the event's commit) orders them.
create table gallery_pairs (
  pair_id text primary key,
  cleaner_id uuid not null,
  booking_id text not null,
  room text not null,
  before_file_id text not null,
  before_thumbnail_file_id text not null,
  after_file_id text not null,
  after_thumbnail_file_id text not null,
  published_at timestamptz not null,
  position bigint not null
);
create index gallery_pairs_newest on gallery_pairs (position desc);
create index gallery_pairs_room on gallery_pairs (room, position desc);
create index gallery_pairs_cleaner on gallery_pairs (cleaner_id);
