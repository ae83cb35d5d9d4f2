-- The lead pipeline through the data API (lib/backend/supabase/leads.ts).
--
-- 1. A Reviewer is no member for leads. 20261202000200_lead_pipeline.sql let any member see a lead assigned to them
--    and, with the owner's setting "leadsEditorsSeeAll", every lead; a Reviewer (a member since
--    20261202000100_medical_review.sql, with no content permission) then read every lead's name, e-mail and message.
--    The app never lets a Reviewer into the leads (lib/domain/policy.ts: the leads need the content permission).

create or replace function private.may_see_lead(lead_owner uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((
    select m.role in ('owner', 'admin')
        or (m.role = 'editor' and (
              lead_owner = (select auth.uid())
              or coalesce((select s.value = 'true'::jsonb from public.site_settings s where s.key = 'leadsEditorsSeeAll'), false)))
      from public.memberships m where m.user_id = (select auth.uid())), false)
$$;
revoke all on function private.may_see_lead(uuid) from public;
grant execute on function private.may_see_lead(uuid) to authenticated;

-- 2. The lead screens through the data API, with the member's own session: every function below that writes runs
--    as its caller (security invoker), so the row-level security above decides what it may touch, and PostgREST
--    runs each call in one transaction. No outbox worker runs in this mode (docs/notifications.md), so nothing here
--    queues an e-mail or a CRM delivery, and no sweep sends reminders or escalations (docs/leads.md).

-- One lead's patch (the keys given: status, owner_id, value, tags, folder; first_response_at and opened_at only when
-- not yet set) and its timeline events, together; no row when the caller cannot see the lead. As the SQL store
-- (lib/backend/sql/leads.ts).
create function public.apply_lead(p_id uuid, p_patch jsonb, p_events jsonb default '[]'::jsonb)
returns setof public.messages
language plpgsql security invoker set search_path = ''
as $$
declare
  r public.messages;
begin
  update public.messages m set
    lead_status = case when p_patch ? 'status' then p_patch ->> 'status' else m.lead_status end,
    owner_id = case when p_patch ? 'owner_id' then (p_patch ->> 'owner_id')::uuid else m.owner_id end,
    lead_value = case when p_patch ? 'value' then (p_patch ->> 'value')::numeric else m.lead_value end,
    tags = case when p_patch ? 'tags' then array(select jsonb_array_elements_text(p_patch -> 'tags')) else m.tags end,
    folder = coalesce(p_patch ->> 'folder', m.folder),
    possible_spam = case when p_patch ? 'folder' and p_patch ->> 'folder' <> 'inbox' then false else m.possible_spam end,
    spam_since = case when p_patch ? 'folder' then (case when p_patch ->> 'folder' = 'spam' then coalesce(m.spam_since, now()) end) else m.spam_since end,
    first_response_at = coalesce(m.first_response_at, (p_patch ->> 'first_response_at')::timestamptz),
    opened_at = coalesce(m.opened_at, (p_patch ->> 'opened_at')::timestamptz)
  where m.id = p_id
  returning * into r;
  if not found then
    return;
  end if;
  insert into public.lead_events (message_id, at, actor_id, actor_email, kind, body, data)
    select p_id, coalesce(e.at, now()), e.actor_id, coalesce(e.actor_email, ''), e.kind, coalesce(e.body, ''), coalesce(e.data, '{}'::jsonb)
      from jsonb_to_recordset(coalesce(p_events, '[]'::jsonb)) as e(at timestamptz, actor_id uuid, actor_email text, kind text, body text, data jsonb);
  return next r;
end
$$;

-- The bulk actions: several leads' changes ([{id, patch, events}]), all or none; a lead the caller cannot see
-- (or that is gone) undoes them all and answers PT404.
create function public.apply_leads(p_changes jsonb)
returns integer
language plpgsql security invoker set search_path = ''
as $$
declare
  c jsonb;
  n integer := 0;
begin
  if jsonb_typeof(p_changes) <> 'array' or jsonb_array_length(p_changes) > 500 then
    raise exception 'between 1 and 500 changes' using errcode = '22023';
  end if;
  for c in select * from jsonb_array_elements(p_changes) loop
    if not exists (select 1 from public.apply_lead((c ->> 'id')::uuid, coalesce(c -> 'patch', '{}'::jsonb), coalesce(c -> 'events', '[]'::jsonb))) then
      raise exception 'lead not found' using errcode = 'PT404';
    end if;
    n := n + 1;
  end loop;
  return n;
end
$$;

