-- Two-factor sign-in in Supabase mode, continued (docs/team.md, "Two-factor sign-in in Supabase mode"). The
-- restrictive policies of 20261203000100 narrow what a member reads from messages and lead_events, but a security
-- definer function reads those tables as its owner, past every policy: an aal1 session of a member with a verified
-- factor (or of any lead reader while the owner's "twoFactorRequired" is on) could still call the lead functions
-- below and get figures derived from the leads, the team behind them and the saved views of the lead list.
--
-- Each of them now asks the same rule the policies ask, private.two_factor_satisfied() of 20261203000100 (one
-- helper, so the tables and the functions can never disagree), right after its membership check: the plpgsql ones
-- refuse with 42501 as they refuse a non-member, the SQL one answers nothing as it does for a non-member. Bodies,
-- grants and results are otherwise those of 20261202000600_lead_pipeline_rpc.sql and 20261202002400_lead_retention.sql
-- (create or replace keeps the grants).
--
-- Not changed, on purpose: public.event_registrations (a live event's public count of sign-ups, which visitors
-- read too), private.may_see_lead (a yes or no for the policies, no lead data), public.lead_retention_ran (whether
-- a day's run happened), public.lead_secrets (the wrapped keys the contact form needs, anon too) and the
-- submit_* functions of the public forms (they write a lead and return only its id).

create or replace function public.lead_response_figures(p_from timestamptz, p_to timestamptz, p_now timestamptz)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  result jsonb;
begin
  if not exists (select 1 from public.memberships m where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin', 'editor')) then
    raise exception 'members only' using errcode = '42501';
  end if;
  if not (select private.two_factor_satisfied()) then
    raise exception 'two-factor sign-in required' using errcode = '42501';
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

create or replace function public.lead_members()
returns table (id uuid, email text, role text)
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not exists (select 1 from public.memberships m where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin', 'editor')) then
    raise exception 'members only' using errcode = '42501';
  end if;
  if not (select private.two_factor_satisfied()) then
    raise exception 'two-factor sign-in required' using errcode = '42501';
  end if;
  return query
    select u.id, u.email::text, m.role from public.memberships m join auth.users u on u.id = m.user_id
     where m.role <> 'reviewer' order by u.email;
end
$$;

create or replace function public.lead_retention_preview(p_cutoff timestamptz, p_spam_cutoff timestamptz) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not exists (select 1 from public.memberships m where m.user_id = (select auth.uid()) and m.role = 'owner') then
    raise exception 'Only the owner sees what retention erases' using errcode = '42501';
  end if;
  if not (select private.two_factor_satisfied()) then
    raise exception 'two-factor sign-in required' using errcode = '42501';
  end if;
  return (select jsonb_build_object('leads', count(*) filter (where m.folder <> 'spam'), 'spam', count(*) filter (where m.folder = 'spam'))
            from public.messages m where private.lead_expired(m, p_cutoff, p_spam_cutoff));
end
$$;

-- The saved views hold the list's filters as typed, a searched name or e-mail among them.
create or replace function public.lead_saved_views()
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce((select s.value -> (select auth.uid())::text from public.site_settings s where s.key = 'leadSavedViews'), '[]'::jsonb)
   where exists (select 1 from public.memberships m where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin', 'editor'))
     and (select private.two_factor_satisfied())
$$;

-- Saving and deleting a view answer with the caller's views (public.save_lead_view, public.delete_lead_view).
create or replace function private.change_lead_views(p_name text, p_query text)
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
  if not (select private.two_factor_satisfied()) then
    raise exception 'two-factor sign-in required' using errcode = '42501';
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
