-- Reviews (issue 14): each side's review of a booking once written (`submitted`, hidden from the other side until
-- `published`), its public reply, how often it was reported; and each completed booking's review window.
create table review_windows (
  booking_id uuid primary key,
  completed_at timestamptz not null,
  closes_at timestamptz not null
);

create table reviews (
  booking_id uuid not null,
  author_role text not null,
  author_id uuid not null,
  subject_id uuid not null,
  ratings jsonb not null,
  comment text not null,
  status text not null,
  submitted_at timestamptz not null,
  window_closes_at timestamptz not null,
  published_at timestamptz,
  reply text,
  replied_at timestamptz,
  reports integer not null default 0,
  position bigint not null,
  primary key (booking_id, author_role)
);
create index reviews_subject on reviews (subject_id, published_at desc) where status = 'published';
create index reviews_author on reviews (author_id);
create index reviews_published on reviews (published_at desc) where status = 'published';
