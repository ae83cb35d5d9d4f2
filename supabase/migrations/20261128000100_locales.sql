-- Content per language (the embedded backend's migration 0014; docs/i18n.md). Every public record carries its
-- locale; a translation is a record of its own (own slug, status, revisions, author line and reviewer) linked to the
-- record it translates (translation_of, null for an original) and to the version of that record it was last saved
-- against (source_version). Slugs are unique per locale; singletons are one document per locale. Existing rows are
-- English. Contact messages and download requests record the language of the page they were sent from.
--
-- Row-level security is unchanged: a translation is a row like any other (visitors read it while it is live,
-- members write it). What changes with the locale: the public paths the save hooks redirect (/es/blog/{slug} for a
-- Spanish post), the published-posts page and the singletons' last live version (read per locale), the seed's
-- conflict target, and the contact and download functions (they store the lead's locale).

-- ---------------------------------------------------------------- columns

alter table public.posts
  add column locale text not null default 'en' constraint posts_locale_check check (locale in ('en', 'es')),
  add column translation_of uuid references public.posts (id) on delete cascade,
  add column source_version integer,
  add constraint posts_translation_check check (translation_of is null or (source_version is not null and translation_of <> id));
alter table public.posts drop constraint posts_slug_key;
create unique index posts_slug_key on public.posts (locale, slug);
create unique index posts_translation_key on public.posts (translation_of, locale);
create index posts_locale_published_order_idx on public.posts (locale, (coalesce(published_at, created_at)) desc, slug) where published;

alter table public.pages
  add column locale text not null default 'en' constraint pages_locale_check check (locale in ('en', 'es')),
  add column translation_of uuid references public.pages (id) on delete cascade,
  add column source_version integer,
  add constraint pages_translation_check check (translation_of is null or (source_version is not null and translation_of <> id));
alter table public.pages drop constraint pages_slug_key;
create unique index pages_slug_key on public.pages (locale, slug);
create unique index pages_translation_key on public.pages (translation_of, locale);

alter table public.documents
  add column locale text not null default 'en' constraint documents_locale_check check (locale in ('en', 'es')),
  add column translation_of uuid references public.documents (id) on delete cascade,
  add column source_version integer,
  add constraint documents_translation_check check (translation_of is null or (source_version is not null and translation_of <> id));
alter table public.documents drop constraint documents_type_slug_key;
alter table public.documents add constraint documents_type_slug_key unique (type, locale, slug);
create unique index documents_translation_key on public.documents (translation_of, locale);

alter table public.messages
  add column locale text not null default 'en' constraint messages_locale_check check (locale in ('en', 'es'));

-- The public address of a record in its locale: the default language has no prefix (lib/domain/i18n localizedPath).
create function private.localized_path(p_locale text, p_path text) returns text
language sql immutable set search_path = ''
as $$ select case when p_locale = 'en' then p_path when p_path = '/' then '/' || p_locale else '/' || p_locale || p_path end $$;
revoke all on function private.localized_path(text, text) from public, anon, authenticated;

-- ---------------------------------------------------------------- save hooks: redirects at the locale's address

create or replace function private.content_save_hooks() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  record_type text := case tg_table_name when 'posts' then 'post' else 'page' end;
  prefix text := case tg_table_name when 'posts' then '/blog/' else '/' end;
  new_path text;
begin
  if tg_op = 'DELETE' then
    perform private.write_content_audit(array['delete'], record_type, old.id, old.title);
    return null;
  end if;

  -- Redirects (moveContentRedirects), at the record's address in its own locale.
  new_path := private.localized_path(new.locale, prefix || new.slug);
  if tg_op = 'UPDATE' and old.published and old.slug is distinct from new.slug then
    perform public.move_url(private.localized_path(old.locale, prefix || old.slug), new_path);
  elsif new.published or new.publish_at is not null then
    delete from public.redirects r where r.from_path = new_path;
  end if;

  perform private.write_content_audit(
    private.content_actions(
      case when tg_op = 'UPDATE' then old.published end, case when tg_op = 'UPDATE' then old.publish_at end,
      new.published, new.publish_at, tg_op = 'INSERT'),
    record_type, new.id, new.title);
  return null;
end;
$$;

create or replace function private.document_save_hooks() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  row_type text := case when tg_op = 'DELETE' then old.type else new.type end;
  prefix text := case row_type when 'site_page' then '/' when 'case_study' then '/work/' when 'resource' then '/resources/' end;
  new_path text;
begin
  if tg_op = 'DELETE' then
    perform private.write_content_audit(array['delete'], old.type, old.id, old.title);
    return null;
  end if;

  if prefix is not null and coalesce(current_setting('lumora.seeding', true), '') = '' then
    new_path := private.localized_path(new.locale, prefix || new.slug);
    if tg_op = 'UPDATE' and old.published and old.slug is distinct from new.slug then
      perform public.move_url(private.localized_path(old.locale, prefix || old.slug), new_path);
    elsif new.published or new.publish_at is not null then
      delete from public.redirects r where r.from_path = new_path;
    end if;
  end if;

  perform private.write_content_audit(
    private.content_actions(
      case when tg_op = 'UPDATE' then old.published end, case when tg_op = 'UPDATE' then old.publish_at end,
      new.published, new.publish_at, tg_op = 'INSERT'),
    new.type, new.id, new.title);
  return null;
end;
$$;

-- A record keeps its locale and what it translates: its slug, revisions and redirects are filed under them.
create function private.translation_fixed() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.locale is distinct from old.locale or new.translation_of is distinct from old.translation_of then
    raise exception 'A record keeps its language and its original' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.translation_fixed() from public, anon, authenticated;
create trigger posts_translation_fixed before update on public.posts for each row execute function private.translation_fixed();
create trigger pages_translation_fixed before update on public.pages for each row execute function private.translation_fixed();
create trigger documents_translation_fixed before update on public.documents for each row execute function private.translation_fixed();

-- ---------------------------------------------------------------- public reads per locale

-- One page of live posts of a locale in the blog's order, with the total (the app applies its search and category
-- rules itself). Invoker: row-level security shows visitors live rows only.
create function public.published_posts(p_locale text, lim int, off int)
returns table (post jsonb, total bigint)
language sql stable security invoker set search_path = ''
as $$
  select to_jsonb(p), count(*) over ()
  from public.posts p
  where p.locale = p_locale and public.is_live(p.published, p.publish_at)
  order by coalesce(p.published_at, p.created_at) desc, p.slug asc
  limit least(greatest(lim, 0), 1000) offset greatest(off, 0)
$$;
revoke all on function public.published_posts(text, int, int) from public;
grant execute on function public.published_posts(text, int, int) to anon, authenticated;

-- The older search function answers for the default language only: an English list never shows a translation.
create or replace function public.search_published_posts(q text, category text, lim int, off int)
returns table (post jsonb, total bigint)
language sql stable security invoker set search_path = ''
as $$
  with needle as (
    select '%' || replace(replace(replace(coalesce(q, ''), '\', '\\'), '%', '\%'), '_', '\_') || '%' as pattern
  ),
  matched as (
    select p.* from public.posts p, needle n
    where p.locale = 'en' and public.is_live(p.published, p.publish_at)
      and (coalesce(q, '') = '' or p.title ilike n.pattern or p.excerpt ilike n.pattern
           or p.content ilike n.pattern or exists (select 1 from unnest(p.tags) t where t ilike n.pattern))
      and (coalesce(category, '') = '' or strpos(public.slugify(p.category), category) > 0
           or exists (select 1 from unnest(p.tags) t where public.slugify(t) = category))
  )
  select to_jsonb(m), count(*) over ()
  from matched m
  order by coalesce(m.published_at, m.created_at) desc, m.slug asc
  limit least(greatest(lim, 0), 1000) offset greatest(off, 0)
$$;

-- A singleton's last live version, per locale: a locale without its own document has none (no fallback here).
drop function public.last_live_document(text, text);
create function public.last_live_document(p_type text, p_slug text, p_locale text default 'en') returns setof jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
           'id', d.id, 'type', d.type, 'slug', d.slug, 'locale', d.locale, 'translation_of', d.translation_of,
           'source_version', d.source_version, 'title', coalesce(r.data->>'title', d.title),
           'data', r.data - 'title' - 'slug' - 'published' - 'publish_at',
           'published_at', d.published_at, 'version', d.version, 'created_at', d.created_at, 'updated_at', d.updated_at)
    from public.documents d join public.content_revisions r on r.document_id = d.id
   where d.type = p_type and d.slug = p_slug and d.locale = p_locale
     and d.type in ('navigation', 'footer', 'contact_details', 'site_settings')
     and (r.data->>'published')::boolean
     and (r.data->>'publish_at' is null or (r.data->>'publish_at')::timestamptz <= now())
   order by r.seq desc
   limit 1
$$;
revoke all on function public.last_live_document(text, text, text) from public;
grant execute on function public.last_live_document(text, text, text) to anon, authenticated;

-- ---------------------------------------------------------------- the seed: per locale

create or replace function public.seed_documents(seed_name text, docs jsonb) returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  doc jsonb;
  added integer;
  inserted integer := 0;
begin
  if jsonb_typeof(docs) is distinct from 'array' then
    raise exception 'docs must be a JSON array' using errcode = '22023';
  end if;
  insert into private.content_seeds (name) values (seed_name) on conflict (name) do nothing;
  get diagnostics added = row_count;
  if added = 0 then return 0; end if;
  perform set_config('lumora.seeding', seed_name, true);
  for doc in select d from jsonb_array_elements(docs) d loop
    -- A translation names its original by the default language's slug of the same type (when that still exists).
    insert into public.documents (type, locale, slug, title, data, published, translation_of, source_version)
      select doc ->> 'type', coalesce(doc ->> 'locale', 'en'), doc ->> 'slug', coalesce(doc ->> 'title', ''),
             coalesce(doc -> 'data', '{}'), coalesce((doc ->> 'published')::boolean, false), o.id, o.version
        from (select 1) one
        left join public.documents o
          on doc ->> 'translationOf' is not null and o.type = doc ->> 'type' and o.locale = 'en'
         and o.slug = doc ->> 'translationOf' and o.translation_of is null
      on conflict (type, locale, slug) do nothing;
    get diagnostics added = row_count;
    inserted := inserted + added;
  end loop;
  perform set_config('lumora.seeding', '', true);
  return inserted;
end;
$$;

-- ---------------------------------------------------------------- leads: their language

-- The contact function of 20261127000100 keeps its checks, limits and visit; it moves out of the data API and the
-- public one below calls it, then records the locale of the message it just stored.
alter function public.submit_contact_message(uuid, text, text, text, text, text, boolean, text, text, jsonb, text)
  rename to store_contact_message;
alter function public.store_contact_message(uuid, text, text, text, text, text, boolean, text, text, jsonb, text)
  set schema private;
revoke all on function private.store_contact_message(uuid, text, text, text, text, text, boolean, text, text, jsonb, text)
  from public, anon, authenticated;

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
  p_visitor text default null,
  p_locale text default 'en'
) returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_locale text := coalesce(p_locale, 'en');
  v_id uuid;
begin
  if v_locale not in ('en', 'es') then
    raise exception 'Unknown locale' using errcode = '22023';
  end if;
  v_id := private.store_contact_message(p_id, p_name, p_email, p_message, p_folder, p_spam_reason, p_possible_spam,
                                        p_page_path, p_referrer_origin, p_utm, p_visitor);
  update public.messages set locale = v_locale where id = v_id;
  return v_id;
end;
$$;
revoke all on function public.submit_contact_message(uuid, text, text, text, text, text, boolean, text, text, jsonb, text, text) from public;
grant execute on function public.submit_contact_message(uuid, text, text, text, text, text, boolean, text, text, jsonb, text, text)
  to anon, authenticated;

drop function public.submit_download_request(uuid, text, text, text, text, text, text, boolean, text, text, jsonb, text);
create function public.submit_download_request(
  p_id uuid,
  p_name text,
  p_email text,
  p_resource_slug text,
  p_resource_title text,
  p_folder text default 'inbox',
  p_spam_reason text default '',
  p_possible_spam boolean default false,
  p_page_path text default '',
  p_referrer_origin text default '',
  p_utm jsonb default '{}'::jsonb,
  p_visitor text default null,
  p_locale text default 'en'
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
  v_id := public.submit_contact_message(p_id, p_name, p_email, 'Download request: ' || v_title, p_folder, p_spam_reason,
                                        p_possible_spam, p_page_path, p_referrer_origin, p_utm, p_visitor, p_locale);
  update public.messages set kind = 'download', resource_slug = v_slug, resource_title = v_title where id = v_id;
  return v_id;
end;
$$;
revoke all on function public.submit_download_request(uuid, text, text, text, text, text, text, boolean, text, text, jsonb, text, text) from public;
grant execute on function public.submit_download_request(uuid, text, text, text, text, text, text, boolean, text, text, jsonb, text, text)
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
  return coalesce(v, '20261128000100');
end;
$$;
