-- Owner: bff/src/todos (todos)
-- Up Migration
-- A signed-in person's to-do list (SPEC section 3). Their own words: kept beside the account, which deletion removes.
create table todos (
  id uuid primary key,
  -- The order they were added in, for two added in the same instant (newest first).
  seq bigint generated always as identity,
  user_id uuid not null references users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  priority text not null check (priority in ('low', 'medium', 'high')),
  due_date date,
  completed boolean not null default false,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index todos_user on todos (user_id, created_at desc, seq desc);

-- Down Migration
drop table todos;
