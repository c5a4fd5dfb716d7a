-- Up Migration
-- Search pages kept between searches (issue 34): a kept page is served again while no profile has changed since the
-- snapshot it was read in, which the change log of 20261130020000 tells (a change = a transaction not visible in that
-- snapshot). That log recorded only the columns a search filters on, enough for totals; a page also shows and sorts
-- by others (the rates, the avatar, the review count, the cities, the week's flag). A change of those is now logged
-- too. For the totals such a row is neutral: the cleaner's row now and as it was match the filters alike.
drop trigger cleaner_profiles_search_change_update on cleaner_profiles;
create trigger cleaner_profiles_search_change_update after update on cleaner_profiles
  for each row when ((old.verified, old.served_place_ids, old.rating, old.years_of_experience, old.service_types,
    old.languages, old.pets_tolerated, old.eco_certified, old.background_check_issued_on, old.display_name,
    old.price_cents, old.open_slot_dates,
    old.slug, old.primary_city_id, old.region_id, old.review_count, old.hourly_rate_cents, old.min_fixed_price_cents,
    old.avatar_thumbnail_file_id, old.service_city_ids, old.open_this_week) is distinct from (new.verified,
    new.served_place_ids, new.rating, new.years_of_experience, new.service_types, new.languages, new.pets_tolerated,
    new.eco_certified, new.background_check_issued_on, new.display_name, new.price_cents, new.open_slot_dates,
    new.slug, new.primary_city_id, new.region_id, new.review_count, new.hourly_rate_cents, new.min_fixed_price_cents,
    new.avatar_thumbnail_file_id, new.service_city_ids, new.open_this_week))
  execute function log_cleaner_search_change();

-- Down Migration
drop trigger cleaner_profiles_search_change_update on cleaner_profiles;
create trigger cleaner_profiles_search_change_update after update on cleaner_profiles
  for each row when ((old.verified, old.served_place_ids, old.rating, old.years_of_experience, old.service_types,
    old.languages, old.pets_tolerated, old.eco_certified, old.background_check_issued_on, old.display_name,
    old.price_cents, old.open_slot_dates) is distinct from (new.verified, new.served_place_ids, new.rating,
    new.years_of_experience, new.service_types, new.languages, new.pets_tolerated, new.eco_certified,
    new.background_check_issued_on, new.display_name, new.price_cents, new.open_slot_dates))
  execute function log_cleaner_search_change();
