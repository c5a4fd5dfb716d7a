-- Reviews published about cleaners (issue 14): each review's seven ratings, and on the profile row the averages per
-- category (`ratings`), the overall average (`rating`) and how many (`review_count`), which search filters and sorts by.
alter table cleaner_profiles add column ratings jsonb;

create table cleaner_review_ratings (
  booking_id uuid primary key,
  cleaner_id uuid not null,
  ratings jsonb not null,
  published_at timestamptz not null
);
create index cleaner_review_ratings_cleaner on cleaner_review_ratings (cleaner_id);
