-- Up Migration
-- A cleaner's payouts as they see them (the `payout-details` projection, from payout-<id> streams): the payout state
-- folded by the domain's own evolve (connected account, earnings, payouts, hold). The cleaner's payouts page, payout
-- statements and yearly statement read it, so that no request folds the stream. Never shown to anyone else.
create table payout_details (
  cleaner_id uuid primary key,
  state jsonb not null
);

-- Down Migration
drop table payout_details;
