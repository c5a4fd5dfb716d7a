-- Owner: platform/src/idempotency (idempotency_keys)
-- Up Migration
-- Issue 29: `POST /api/bookings` honours an `Idempotency-Key` header for 24 hours. A key belongs to one person and one
-- kind of request; the first request holds it for a lease while it runs, and its answer is kept for the retries. A
-- request whose process stopped leaves its lease to run out: the next retry takes the key over and finds what the
-- first one left (docs/api/bookings.md). Ids, a hash of the request and the answer's figures: no personal data.
create table idempotency_keys (
  user_id uuid not null references users (id) on delete cascade,
  scope text not null,
  key text not null,
  request_hash text not null,
  resource_id uuid not null,
  leased_until timestamptz not null,
  response_status integer,
  -- json, not jsonb: a replayed answer keeps its keys in their first order.
  response_body json,
  created_at timestamptz not null,
  primary key (user_id, scope, key)
);
create index idempotency_keys_created_at on idempotency_keys (created_at);
