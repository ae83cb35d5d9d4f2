-- Lead encryption on Supabase (docs/privacy.md, "Supabase"), in step with lib/backend/sql/migrations/0025: a lead's
-- personal fields (name, e-mail, message) reach the database sealed by the app's server (the AES-256-GCM envelope of
-- lib/server/crypto/envelope.ts, under LEAD_ENCRYPTION_KEY, which never enters the database), with the blind
-- indexes email_bidx and name_bidx for exact lookups.
--
-- * The submit functions take only sealed fields and their blind indexes: the plain-text versions are dropped, so
--   nothing (the public key included) can store a lead's fields in plain text through them any more. The checks of
--   a value's length and form are the server's now (lib/domain/schemas, before it seals); the function checks that
--   each field is sealed and bounded, and counts a sender's messages by email_bidx for its limit.
-- * private.lead_secrets holds the key check and the blind index key, both sealed under the master key (harmless to
--   read without it): anyone may read them through public.lead_secrets() (the public form's server computes the
--   blind index with the anon key), only the service role may store them, once (public.init_lead_secrets).
-- * Timeline bodies (lead_events.body) are sealed by the server before apply_lead; the notes' columns are unchanged.
-- * Consent (docs/leads.md, "Consent"; the columns and consent_versions came with 20261202002200): the submit
--   functions record the version the form showed, the marketing box and the time, as the SQL store does. The version
--   must be one of this form and language. New versions are numbered by public.ensure_consent_version, one at a time
--   per form and language (a transaction lock), which only the service role (the server) may call: a visitor cannot
--   make up a wording.

create table private.lead_secrets (
  name text primary key check (name in ('lead_key_check', 'lead_blind_index_key')),
  value text not null check (value ~ '^lc1\.[0-9a-f]{8}\.'),
  created_at timestamptz not null default now()
);
revoke all on private.lead_secrets from public, anon, authenticated;

create function public.lead_secrets() returns table (name text, value text)
language sql stable security definer set search_path = ''
as $$
  select s.name, s.value from private.lead_secrets s
$$;
revoke all on function public.lead_secrets() from public;
grant execute on function public.lead_secrets() to anon, authenticated, service_role;

-- The first server with the service-role key stores them; a second one racing keeps the first's.
create function public.init_lead_secrets(p_check text, p_bidx text) returns void
language sql volatile security definer set search_path = ''
as $$
  insert into private.lead_secrets (name, value) values ('lead_key_check', p_check), ('lead_blind_index_key', p_bidx)
    on conflict (name) do nothing
$$;
revoke all on function public.init_lead_secrets(text, text) from public, anon, authenticated;
grant execute on function public.init_lead_secrets(text, text) to service_role;

-- A sealed field: the envelope's prefix, its key id, and no more than a bounded form's ciphertext in base64.
create function private.is_sealed_field(v text, max_len integer) returns boolean
language sql immutable set search_path = ''
as $$
  select coalesce(v ~ '^lc1\.[0-9a-f]{8}\.[A-Za-z0-9+/=_-]+\.[A-Za-z0-9+/=_-]+$' and length(v) <= max_len, false)
$$;
revoke all on function private.is_sealed_field(text, integer) from public, anon, authenticated;

