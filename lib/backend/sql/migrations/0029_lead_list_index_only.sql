-- Version 29: the lead list's counts read its indexes alone. Sealed rows (lead encryption, 0025) are three times as
-- wide as plain ones, so a count that visits the table for each of up to 10,001 rows costs three times the pages.
-- With the visibility map kept current (autovacuum on PostgreSQL, the worker's hourly vacuum on the embedded
-- database), these indexes answer each filter's count without the table:
-- - the source and campaign filters compare stored generated columns (an expression index cannot serve an
--   index-only scan: the query names the jsonb column, which the index does not hold);
-- - an editor's scope with a status (owner and status together);
-- - overdue (unanswered, by folder and due time).
alter table messages
  add column utm_source text generated always as (utm ->> 'utm_source') stored,
  add column utm_campaign text generated always as (utm ->> 'utm_campaign') stored;

drop index if exists messages_leads_source_idx;
drop index if exists messages_leads_campaign_idx;
create index messages_leads_source_idx on messages (folder, utm_source, received_at desc, seq desc);
create index messages_leads_campaign_idx on messages (folder, utm_campaign, received_at desc, seq desc);
create index messages_leads_owner_status_idx on messages (folder, owner_id, lead_status, received_at desc, seq desc);
create index messages_leads_overdue_idx on messages (folder, due_at) where first_response_at is null;
