-- Up Migration
-- The background check is optional since issue 33: an approved one earns the "background checked" badge while its issue
-- date is less than 3 months old. The row keeps the issue date of the latest background check approved (cleared by a
-- revocation); the badge and the search filter compare it with today at query time, so it expires without an event.
alter table cleaner_profiles add column background_check_issued_on date;

-- The profiles projected before this column: the latest approved background check of each verified cleaner (a rebuild
-- of cleaner-search gives the same, but for a cleaner verified again after a revocation on the identity document alone).
update cleaner_profiles p set background_check_issued_on = d.issued_on
from (
  select distinct on (cleaner_id) cleaner_id, issued_on from cleaner_documents
  where document_type = 'background_check' and status = 'approved'
  order by cleaner_id, decided_at desc nulls last, submitted_at desc
) d
where d.cleaner_id = p.cleaner_id and p.verified;

-- Down Migration
alter table cleaner_profiles drop column background_check_issued_on;
