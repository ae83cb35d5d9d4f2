-- The lead list's indexes as on the SQL backend (its migration 0029): stored generated columns for the source and
-- campaign filters, so their counts can read an index alone, and covering indexes for those filters, an editor's
-- scope with a status, and overdue leads.
alter table public.messages
  add column utm_source text generated always as (utm ->> 'utm_source') stored,
  add column utm_campaign text generated always as (utm ->> 'utm_campaign') stored;

create index messages_leads_source_idx on public.messages (folder, utm_source, received_at desc, id desc);
create index messages_leads_campaign_idx on public.messages (folder, utm_campaign, received_at desc, id desc);
create index messages_leads_owner_status_idx on public.messages (folder, owner_id, lead_status, received_at desc, id desc);
create index messages_leads_overdue_idx on public.messages (folder, due_at) where first_response_at is null;
