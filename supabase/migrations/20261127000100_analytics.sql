-- First-party, cookie-less analytics (the embedded backend's migration 0011).
--
-- Who reaches what through the data API:
--   visitors (anon) and non-members: nothing of the raw views, the salts or the roll-ups. The site's server writes
--     with the public key too, so it goes through checked functions only: public.record_page_views (validated
--     batches), public.analytics_salt (the day's salt), public.rollup_analytics (recompute one day) and
--     public.prune_page_views (the retention, never shorter than the stored setting);
--   members: read the roll-ups (analytics_daily, analytics_hourly) and the leads' journeys on messages, never the
--     raw views or their visitor hashes;
--   the owner and admins: delete every view and roll-up with public.clear_analytics().
-- A lead's visit is filled in by public.submit_contact_message from the sender's visitor hash: nobody reads the
-- raw views of a visitor through the API.

-- ---------------------------------------------------------------- tables (same columns as the embedded backend)

-- The day's salt of the visitor hash. One row: each day's first view replaces it and deletes the old one, so a
-- stored hash can no longer be recomputed from an address once its day is over. Private: never exposed.
create table private.analytics_salts (
  day date primary key,
  salt text not null
);

-- Raw page views, kept for the retention (30 days by default). No address, no cookie: visitor is the day's hash.
-- id is chosen once per view by the page, so a batch written twice counts once.
create table public.page_views (
  id text primary key check (length(id) between 16 and 64),
  occurred_at timestamptz not null,
  visitor text not null check (length(visitor) <= 64),
  path text not null check (length(path) <= 300),
  content_type text check (content_type in ('post', 'page')),
  content_id text check (length(content_id) <= 100),
  referrer text not null default '' check (length(referrer) <= 300),
  utm jsonb not null default '{}'::jsonb,
  device text not null check (device in ('desktop', 'mobile', 'tablet')),
  language text not null default '' check (length(language) <= 8)
);
create index page_views_time_idx on public.page_views (occurred_at);
create index page_views_visitor_idx on public.page_views (visitor, occurred_at);

-- Roll-ups the reports read: views and distinct visitors per day (in the site's time zone) or per hour (UTC hour
-- start), per dimension and value. Recomputed from the raw views for days that can still change.
create table public.analytics_daily (
  day date not null,
  dimension text not null check (dimension in ('total', 'path', 'content', 'referrer', 'campaign', 'source', 'device')),
  value text not null check (length(value) <= 400),
  views integer not null,
  visitors integer not null,
  primary key (day, dimension, value)
);

create table public.analytics_hourly (
  hour timestamptz not null,
  dimension text not null check (dimension in ('total', 'path', 'content', 'referrer', 'campaign', 'source', 'device')),
  value text not null check (length(value) <= 400),
  views integer not null,
  visitors integer not null,
  primary key (hour, dimension, value)
);

-- A lead's journey: the visit's landing page, the first and the last content page read before it, in the visit
-- the message was sent from. Written only by public.submit_contact_message (below).
alter table public.messages
  add column landing_path text not null default '' check (length(landing_path) <= 300),
  add column first_content_type text check (first_content_type in ('post', 'page')),
  add column first_content_id text check (length(first_content_id) <= 100),
  add column first_content_path text not null default '' check (length(first_content_path) <= 300),
  add column last_content_type text check (last_content_type in ('post', 'page')),
  add column last_content_id text check (length(last_content_id) <= 100),
  add column last_content_path text not null default '' check (length(last_content_path) <= 300),
  add column visit_views integer not null default 0;
create index messages_last_content_idx on public.messages (last_content_type, last_content_id) where last_content_id is not null;

-- ---------------------------------------------------------------- privileges and row-level security

revoke all on private.analytics_salts from public, anon, authenticated;
revoke all on public.page_views, public.analytics_daily, public.analytics_hourly from public, anon, authenticated;
grant select on public.analytics_daily, public.analytics_hourly to authenticated;

alter table private.analytics_salts enable row level security;
alter table public.page_views enable row level security;
alter table public.analytics_daily enable row level security;
alter table public.analytics_hourly enable row level security;
alter table private.analytics_salts force row level security;
alter table public.page_views force row level security;
alter table public.analytics_daily force row level security;
alter table public.analytics_hourly force row level security;

-- Salts and raw views have no policy at all: only the functions below (running as their owner) touch them.
create policy analytics_daily_read on public.analytics_daily for select to authenticated using ((select private.is_admin()));
create policy analytics_hourly_read on public.analytics_hourly for select to authenticated using ((select private.is_admin()));

-- The counting switch and the retention ({"enabled", "retentionDays"}) are read by every server while it serves
-- visitors (whether pages carry the beacon); they say nothing a page does not already show.
drop policy site_settings_read on public.site_settings;
create policy site_settings_read on public.site_settings for select to anon, authenticated
  using (key in ('medicalDisclaimer', 'analytics') or (select private.is_admin()));

-- ---------------------------------------------------------------- settings the functions honour

-- The stored analytics settings, or the app's defaults (on, 30 days) when none were saved.
create function private.analytics_settings() returns table (enabled boolean, retention_days integer)
language sql stable security definer set search_path = ''
as $$
  select
    coalesce(case when jsonb_typeof(s.value -> 'enabled') = 'boolean' then (s.value ->> 'enabled')::boolean end, true),
    coalesce(case when jsonb_typeof(s.value -> 'retentionDays') = 'number'
                  then least(greatest(floor((s.value ->> 'retentionDays')::numeric), 1), 100000)::integer end, 30)
  from (select 1) one
  left join public.site_settings s on s.key = 'analytics'
$$;
revoke all on function private.analytics_settings() from public, anon, authenticated;

-- ---------------------------------------------------------------- writing views

-- A batch of views as the server sends it: a JSON array of at most 1,000 objects shaped like the app's PageView
-- ({"id", "occurred_at", "visitor", "path", "content_type", "content_id", "referrer", "utm", "device",
-- "language"}). Elements that break a rule are skipped, not stored: ids of 16 to 64 characters, a visitor hash
-- of at most 64, a path starting with "/" (at most 300), content_type 'post' or 'page' with a content_id of at
-- most 100 (or neither), a referrer of at most 300, utm an object of strings (at most 1,500 characters), a known
-- device, a language of at most 8, and occurred_at an ISO instant in UTC ("...Z") between a day ago and five
-- minutes ahead. An id already stored counts once. Nothing is stored while counting is switched off. Returns how
-- many views were new.
create function public.record_page_views(views jsonb) returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_days text[];
  v_count integer;
begin
  if jsonb_typeof(views) is distinct from 'array' then
    raise exception 'Expected a JSON array of page views' using errcode = '22023';
  end if;
  if jsonb_array_length(views) > 1000 then
    raise exception 'At most 1,000 page views per call' using errcode = '22023';
  end if;
  if not (select s.enabled from private.analytics_settings() s) then
    return 0;
  end if;
  -- The UTC days an accepted instant can fall on: checked before the cast, so no element can make it fail.
  select array_agg(to_char((now() at time zone 'UTC')::date + i, 'YYYY-MM-DD')) into v_days from generate_series(-2, 1) i;

  with elements as (
    select e,
      case
        when jsonb_typeof(e -> 'occurred_at') = 'string'
         and (e ->> 'occurred_at') ~ '^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?Z$'
         and substr(e ->> 'occurred_at', 1, 10) = any (v_days)
        then (e ->> 'occurred_at')::timestamptz
      end as at
    from jsonb_array_elements(views) e
    where jsonb_typeof(e) = 'object'
  )
  insert into public.page_views (id, occurred_at, visitor, path, content_type, content_id, referrer, utm, device, language)
  select e ->> 'id', at, e ->> 'visitor', e ->> 'path', e ->> 'content_type', e ->> 'content_id',
         coalesce(e ->> 'referrer', ''), coalesce(nullif(e -> 'utm', 'null'::jsonb), '{}'::jsonb), e ->> 'device',
         coalesce(e ->> 'language', '')
  from elements
  where at between now() - interval '1 day' and now() + interval '5 minutes'
    and jsonb_typeof(e -> 'id') = 'string' and length(e ->> 'id') between 16 and 64
    and jsonb_typeof(e -> 'visitor') = 'string' and length(e ->> 'visitor') between 1 and 64
    and jsonb_typeof(e -> 'path') = 'string' and length(e ->> 'path') between 1 and 300 and left(e ->> 'path', 1) = '/'
    and coalesce(jsonb_typeof(e -> 'content_type'), 'null') in ('null', 'string')
    and coalesce(jsonb_typeof(e -> 'content_id'), 'null') in ('null', 'string')
    and ((e ->> 'content_type') is null and (e ->> 'content_id') is null
         or (e ->> 'content_type') in ('post', 'page') and length(e ->> 'content_id') between 1 and 100)
    and coalesce(jsonb_typeof(e -> 'referrer'), 'null') in ('null', 'string') and length(coalesce(e ->> 'referrer', '')) <= 300
    and coalesce(jsonb_typeof(e -> 'utm'), 'null') in ('null', 'object')
    and length(coalesce(e -> 'utm', '{}'::jsonb)::text) <= 1500
    and not exists (
      select 1 from jsonb_each(case when jsonb_typeof(e -> 'utm') = 'object' then e -> 'utm' else '{}'::jsonb end) u
      where jsonb_typeof(u.value) <> 'string'
    )
    and jsonb_typeof(e -> 'device') = 'string' and (e ->> 'device') in ('desktop', 'mobile', 'tablet')
    and coalesce(jsonb_typeof(e -> 'language'), 'null') in ('null', 'string') and length(coalesce(e ->> 'language', '')) <= 8
  on conflict (id) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke all on function public.record_page_views(jsonb) from public;
grant execute on function public.record_page_views(jsonb) to anon, authenticated;

-- The salt of p_day (the site's day, "YYYY-MM-DD"), created on first use; every earlier day's salt is deleted. The
-- salt alone reveals nothing: the hashes it makes are readable by nobody through the API. p_day must be a day
-- that is today somewhere on Earth (UTC yesterday to tomorrow), so no caller can rotate far ahead.
create function public.analytics_salt(p_day date) returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'UTC')::date;
  v_salt text;
begin
  if p_day is null or p_day not between v_today - 1 and v_today + 1 then
    raise exception 'The salt is kept for the current day only' using errcode = '22023';
  end if;
  insert into private.analytics_salts (day, salt)
  values (p_day, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
  on conflict (day) do nothing;
  delete from private.analytics_salts where day < p_day;
  select s.salt into v_salt from private.analytics_salts s where s.day = p_day;
  return v_salt;
end;
$$;
revoke all on function public.analytics_salt(date) from public;
grant execute on function public.analytics_salt(date) to anon, authenticated;

-- ---------------------------------------------------------------- roll-ups and retention

-- Recomputes, from the raw views, the daily rows of p_day and the hourly rows of its hours; p_start and p_end are
-- the day's bounds in the site's time zone, as instants (the same SQL as the embedded backend's roll-up).
-- Idempotent, one at a time (advisory lock). The bounds must be those of p_day in some time zone (start within a
-- day's width of its UTC midnight, 22 to 26 hours long). Visitors and the server's public key recompute only
-- today and yesterday (the days that can still change); members may recompute any day (a backfill).
create function public.rollup_analytics(p_day date, p_start timestamptz, p_end timestamptz) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'UTC')::date;
  v_midnight timestamptz := p_day::timestamp at time zone 'UTC';
begin
  if p_day is null or p_start is null or p_end is null
     or p_end - p_start not between interval '22 hours' and interval '26 hours'
     or p_start not between v_midnight - interval '15 hours' and v_midnight + interval '13 hours' then
    raise exception 'Roll-up bounds must be one day in the site''s time zone' using errcode = '22023';
  end if;
  if p_day not between v_today - 2 and v_today + 1 and not (select private.is_admin()) then
    raise exception 'Only members may recompute an earlier day' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(4242001);
  delete from public.analytics_daily where day = p_day;
  delete from public.analytics_hourly where hour >= p_start and hour < p_end;
  insert into public.analytics_daily (day, dimension, value, views, visitors)
  select p_day, d.dimension, d.value, count(*), count(distinct v.visitor)
  from public.page_views v
  cross join lateral (values
    ('total', ''),
    ('path', v.path),
    ('content', case when v.content_id is not null then v.content_type || ':' || v.content_id end),
    ('referrer', v.referrer),
    ('campaign', nullif(v.utm ->> 'utm_campaign', '')),
    ('source', nullif(v.utm ->> 'utm_source', '')),
    ('device', v.device)
  ) as d(dimension, value)
  where v.occurred_at >= p_start and v.occurred_at < p_end and d.value is not null
  group by d.dimension, d.value;
  insert into public.analytics_hourly (hour, dimension, value, views, visitors)
  select date_trunc('hour', v.occurred_at, 'UTC'), d.dimension, d.value, count(*), count(distinct v.visitor)
  from public.page_views v
  cross join lateral (values
    ('total', ''),
    ('content', case when v.content_id is not null then v.content_type || ':' || v.content_id end)
  ) as d(dimension, value)
  where v.occurred_at >= p_start and v.occurred_at < p_end and d.value is not null
  group by 1, d.dimension, d.value;
end;
$$;
revoke all on function public.rollup_analytics(date, timestamptz, timestamptz) from public;
grant execute on function public.rollup_analytics(date, timestamptz, timestamptz) to anon, authenticated;

-- Deletes raw views older than `days` days, never fewer days than the stored retention (a caller can keep views
-- longer, never shorten what the owner chose); returns how many. Roll-ups stay.
create function public.prune_page_views(days integer) returns integer
language sql volatile security definer set search_path = ''
as $$
  with keep as (
    select greatest(coalesce(days, 0), s.retention_days, 1) as days from private.analytics_settings() s
  ),
  gone as (
    delete from public.page_views v using keep k where v.occurred_at < now() - make_interval(days => k.days) returning 1
  )
  select count(*)::int from gone
$$;
revoke all on function public.prune_page_views(integer) from public;
grant execute on function public.prune_page_views(integer) to anon, authenticated;

-- Admin → Analytics → delete all data: every view and roll-up, in one transaction. The owner and admins only
-- (leads keep their journeys).
create function public.clear_analytics() returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not (select private.can_manage_team()) then
    raise exception 'Only the owner and admins can delete analytics data' using errcode = '42501';
  end if;
  delete from public.page_views where true;
  delete from public.analytics_daily where true;
  delete from public.analytics_hourly where true;
end;
$$;
revoke all on function public.clear_analytics() from public, anon;
grant execute on function public.clear_analytics() to authenticated;

-- ---------------------------------------------------------------- the contact function records the visit

-- A new version with p_visitor, the sender's visitor hash of the day (null: no counted visit). The function reads
-- that visitor's views of the last 24.5 hours and stores the visit the message was sent from, by the app's rules
-- (lib/domain/analytics/journey.ts): walking back from now, the visit ends at a gap of 30 minutes or more, and
-- there is none when the last view is 30 minutes old or older; landing = the visit's first view, first and last
-- content = its first and last view of a post or page. The message's own referrer and UTM columns are unchanged.
drop function public.submit_contact_message(uuid, text, text, text, text, text, boolean, text, text, jsonb);

create function public.submit_contact_message(
  p_id uuid,
  p_name text,
  p_email text,
  p_message text,
  p_folder text default 'inbox',
  p_spam_reason text default '',
  p_possible_spam boolean default false,
  p_page_path text default '',
  p_referrer_origin text default '',
  p_utm jsonb default '{}'::jsonb,
  p_visitor text default null
) returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_message text := btrim(coalesce(p_message, ''));
  v_folder text := coalesce(p_folder, 'inbox');
  v_id uuid;
  -- The visit (all null when none was counted).
  v_landing text;
  v_first_type text;
  v_first_id text;
  v_first_path text;
  v_last_type text;
  v_last_id text;
  v_last_path text;
  v_views integer;
  v_last_at timestamptz;
begin
  if length(v_name) not between 1 and 200 then
    raise exception 'Name must be 1 to 200 characters' using errcode = '22023';
  end if;
  if length(v_email) not between 3 and 320 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Enter a valid email address' using errcode = '22023';
  end if;
  if length(v_message) not between 1 and 5000 then
    raise exception 'Message must be 1 to 5,000 characters' using errcode = '22023';
  end if;
  if v_folder not in ('inbox', 'spam') then
    raise exception 'A new message goes to the inbox or to spam' using errcode = '22023';
  end if;
  if (select count(*) from public.messages m
       where lower(m.email) = v_email and m.created_at > now() - interval '10 minutes') >= 5
     or (select count(*) from public.messages m where m.created_at > now() - interval '1 minute') >= 120 then
    raise exception 'Too many messages' using errcode = '54000';
  end if;

  if length(p_visitor) between 1 and 64 then
    with recent as (
      select v.*, v.occurred_at - lag(v.occurred_at) over (order by v.occurred_at, v.id) as gap
      from public.page_views v
      where v.visitor = p_visitor and v.occurred_at >= now() - interval '24 hours 30 minutes' and v.occurred_at <= now()
    ),
    visit as (
      select r.* from recent r
      where r.occurred_at >= (select max(s.occurred_at) from recent s where s.gap is null or s.gap >= interval '30 minutes')
    ),
    content as (
      select c.* from visit c where c.content_type is not null and c.content_id is not null
    )
    select
      (select l.path from visit l order by l.occurred_at, l.id limit 1),
      f.content_type, f.content_id, f.path,
      l.content_type, l.content_id, l.path,
      (select count(*)::int from visit),
      (select max(m.occurred_at) from visit m)
    into v_landing, v_first_type, v_first_id, v_first_path, v_last_type, v_last_id, v_last_path, v_views, v_last_at
    from (select 1) one
    left join lateral (select * from content order by occurred_at, id limit 1) f on true
    left join lateral (select * from content order by occurred_at desc, id desc limit 1) l on true;
    if v_last_at is null or now() - v_last_at >= interval '30 minutes' then
      v_landing := null; v_first_type := null; v_first_id := null; v_first_path := null;
      v_last_type := null; v_last_id := null; v_last_path := null; v_views := null;
    end if;
  end if;

  insert into public.messages
    (id, name, email, message, folder, spam_reason, possible_spam, spam_since, page_path, referrer_origin, utm,
     landing_path, first_content_type, first_content_id, first_content_path, last_content_type, last_content_id,
     last_content_path, visit_views)
  values
    (coalesce(p_id, gen_random_uuid()), v_name, v_email, v_message, v_folder, coalesce(p_spam_reason, ''),
     coalesce(p_possible_spam, false), case when v_folder = 'spam' then now() end, coalesce(p_page_path, ''),
     coalesce(p_referrer_origin, ''), coalesce(p_utm, '{}'::jsonb),
     coalesce(v_landing, ''), v_first_type, v_first_id, coalesce(v_first_path, ''), v_last_type, v_last_id,
     coalesce(v_last_path, ''), coalesce(v_views, 0))
  returning id into v_id;
  return v_id;
end;
$$;

revoke all on function public.submit_contact_message(uuid, text, text, text, text, text, boolean, text, text, jsonb, text) from public;
grant execute on function public.submit_contact_message(uuid, text, text, text, text, text, boolean, text, text, jsonb, text)
  to anon, authenticated;

-- ---------------------------------------------------------------- health

create or replace function public.schema_version() returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  v text;
begin
  if to_regclass('supabase_migrations.schema_migrations') is not null then
    execute 'select max(version)::text from supabase_migrations.schema_migrations' into v;
  end if;
  return coalesce(v, '20261127000100');
end;
$$;
