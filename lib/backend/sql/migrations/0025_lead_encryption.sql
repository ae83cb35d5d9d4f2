-- Lead encryption (docs/privacy.md): a message's name, e-mail and message are stored sealed by the server, and exact
-- lookups go through keyed blind indexes (HMAC) of the e-mail and the name. The rows stored before are sealed by the
-- server at its start (lib/backend/sql/lead-crypto.ts), not here: the key never reaches the database.
alter table messages add column email_bidx text, add column name_bidx text;
create index messages_email_bidx_idx on messages (email_bidx);
create index messages_name_bidx_idx on messages (name_bidx);
-- A sealed note is longer than its text; the length of the text (20,000 characters) is checked by the app.
alter table lead_events drop constraint if exists lead_events_body_check;
