-- Up Migration
-- A cleaner's own profile as they see it (the `cleaner-details` projection, from cleaner-<id> streams): the profile
-- folded by the domain's own evolve, with its documents, slots, blocks and photos. The cleaner's own screens and the
-- answers to their profile commands read it (read-your-writes, ARCHITECTURE 4), so that no request folds the stream.
-- Never shown to anyone else (the public profile is cleaner-search's). A closed profile folds to a state without
-- personal data, and an account's deletion drops the row (`eraseCleanerDetailsOf`).
create table cleaner_details (
  cleaner_id uuid primary key,
  state jsonb not null
);

-- Down Migration
drop table cleaner_details;