-- The contact function's work (checks, limits, the visit, the locale) on sealed fields.
create function private.store_sealed_message(
  p_id uuid, p_name text, p_email text, p_message text, p_folder text, p_spam_reason text, p_possible_spam boolean,
  p_page_path text, p_referrer_origin text, p_utm jsonb, p_visitor text, p_locale text, p_email_bidx text, p_name_bidx text,
  p_consent_form text, p_consent_version_id uuid, p_consent_marketing boolean
) returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_folder text := coalesce(p_folder, 'inbox');
  v_locale text := coalesce(p_locale, 'en');
  v_id uuid;
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
  -- Bounds: 200, 320 and 5,000 characters of plain text sealed (base64 of UTF-8, four bytes a character at most).
  if not private.is_sealed_field(p_name, 1400) or not private.is_sealed_field(p_email, 2000) or not private.is_sealed_field(p_message, 28000) then
    raise exception 'A lead''s fields are stored sealed' using errcode = '22023';
  end if;
  if coalesce(p_email_bidx, '') !~ '^[0-9a-f]{32}$' or coalesce(p_name_bidx, '') !~ '^[0-9a-f]{32}$' then
    raise exception 'A lead''s blind indexes are missing' using errcode = '22023';
  end if;
  if v_folder not in ('inbox', 'spam') then
    raise exception 'A new message goes to the inbox or to spam' using errcode = '22023';
  end if;
  if v_locale not in ('en', 'es') then
    raise exception 'Unknown locale' using errcode = '22023';
  end if;
  if p_consent_version_id is not null and not exists (
       select 1 from public.consent_versions cv where cv.id = p_consent_version_id and cv.form = p_consent_form and cv.locale = v_locale) then
    raise exception 'Unknown consent version for this form' using errcode = '22023';
  end if;
  if (select count(*) from public.messages m
       where m.email_bidx = p_email_bidx and m.created_at > now() - interval '10 minutes') >= 5
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
     last_content_path, visit_views, locale, email_bidx, name_bidx, consent_version_id, consent_marketing, consent_at)
  values
    (coalesce(p_id, gen_random_uuid()), p_name, p_email, p_message, v_folder, coalesce(p_spam_reason, ''),
     coalesce(p_possible_spam, false), case when v_folder = 'spam' then now() end, coalesce(p_page_path, ''),
     coalesce(p_referrer_origin, ''), coalesce(p_utm, '{}'::jsonb),
     coalesce(v_landing, ''), v_first_type, v_first_id, coalesce(v_first_path, ''), v_last_type, v_last_id,
     coalesce(v_last_path, ''), coalesce(v_views, 0), v_locale, p_email_bidx, p_name_bidx, p_consent_version_id,
     case when p_consent_version_id is not null then coalesce(p_consent_marketing, false) end,
     case when p_consent_version_id is not null then now() end)
  returning id into v_id;
  return v_id;
end;
$$;
revoke all on function private.store_sealed_message(uuid, text, text, text, text, text, boolean, text, text, jsonb, text, text, text, text, text, uuid, boolean) from public, anon, authenticated;

drop function public.submit_contact_message(uuid, text, text, text, text, text, boolean, text, text, jsonb, text, text);
create function public.submit_contact_message(
  p_id uuid,
  p_name text,
  p_email text,
  p_message text,
  p_email_bidx text,
  p_name_bidx text,
  p_folder text default 'inbox',
  p_spam_reason text default '',
  p_possible_spam boolean default false,
  p_page_path text default '',
  p_referrer_origin text default '',
  p_utm jsonb default '{}'::jsonb,
  p_visitor text default null,
  p_locale text default 'en',
  p_consent_version_id uuid default null,
  p_consent_marketing boolean default null
) returns uuid
language sql volatile security definer set search_path = ''
as $$
  select private.store_sealed_message(p_id, p_name, p_email, p_message, p_folder, p_spam_reason, p_possible_spam,
                                      p_page_path, p_referrer_origin, p_utm, p_visitor, p_locale, p_email_bidx, p_name_bidx,
                                      'contact', p_consent_version_id, p_consent_marketing)
$$;
revoke all on function public.submit_contact_message(uuid, text, text, text, text, text, text, text, boolean, text, text, jsonb, text, text, uuid, boolean) from public;
grant execute on function public.submit_contact_message(uuid, text, text, text, text, text, text, text, boolean, text, text, jsonb, text, text, uuid, boolean)
  to anon, authenticated;

