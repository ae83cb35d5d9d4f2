-- The database stops listing content types (the embedded backend's migration 0015). A content type is declared once,
-- in the application's registry (CONTENT_TYPES, lib/domain/content): a new document type, or a new kind of lead,
-- needs no migration.
--
-- 1. The checks that listed type names go: documents.type, the kind of content_revisions, previews, share_links and
--    editor_presence, the content type a page view or a lead's first and last view is attributed to (page_views,
--    messages: 'post', 'page'), and messages.kind ('contact', 'download'). The app writes declared names only. Some of these
--    checks were named by PostgreSQL, so they are found in the catalog: every check on exactly that one column of
--    these tables (content_revisions_check spans several columns and stays).
-- 2. documents.path: the document's own public address in its language, written by the app on every save from its
--    declaration (addressOf in lib/domain/content/address.ts: the declared publicPath at the locale's address, as
--    private.localized_path says); null for a singleton, which has no address of its own.
-- 3. documents.redirect_on_move: whether a published document whose address changes leaves a redirect (the
--    declaration's redirectOnSlugChange), written with path. A flag of its own rather than a null path, so that path
--    stays the address even for a type that moves without leaving redirects.
-- The save hook reads these two columns instead of a list of type names, so a type declared with
-- redirectOnSlugChange gets its redirects here without SQL, at the same addresses as on the SQL backend. A member
-- writing a document through the data API could store another path; members manage redirects anyway (the Redirects
-- screen), so this gives no one more than they have.
--
-- Existing rows get what the declarations said until now: site_page '/' || slug (the home page's slug is '', so
-- '/'), case_study '/work/' || slug, resource '/resources/' || slug, at the locale's address (private.localized_path:
-- '/es/work/x', '/es' for the Spanish home page); the singletons null. The three collections leave redirects.

do $$
declare
  c record;
begin
  for c in
    select t.relname as tbl, k.conname as name
      from pg_constraint k
      join pg_class t on t.oid = k.conrelid
      join pg_namespace n on n.oid = t.relnamespace
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
     where k.contype = 'c' and n.nspname = 'public' and array_length(k.conkey, 1) = 1
       and (t.relname, a.attname) in (('documents', 'type'), ('content_revisions', 'kind'), ('previews', 'kind'),
                                      ('share_links', 'kind'), ('editor_presence', 'kind'), ('messages', 'kind'),
                                      ('page_views', 'content_type'), ('messages', 'first_content_type'),
                                      ('messages', 'last_content_type'))
  loop
    execute format('alter table public.%I drop constraint %I', c.tbl, c.name);
  end loop;
end
$$;

alter table public.documents
  add column path text,
  add column redirect_on_move boolean not null default false;

-- The triggers of a save (revision, redirects, audit) must not see this fill: disable them for it.
alter table public.documents disable trigger user;
update public.documents set
  path = case type
    when 'site_page' then private.localized_path(locale, '/' || slug)
    when 'case_study' then private.localized_path(locale, '/work/' || slug)
    when 'resource' then private.localized_path(locale, '/resources/' || slug)
  end,
  redirect_on_move = type in ('site_page', 'case_study', 'resource');
alter table public.documents enable trigger user;

-- ---------------------------------------------------------------- save hooks: the stored address

-- The rules of lib/data/redirects.ts (moveContentRedirects) at the address the app stored: a published document whose
-- address changed leaves a redirect from the old one (move_url); a live or scheduled one releases a redirect from its
-- own. A seed (public.seed_documents) changes no redirect, as on the SQL backend.
create or replace function private.document_save_hooks() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.write_content_audit(array['delete'], old.type, old.id, old.title);
    return null;
  end if;

  if new.redirect_on_move and new.path is not null and coalesce(current_setting('lumora.seeding', true), '') = '' then
    if tg_op = 'UPDATE' and old.published and old.path is not null and old.path is distinct from new.path then
      perform public.move_url(old.path, new.path);
    elsif new.published or new.publish_at is not null then
      delete from public.redirects r where r.from_path = new.path;
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

-- ---------------------------------------------------------------- the seed: with the address

-- As 20261128000100, and each document's path and redirect_on_move as the server computed them (absent: null, false).
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
    insert into public.documents (type, locale, slug, title, data, published, translation_of, source_version, path, redirect_on_move)
      select doc ->> 'type', coalesce(doc ->> 'locale', 'en'), doc ->> 'slug', coalesce(doc ->> 'title', ''),
             coalesce(doc -> 'data', '{}'), coalesce((doc ->> 'published')::boolean, false), o.id, o.version,
             doc ->> 'path', coalesce((doc ->> 'redirect_on_move')::boolean, false)
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
  return coalesce(v, '20261128000300');
end;
$$;