-- The response figures of the leads received in [p_from, p_to) for any member who works leads (the whole team's, as
-- the SQL store gives them to an editor too): counts and a median, never a lead's fields.
create function public.lead_response_figures(p_from timestamptz, p_to timestamptz, p_now timestamptz)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  result jsonb;
begin
  if not exists (select 1 from public.memberships m where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin', 'editor')) then
    raise exception 'members only' using errcode = '42501';
  end if;
  select jsonb_build_object(
           'leads', count(*),
           'answered', count(first_response_at),
           'median', percentile_cont(0.5) within group (order by extract(epoch from (first_response_at - received_at)) * 1000)
                       filter (where first_response_at is not null),
           'within', count(*) filter (where due_at is not null and first_response_at is not null and first_response_at <= due_at),
           'on_clock', count(*) filter (where due_at is not null and (first_response_at is not null or due_at <= p_now)))
    into result
    from public.messages
   where folder <> 'spam' and received_at >= p_from and received_at < p_to;
  return result;
end
$$;

-- The members who work leads, with their e-mail (auth.users is not readable through the data API): the owners a
-- lead can have, and the names a note can mention. A Reviewer works no lead.
create function public.lead_members()
returns table (id uuid, email text, role text)
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not exists (select 1 from public.memberships m where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin', 'editor')) then
    raise exception 'members only' using errcode = '42501';
  end if;
  return query
    select u.id, u.email::text, m.role from public.memberships m join auth.users u on u.id = m.user_id
     where m.role <> 'reviewer' order by u.email;
end
$$;

-- A member's saved views of the list, kept in the setting "leadSavedViews" by member id (as the SQL store does).
-- Only the owner writes site settings directly, so these functions change the caller's own views (and no one
-- else's), under the setting row's lock: two members saving at once both keep theirs.
create function public.lead_saved_views()
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce((select s.value -> (select auth.uid())::text from public.site_settings s where s.key = 'leadSavedViews'), '[]'::jsonb)
   where exists (select 1 from public.memberships m where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin', 'editor'))
$$;

create function private.change_lead_views(p_name text, p_query text)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  me text := (select auth.uid())::text;
  mine jsonb;
begin
  if not exists (select 1 from public.memberships m where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin', 'editor')) then
    raise exception 'members only' using errcode = '42501';
  end if;
  if p_name is null or length(p_name) not between 1 and 200 or (p_query is not null and (length(p_name) > 60 or length(p_query) > 1000)) then
    raise exception 'a view has a name of at most 60 characters and filters of at most 1,000' using errcode = '22023';
  end if;
  insert into public.site_settings (key, value) values ('leadSavedViews', '{}'::jsonb) on conflict (key) do nothing;
  select coalesce(s.value -> me, '[]'::jsonb) into mine from public.site_settings s where s.key = 'leadSavedViews' for update;
  select coalesce(jsonb_agg(v order by o), '[]'::jsonb) into mine
    from jsonb_array_elements(mine) with ordinality as x(v, o) where v ->> 'name' <> p_name;
  if p_query is not null then
    mine := mine || jsonb_build_array(jsonb_build_object('name', p_name, 'query', p_query));
    -- At most 20 (LEAD_SAVED_VIEWS_MAX): the oldest go.
    select coalesce(jsonb_agg(v order by o), '[]'::jsonb) into mine
      from jsonb_array_elements(mine) with ordinality as x(v, o) where o > jsonb_array_length(mine) - 20;
  end if;
  update public.site_settings set value = jsonb_set(value, array[me], mine), updated_at = now() where key = 'leadSavedViews';
  return mine;
end
$$;

create function public.save_lead_view(p_name text, p_query text)
returns jsonb
language sql security definer set search_path = ''
as $$ select private.change_lead_views(p_name, coalesce(p_query, '')) $$;

create function public.delete_lead_view(p_name text)
returns jsonb
language sql security definer set search_path = ''
as $$ select private.change_lead_views(p_name, null) $$;

revoke all on function public.apply_lead(uuid, jsonb, jsonb), public.apply_leads(jsonb), public.lead_response_figures(timestamptz, timestamptz, timestamptz),
  public.lead_members(), public.lead_saved_views(), private.change_lead_views(text, text), public.save_lead_view(text, text), public.delete_lead_view(text) from public, anon, authenticated;
grant execute on function public.apply_lead(uuid, jsonb, jsonb), public.apply_leads(jsonb), public.lead_response_figures(timestamptz, timestamptz, timestamptz),
  public.lead_members(), public.lead_saved_views(), public.save_lead_view(text, text), public.delete_lead_view(text) to authenticated;