-- The message of a download request is the server's ("Download request: {title}"), sealed with the rest.
drop function public.submit_download_request(uuid, text, text, text, text, text, text, boolean, text, text, jsonb, text, text);
create function public.submit_download_request(
  p_id uuid,
  p_name text,
  p_email text,
  p_message text,
  p_email_bidx text,
  p_name_bidx text,
  p_resource_slug text,
  p_resource_title text,
  p_folder text default 'inbox',
  p_spam_reason text default '',
  p_possible_spam boolean default false,
  p_page_path text default '',
  p_referrer_origin text default '',
  p_utm jsonb default '{}'::jsonb,
  p_visitor text default null,
  p_locale text default 'en',
  p_consent_version_id uuid default null,
  p_consent_marketing boolean default null
) returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_slug text := btrim(coalesce(p_resource_slug, ''));
  v_title text := btrim(coalesce(p_resource_title, ''));
  v_id uuid;
begin
  if length(v_slug) not between 1 and 200 or length(v_title) not between 1 and 300 then
    raise exception 'A download request names its resource' using errcode = '22023';
  end if;
  v_id := private.store_sealed_message(p_id, p_name, p_email, p_message, p_folder, p_spam_reason, p_possible_spam,
                                       p_page_path, p_referrer_origin, p_utm, p_visitor, p_locale, p_email_bidx, p_name_bidx,
                                       'download', p_consent_version_id, p_consent_marketing);
  update public.messages set kind = 'download', resource_slug = v_slug, resource_title = v_title where id = v_id;
  return v_id;
end;
$$;
revoke all on function public.submit_download_request(uuid, text, text, text, text, text, text, text, text, text, boolean, text, text, jsonb, text, text, uuid, boolean) from public;
grant execute on function public.submit_download_request(uuid, text, text, text, text, text, text, text, text, text, boolean, text, text, jsonb, text, text, uuid, boolean)
  to anon, authenticated;

drop function public.submit_event_registration(uuid, text, text, uuid, text, text, text, boolean, text, text, jsonb, text, text);
create function public.submit_event_registration(
  p_id uuid,
  p_name text,
  p_email text,
  p_event uuid,
  p_message text,
  p_email_bidx text,
  p_name_bidx text,
  p_folder text default 'inbox',
  p_spam_reason text default '',
  p_possible_spam boolean default false,
  p_page_path text default '',
  p_referrer_origin text default '',
  p_utm jsonb default '{}'::jsonb,
  p_visitor text default null,
  p_locale text default 'en',
  p_consent_version_id uuid default null,
  p_consent_marketing boolean default null
) returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_title text;
  v_capacity text;
  v_taken int;
  v_id uuid;
begin
  select d.title, d.data->'details'->>'capacity' into v_title, v_capacity
    from public.documents d
   where d.id = p_event
     and public.is_live(d.published, d.publish_at)
     and d.data->'details'->'registration_open' = 'true'::jsonb
   for update;
  if not found then
    raise exception 'This event is not open for registration' using errcode = 'PT404';
  end if;
  if v_capacity ~ '^[0-9]+$' then
    select count(*)::int into v_taken
      from public.messages m
     where m.kind = 'event_registration' and m.resource_slug = p_event::text and m.folder <> 'spam';
    if v_taken >= v_capacity::int then
      raise exception 'event_full' using errcode = 'PT409';
    end if;
  end if;
  v_id := private.store_sealed_message(p_id, p_name, p_email, p_message, p_folder, p_spam_reason, p_possible_spam,
                                       p_page_path, p_referrer_origin, p_utm, p_visitor, p_locale, p_email_bidx, p_name_bidx,
                                       'registration', p_consent_version_id, p_consent_marketing);
  update public.messages
     set kind = 'event_registration', resource_slug = p_event::text, resource_title = left(v_title, 300)
   where id = v_id;
  return v_id;
end;
$$;
revoke all on function public.submit_event_registration(uuid, text, text, uuid, text, text, text, text, text, boolean, text, text, jsonb, text, text, uuid, boolean) from public;
grant execute on function public.submit_event_registration(uuid, text, text, uuid, text, text, text, text, text, boolean, text, text, jsonb, text, text, uuid, boolean)
  to anon, authenticated;

