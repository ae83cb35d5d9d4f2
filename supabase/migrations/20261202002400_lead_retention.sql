-- Leads are erased after the owner's retention period, as the SQL backend's version 26 does
-- (lib/backend/sql/migrations/0026_lead_retention.sql, lib/domain/leads/retention.ts). No server-side worker runs in
-- Supabase mode, so the database runs it itself: public.run_lead_retention() erases, once per day in the site's time
-- zone however often it is called. Schedule it daily (pg_cron: select cron.schedule('lead-retention', '17 * * * *',
-- 'select public.run_lead_retention()')) or call it with the service role; members cannot call it.

create table private.lead_retention_runs (
  day date primary key,
  ran_at timestamptz not null default now(),
  erased integer not null default 0 check (erased >= 0),
  spam integer not null default 0 check (spam >= 0)
);
revoke all on private.lead_retention_runs from public, anon, authenticated;

create index if not exists messages_received_at_idx on public.messages (received_at);

-- The rule: a lead (any folder but spam) received before p_cutoff with no timeline event at or after it (the response
-- clock's automatic reminder and escalation are no activity), and spam received before p_spam_cutoff. The same WHERE clause as lib/backend/sql/leads.ts.
create function private.lead_expired(m public.messages, p_cutoff timestamptz, p_spam_cutoff timestamptz) returns boolean
language sql stable security definer set search_path = ''
as $$
  select (m.folder <> 'spam' and m.received_at < p_cutoff
          and not exists (select 1 from public.lead_events e where e.message_id = m.id and e.at >= p_cutoff
                            and e.kind not in ('reminder', 'escalation')))
      or (m.folder = 'spam' and m.received_at < p_spam_cutoff)
$$;
revoke all on function private.lead_expired(public.messages, timestamptz, timestamptz) from public, anon, authenticated;

-- The owner's settings: months kept (1 to 120, default 24) and the site's time zone (the lead pipeline's hours).
create function private.lead_retention_settings(out months integer, out time_zone text)
language plpgsql stable security definer set search_path = ''
as $$
declare
  raw jsonb;
begin
  select s.value into raw from public.site_settings s where s.key = 'leadRetention';
  months := case when jsonb_typeof(raw -> 'months') = 'number' and (raw ->> 'months')::numeric between 1 and 120
                 and (raw ->> 'months')::numeric = trunc((raw ->> 'months')::numeric)
            then (raw ->> 'months')::integer else 24 end;
  select coalesce(s.value ->> 'timeZone', 'UTC') into time_zone from public.site_settings s where s.key = 'leadPipeline';
  time_zone := coalesce(time_zone, 'UTC');
  if not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = time_zone) then time_zone := 'UTC'; end if;
end
$$;
revoke all on function private.lead_retention_settings() from public, anon, authenticated;

-- The day's run: claims the day, deletes the expired leads (lead_events go with them: on delete cascade) and writes
-- one audit entry of counts. Returns the counts, or null when the day's run had already happened.
create function public.run_lead_retention(p_now timestamptz default now()) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  cfg record;
  v_day date;
  v_cutoff timestamptz;
  v_spam_cutoff timestamptz;
  v_leads integer;
  v_spam integer;
begin
  select * into cfg from private.lead_retention_settings();
  v_day := (p_now at time zone cfg.time_zone)::date;
  v_cutoff := ((p_now at time zone 'UTC') - make_interval(months => cfg.months)) at time zone 'UTC';
  v_spam_cutoff := p_now - interval '720 hours'; -- 30 days of 24 hours, as the app counts (no calendar-day shift across DST)
  insert into private.lead_retention_runs (day) values (v_day) on conflict (day) do nothing;
  if not found then return null; end if;
  with gone as (delete from public.messages m where private.lead_expired(m, v_cutoff, v_spam_cutoff) returning m.folder)
  select count(*) filter (where folder <> 'spam'), count(*) filter (where folder = 'spam') into v_leads, v_spam from gone;
  update private.lead_retention_runs set erased = v_leads, spam = v_spam where day = v_day;
  insert into public.audit_log (action, record_type, summary)
    values ('lead_retention', 'lead', format('Retention erased %s %s (%s spam)', v_leads + v_spam, case when v_leads + v_spam = 1 then 'lead' else 'leads' end, v_spam));
  return jsonb_build_object('leads', v_leads, 'spam', v_spam);
end
$$;
revoke all on function public.run_lead_retention(timestamptz) from public, anon, authenticated;
grant execute on function public.run_lead_retention(timestamptz) to service_role;

-- The settings screen's preview (the owner only): how many leads a run with these cutoffs erases.
create function public.lead_retention_preview(p_cutoff timestamptz, p_spam_cutoff timestamptz) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not exists (select 1 from public.memberships m where m.user_id = (select auth.uid()) and m.role = 'owner') then
    raise exception 'Only the owner sees what retention erases' using errcode = '42501';
  end if;
  return (select jsonb_build_object('leads', count(*) filter (where m.folder <> 'spam'), 'spam', count(*) filter (where m.folder = 'spam'))
            from public.messages m where private.lead_expired(m, p_cutoff, p_spam_cutoff));
end
$$;
revoke all on function public.lead_retention_preview(timestamptz, timestamptz) from public, anon;
grant execute on function public.lead_retention_preview(timestamptz, timestamptz) to authenticated;

create function public.lead_retention_ran(p_day date) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.memberships m where m.user_id = (select auth.uid()))
     and exists (select 1 from private.lead_retention_runs r where r.day = p_day)
$$;
revoke all on function public.lead_retention_ran(date) from public, anon;
grant execute on function public.lead_retention_ran(date) to authenticated;
