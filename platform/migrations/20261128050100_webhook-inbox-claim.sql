-- Up Migration
-- The webhook inbox no longer holds its row locked in a transaction while the event is handled: handling reads the
-- simulated provider's tables through the same connection pool, so two hundred concurrent deliveries could take every
-- connection while waiting on locks and leave the one handling the event without a connection (a pool deadlock). A
-- delivery now claims the event for a while (claimed_until), handles it with no transaction open, then marks it done;
-- a claim left by a crashed process runs out and the next delivery takes the event.
alter table payment_webhook_inbox add column claimed_until timestamptz;
