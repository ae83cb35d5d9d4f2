-- Lead encryption's blind index columns, in step with lib/backend/sql/migrations/0025_lead_encryption.sql. On
-- Supabase the public form inserts through the data API, which runs no app code: the columns stay empty and the
-- fields are not sealed on this backend (docs/privacy.md).
alter table messages add column email_bidx text, add column name_bidx text;
create index messages_email_bidx_idx on messages (email_bidx);
create index messages_name_bidx_idx on messages (name_bidx);
