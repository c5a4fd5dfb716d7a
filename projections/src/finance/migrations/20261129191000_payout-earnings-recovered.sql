-- Up Migration
-- A refund after the service (a dispute's decision) is recovered from the cleaner's next transfers: what was kept back
-- of each earning at its transfer (issue 35). The reconciliation counts it as the week's refunds and pays the rest.
-- Earnings before disputes kept nothing back: 0.
alter table payout_earnings add column recovered_cents integer not null default 0 check (recovered_cents >= 0);
