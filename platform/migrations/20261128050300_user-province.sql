-- Up Migration
-- Issue 17: the province a person lives in (SPEC 3, "stored user location: province"), for the domain rule of SPEC 1
-- (a Quebec user whose language is French goes to the French site). Null: not known yet. Recorded from the first
-- property a client adds, or chosen by the person (asked once, changed in their settings).
alter table users add column province text check (province is null or province ~ '^[A-Z]{2}$');
