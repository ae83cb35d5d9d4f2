-- Leads on Supabase (docs/leads.md, "On Supabase").
--
-- 1. A new lead's clock. Messages arrive through the public form's functions, which run no application code, so the
--    database works out a new lead's due time and reminder itself, in the insert's own transaction: the same rule as
--    lib/domain/leads/working-hours.ts (leadDeadlines), on the owner's setting "leadPipeline" read as
--    lib/data/lead-settings.ts reads it (a missing key takes its default; a setting that does not pass the app's
--    checks counts as the defaults: UTC, Monday to Friday, 09:00 to 17:00, 60 minutes). PostgreSQL's time zones are
--    the same IANA zones; a local time that does not exist (a clock moved forward) or exists twice (moved back) is
--    read as the app reads it (the offset before the change; the later of the two).
-- 2. Who reads the lead settings that are not everyone's. Every member used to read every row of site_settings. Two
--    rows are not for editors: "leadCrm" (the CRM hand-off: HubSpot's portal and form, or a webhook address, which
--    for most CRMs' catch hooks is itself the secret that lets anyone post leads into the CRM) is read by the owner
--    and admins only; "leadSavedViews" (every member's saved list views, one row keyed by member id) is read by no
--    key directly, each member reading their own through public.lead_saved_views() (20261202000600). Everything
--    else members and visitors read stays as it was.

-- The working hours and target of "leadPipeline", or the defaults.
create function private.lead_pipeline(
  out tz text, out days integer[], out start_min integer, out end_min integer, out target integer
)
language plpgsql stable security definer set search_path = ''
as $$
declare
  v jsonb;
  t jsonb;
  d jsonb;
  time_re constant text := '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$';
  s text;
  e text;
  n numeric;
begin
  tz := 'UTC'; days := array[1, 2, 3, 4, 5]; start_min := 540; end_min := 1020; target := 60;
  select x.value into v from public.site_settings x where x.key = 'leadPipeline';
  if v is null or jsonb_typeof(v) <> 'object' then
    return;
  end if;
  -- Time zone: an IANA name PostgreSQL knows (the app asks Intl; both read the IANA database).
  t := coalesce(v -> 'timeZone', '"UTC"');
  if jsonb_typeof(t) <> 'string' or trim(t #>> '{}') !~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$' then
    return;
  end if;
  begin
    perform now() at time zone trim(t #>> '{}');
  exception when others then
    return;
  end;
  -- Days: 1 to 7 whole numbers from 0 (Sunday) to 6.
  d := coalesce(v -> 'days', '[1, 2, 3, 4, 5]');
  if jsonb_typeof(d) <> 'array' or jsonb_array_length(d) not between 1 and 7
     or exists (select 1 from jsonb_array_elements(d) x where jsonb_typeof(x) <> 'number' or (x #>> '{}')::numeric not in (0, 1, 2, 3, 4, 5, 6)) then
    return;
  end if;
  -- The working day: "HH:MM", the end may be "24:00", the start before the end.
  s := case when v ? 'start' then case when jsonb_typeof(v -> 'start') = 'string' then v ->> 'start' end else '09:00' end;
  e := case when v ? 'end' then case when jsonb_typeof(v -> 'end') = 'string' then v ->> 'end' end else '17:00' end;
  if s is null or e is null or s !~ time_re or e !~ time_re or s = '24:00'
     or substr(s, 1, 2)::integer * 60 + substr(s, 4, 2)::integer >= substr(e, 1, 2)::integer * 60 + substr(e, 4, 2)::integer then
    return;
  end if;
  -- Target: a whole number of minutes from 5 to 10,080 (a number, or a string of one, as the app coerces it).
  if v ? 'targetMinutes' then
    n := case jsonb_typeof(v -> 'targetMinutes')
           when 'number' then (v ->> 'targetMinutes')::numeric
           when 'string' then case when trim(v ->> 'targetMinutes') ~ '^[0-9]+(\.[0-9]*)?$' then trim(v ->> 'targetMinutes')::numeric end
         end;
  else
    n := 60;
  end if;
  if n is null or n <> trunc(n) or n not between 5 and 10080 then
    return;
  end if;
  tz := trim(t #>> '{}');
  days := array(select distinct (x #>> '{}')::integer from jsonb_array_elements(d) x order by 1);
  start_min := substr(s, 1, 2)::integer * 60 + substr(s, 4, 2)::integer;
  end_min := substr(e, 1, 2)::integer * 60 + substr(e, 4, 2)::integer;
  target := n::integer;
end;
$$;
revoke all on function private.lead_pipeline() from public, anon, authenticated;

-- The instant when `duration` of working time has passed since `from_at` (addWorkingTime): the working windows of
-- each local day from the day before from_at's, for at most 370 days; with no working day, the clock runs all the time.
create function private.add_working_time(from_at timestamptz, duration interval, tz text, days integer[], start_min integer, end_min integer)
returns timestamptz
language plpgsql stable set search_path = ''
as $$
declare
  left_over interval := greatest(duration, interval '0');
  day date := ((from_at - interval '1 day') at time zone tz)::date;
  w_start timestamptz;
  w_end timestamptz;
  begin_at timestamptz;
begin
  if cardinality(days) = 0 then
    return from_at + duration;
  end if;
  for i in 1..370 loop
    if extract(dow from day)::integer = any (days) then
      w_start := (day + make_interval(mins => start_min)) at time zone tz;
      w_end := (case when end_min = 1440 then (day + 1)::timestamp else day + make_interval(mins => end_min) end) at time zone tz;
      if w_end > w_start and w_end > from_at then
        begin_at := greatest(w_start, from_at);
        if left_over <= w_end - begin_at then
          return begin_at + left_over;
        end if;
        left_over := left_over - (w_end - begin_at);
      end if;
    end if;
    day := day + 1;
  end loop;
  return from_at + duration;
end;
$$;
revoke all on function private.add_working_time(timestamptz, interval, text, integer[], integer, integer) from public, anon, authenticated;

-- A new message's clock (leadDeadlines): due when the target's working time has passed since it was received,
-- reminded a quarter of the target before, at most 15 minutes. A clock the insert already sets is kept.
create function private.new_lead_clock() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  p record;
  target interval;
begin
  if new.due_at is not null then
    return new;
  end if;
  p := private.lead_pipeline();
  new.received_at := coalesce(new.received_at, now());
  target := make_interval(mins => p.target);
  new.due_at := private.add_working_time(new.received_at, target, p.tz, p.days, p.start_min, p.end_min);
  new.remind_at := private.add_working_time(new.received_at, target - least(interval '15 minutes', target / 4), p.tz, p.days, p.start_min, p.end_min);
  return new;
end;
$$;
revoke all on function private.new_lead_clock() from public, anon, authenticated;

create trigger messages_new_lead_clock before insert on public.messages
  for each row execute function private.new_lead_clock();

-- ---------------------------------------------------------------- 2. who reads which setting

drop policy site_settings_read on public.site_settings;
create policy site_settings_read on public.site_settings for select to anon, authenticated
  using (
    key in ('medicalDisclaimer', 'analytics')
    or ((select private.is_admin()) and key not in ('leadCrm', 'leadSavedViews'))
    or (key = 'leadCrm' and (select private.can_manage_team()))
  );
