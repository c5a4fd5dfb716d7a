-- Up Migration
-- Issue 33 (SPEC 3's profilePic): a client's own picture, decided on the account-<userId> stream (ProfilePhotoSet,
-- ProfilePhotoRemoved) and copied onto the account like a suspension. `profile_pic` (created with the table, unused
-- until now) holds the stored photo's file id, `profile_pic_thumbnail` its thumbnail's: the files are personal data,
-- deleted with the account. A cleaner's picture is their profile's avatar (cleaner_profiles), not these columns.
alter table users add column profile_pic_thumbnail text;
alter table users add constraint users_profile_pic_pair check ((profile_pic is null) = (profile_pic_thumbnail is null));
create index users_profile_pic on users (profile_pic) where profile_pic is not null;
create index users_profile_pic_thumbnail on users (profile_pic_thumbnail) where profile_pic_thumbnail is not null;

-- Down Migration
drop index users_profile_pic_thumbnail;
drop index users_profile_pic;
alter table users drop constraint users_profile_pic_pair;
alter table users drop column profile_pic_thumbnail;