-- The columns' own bounds were the plain text's; a sealed value is longer (the key id, the wrapped data key, base64).
alter table public.messages drop constraint messages_name_check, drop constraint messages_email_check, drop constraint messages_message_check;
alter table public.messages add constraint messages_name_check check (length(name) between 1 and 1400),
  add constraint messages_email_check check (length(email) between 3 and 2000),
  add constraint messages_message_check check (length(message) between 1 and 28000);

-- ---------------------------------------------------------------- consent versions, numbered by the server

-- The version of a wording (by its hash), made as its form and language's next number when new; one numbering at a
-- time per form and language, on every server. The hash must be the wording's (SHA-256 of its text).
create function public.ensure_consent_version(p_form text, p_locale text, p_text text, p_hash text, p_created_by uuid default null)
returns setof public.consent_versions
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if p_hash is distinct from encode(sha256(convert_to(coalesce(p_text, ''), 'UTF8')), 'hex') then
    raise exception 'The hash is not the wording''s' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('consent:' || p_form || ':' || p_locale));
  insert into public.consent_versions (form, locale, text, hash, version, created_by)
    select p_form, p_locale, p_text, p_hash,
           coalesce((select max(v.version) from public.consent_versions v where v.form = p_form and v.locale = p_locale), 0) + 1,
           (select u.id from auth.users u where u.id = p_created_by)
     where not exists (select 1 from public.consent_versions v where v.form = p_form and v.locale = p_locale and v.hash = p_hash);
  return query select * from public.consent_versions v where v.form = p_form and v.locale = p_locale and v.hash = p_hash;
end
$$;
revoke all on function public.ensure_consent_version(text, text, text, text, uuid) from public, anon, authenticated;
grant execute on function public.ensure_consent_version(text, text, text, text, uuid) to service_role;

-- ---------------------------------------------------------------- rows from before, sealed by the server

-- Leads stored in plain text before this migration: the server (service role) reads a batch, seals it with the master
-- key it alone holds, and writes it back; a row sealed meanwhile is left as it is. Idempotent, in batches.
create function public.plain_lead_rows(p_limit integer) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'messages', coalesce((select jsonb_agg(jsonb_build_object('id', m.id, 'name', m.name, 'email', m.email, 'message', m.message))
                            from (select * from public.messages x
                                   where not (x.name like 'lc1.%' and x.email like 'lc1.%' and x.message like 'lc1.%')
                                   limit greatest(p_limit, 0)) m), '[]'::jsonb),
    'events', coalesce((select jsonb_agg(jsonb_build_object('id', e.id, 'body', e.body))
                          from (select * from public.lead_events x where x.body <> '' and x.body not like 'lc1.%' limit greatest(p_limit, 0)) e), '[]'::jsonb))
$$;
revoke all on function public.plain_lead_rows(integer) from public, anon, authenticated;
grant execute on function public.plain_lead_rows(integer) to service_role;

create function public.seal_lead_rows(p_messages jsonb, p_events jsonb) returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  n integer;
  k integer;
begin
  update public.messages m
     set name = x.name, email = x.email, message = x.message, email_bidx = x.email_bidx, name_bidx = x.name_bidx
    from jsonb_to_recordset(coalesce(p_messages, '[]'::jsonb)) as x(id uuid, name text, email text, message text, email_bidx text, name_bidx text)
   where m.id = x.id
     and not (m.name like 'lc1.%' and m.email like 'lc1.%' and m.message like 'lc1.%')
     and private.is_sealed_field(x.name, 1400) and private.is_sealed_field(x.email, 2000) and private.is_sealed_field(x.message, 28000)
     and x.email_bidx ~ '^[0-9a-f]{32}$' and x.name_bidx ~ '^[0-9a-f]{32}$';
  get diagnostics n = row_count;
  update public.lead_events e set body = x.body
    from jsonb_to_recordset(coalesce(p_events, '[]'::jsonb)) as x(id uuid, body text)
   where e.id = x.id and e.body not like 'lc1.%' and private.is_sealed_field(x.body, 20000);
  get diagnostics k = row_count;
  return n + k;
end
$$;
revoke all on function public.seal_lead_rows(jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.seal_lead_rows(jsonb, jsonb) to service_role;
