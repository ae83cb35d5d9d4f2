-- Version 18: every message is a lead. A status (new, contacted, qualified, won, lost; spam stays the quarantine's
-- folder), an owner among the members, an optional value, tags, and the clock of its answer: when it was received
-- (the team's clock, which tests can set), first opened and first answered, when its answer is due by the
-- response target in working hours, and when its one reminder and its one escalation went out.

alter table messages
  add column lead_status text not null default 'new' check (lead_status in ('new', 'contacted', 'qualified', 'won', 'lost')),
  add column owner_id uuid references users (id) on delete set null,
  add column lead_value numeric(14, 2) check (lead_value >= 0 and lead_value < 1000000000000),
  add column tags text[] not null default '{}' check (cardinality(tags) <= 20),
  add column received_at timestamptz,
  add column opened_at timestamptz,
  add column first_response_at timestamptz,
  add column due_at timestamptz,
  add column remind_at timestamptz,
  add column reminded_at timestamptz,
  add column escalated_at timestamptz;

-- Messages kept before this version: received when created; they were never on the clock (no due time), so no
-- reminder goes out for them.
update messages set received_at = created_at;
alter table messages alter column received_at set not null, alter column received_at set default now();

-- The lead list (a folder: the inbox, or the archive): the default view and each filter read newest first from one
-- of these.
create index messages_leads_received_idx on messages (folder, received_at desc, seq desc);
create index messages_leads_owner_idx on messages (folder, owner_id, received_at desc);
create index messages_leads_unassigned_idx on messages (folder, received_at desc, seq desc) where owner_id is null;
create index messages_leads_status_idx on messages (folder, lead_status, received_at desc);
create index messages_leads_source_idx on messages (folder, (utm ->> 'utm_source'), received_at desc);
create index messages_leads_campaign_idx on messages (folder, (utm ->> 'utm_campaign'), received_at desc);
create index messages_leads_landing_idx on messages (folder, landing_path, received_at desc);
-- Overdue leads, and the reminder and escalation sweeps: unanswered leads with a due time.
create index messages_leads_unanswered_idx on messages (due_at) where first_response_at is null and folder <> 'spam';

-- A lead's timeline: opened, assigned, status changes, notes, e-mails sent, CRM deliveries, reminders.
create table lead_events (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references messages (id) on delete cascade,
  at timestamptz not null default now(),
  actor_id uuid references users (id) on delete set null,
  actor_email text not null default '' check (length(actor_email) <= 320),
  kind text not null check (kind in ('opened', 'assigned', 'status', 'value', 'tags', 'note', 'reply', 'email', 'crm', 'reminder', 'escalation', 'archived')),
  body text not null default '' check (length(body) <= 20000),
  data jsonb not null default '{}'::jsonb,
  seq bigint generated always as identity
);
create index lead_events_message_idx on lead_events (message_id, at, seq);
