-- Every message is a lead (lib/backend/sql/migrations/0018_lead_pipeline.sql): status, owner, value, tags, the
-- clock of its answer, and a timeline. Row-level security gives the owner and admins every lead, and an editor the
-- leads assigned to them (all leads when the owner's setting "leadsEditorsSeeAll" is on), as the data layer does.

alter table public.messages
  add column lead_status text not null default 'new' check (lead_status in ('new', 'contacted', 'qualified', 'won', 'lost')),
  add column owner_id uuid references auth.users (id) on delete set null,
  add column lead_value numeric(14, 2) check (lead_value >= 0 and lead_value < 1000000000000),
  add column tags text[] not null default '{}' check (cardinality(tags) <= 20),
  add column received_at timestamptz,
  add column opened_at timestamptz,
  add column first_response_at timestamptz,
  add column due_at timestamptz,
  add column remind_at timestamptz,
  add column reminded_at timestamptz,
  add column escalated_at timestamptz;

update public.messages set received_at = created_at;
alter table public.messages alter column received_at set not null, alter column received_at set default now();

create index messages_leads_received_idx on public.messages (folder, received_at desc, id desc);
create index messages_leads_owner_idx on public.messages (folder, owner_id, received_at desc);
create index messages_leads_status_idx on public.messages (folder, lead_status, received_at desc);
create index messages_leads_unanswered_idx on public.messages (due_at) where first_response_at is null and folder <> 'spam';

create table public.lead_events (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.messages (id) on delete cascade,
  at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text not null default '' check (length(actor_email) <= 320),
  kind text not null check (kind in ('opened', 'assigned', 'status', 'value', 'tags', 'note', 'reply', 'email', 'crm', 'reminder', 'escalation', 'archived')),
  body text not null default '' check (length(body) <= 20000),
  data jsonb not null default '{}'::jsonb,
  seq bigint generated always as identity
);
create index lead_events_message_idx on public.lead_events (message_id, at, seq);

-- ---------------------------------------------------------------- who sees which lead

create function private.may_see_lead(lead_owner uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((
    select m.role in ('owner', 'admin')
        or lead_owner = (select auth.uid())
        or coalesce((select s.value = 'true'::jsonb from public.site_settings s where s.key = 'leadsEditorsSeeAll'), false)
      from public.memberships m where m.user_id = (select auth.uid())), false)
$$;
revoke all on function private.may_see_lead(uuid) from public;
grant execute on function private.may_see_lead(uuid) to authenticated;

drop policy if exists messages_read on public.messages;
drop policy if exists messages_update on public.messages;
drop policy if exists messages_delete on public.messages;
create policy messages_read on public.messages for select to authenticated using ((select private.may_see_lead(owner_id)));
create policy messages_update on public.messages for update to authenticated
  using ((select private.may_see_lead(owner_id))) with check ((select private.may_see_lead(owner_id)));
create policy messages_delete on public.messages for delete to authenticated using ((select private.may_see_lead(owner_id)));

revoke all on public.lead_events from anon, authenticated;
grant select, insert on public.lead_events to authenticated;
alter table public.lead_events enable row level security;
alter table public.lead_events force row level security;
create policy lead_events_read on public.lead_events for select to authenticated
  using (exists (select 1 from public.messages m where m.id = message_id));
create policy lead_events_insert on public.lead_events for insert to authenticated
  with check (actor_id = (select auth.uid()) and exists (select 1 from public.messages m where m.id = message_id));
