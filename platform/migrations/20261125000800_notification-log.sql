-- Owner: workers/src/notifications (notification_log)
-- E-mail notifications sent (messaging issue): one row per notification (the reaction's effect id), so that a
-- reaction delivered twice mails once.
create table notification_log (
  effect_id text primary key,
  user_id uuid not null,
  template text not null,
  sent_at timestamptz not null default now()
);
