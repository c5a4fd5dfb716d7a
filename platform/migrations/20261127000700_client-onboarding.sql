-- Owner: bff/src/client-onboarding (client_onboarding)
-- Up Migration
-- A person's gender (SPEC section 3: male, female, other, prefer_not_to_say), asked of a client during their onboarding:
-- personal data, so it lives on the account, which deletion removes, and never in events. Null: not said.
alter table users add column gender text check (gender in ('male', 'female', 'other', 'prefer_not_to_say'));

-- How far a client got in /client-onboarding, kept on the server so that another device resumes at the same step.
create table client_onboarding (
  user_id uuid primary key references users (id) on delete cascade,
  step text not null check (step in ('welcome', 'gender', 'property', 'celebration')),
  status text not null check (status in ('in-progress', 'completed', 'skipped')),
  -- The first property added on the way (the property itself lives in `properties`).
  property_id uuid references properties (id) on delete set null,
  updated_at timestamptz not null default now(),
  finished_at timestamptz
);

-- Down Migration
drop table client_onboarding;
alter table users drop column gender;
