-- The marketing site as content (the embedded backend's migration 0012). Site pages, case studies, resources and the
-- site's singletons (navigation, footer, contact details, site settings) are documents of one table: a type, the
-- columns every document has and the type's own fields as JSON (declared and checked in lib/domain/content).
-- Revisions, previews, share links and editor presence learn the document kinds.
--
-- As for posts and pages: visitors read live documents straight through the data API (so nothing about editors is
-- stored on the row: who saved lives in content_revisions), members write them through the app, and the version,
-- the publication time, the revision, the redirect change and the audit entries of a save are written by triggers
-- in the write's own transaction (20261122000600, 20261122001200).

-- ---------------------------------------------------------------- documents

create table public.documents (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('site_page', 'case_study', 'resource', 'navigation', 'footer', 'contact_details', 'site_settings')),
  -- Where it lives: a site page's path without its leading slash ('' is the home page), a case study's or
  -- resource's slug, a singleton's type name.
  slug text not null check (length(slug) <= 200),
  title text not null default '' check (length(title) <= 300),
  -- The data API takes writes from signed-in browsers: the database bounds the JSON itself.
  data jsonb not null default '{}' check (jsonb_typeof(data) = 'object' and length(data::text) <= 1000000),
  published boolean not null default false,
  publish_at timestamptz,
  published_at timestamptz,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  seq bigint generated always as identity,
  constraint documents_type_slug_key unique (type, slug)
);
create index documents_publish_at_idx on public.documents (publish_at) where publish_at is not null;
create index documents_type_created_idx on public.documents (type, created_at desc);

-- A document keeps its type: its revisions, share links and audit entries are filed under it.
create function private.document_type_fixed() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.type is distinct from old.type then
    raise exception 'A document keeps its type' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.document_type_fixed() from public, anon, authenticated;

create trigger documents_type_fixed before update on public.documents for each row execute function private.document_type_fixed();
-- updated_at and published_at (the first publication time) as for posts and pages; the version the client cannot set.
create trigger documents_touch before insert or update on public.documents for each row execute function private.touch_row();
create trigger documents_version before insert or update on public.documents for each row execute function private.bump_version();

-- ---------------------------------------------------------------- revisions, previews, share links, presence

alter table public.content_revisions add column document_id uuid references public.documents (id) on delete cascade;
alter table public.content_revisions drop constraint content_revisions_kind_check;
alter table public.content_revisions drop constraint content_revisions_check;
alter table public.content_revisions add constraint content_revisions_kind_check
  check (kind in ('post', 'page', 'site_page', 'case_study', 'resource', 'navigation', 'footer', 'contact_details', 'site_settings'));
alter table public.content_revisions add constraint content_revisions_check
  check ((kind = 'post' and post_id is not null and page_id is null and document_id is null)
      or (kind = 'page' and page_id is not null and post_id is null and document_id is null)
      or (kind not in ('post', 'page') and document_id is not null and post_id is null and page_id is null));
create index content_revisions_document_idx on public.content_revisions (document_id, seq desc) where document_id is not null;

alter table public.share_links drop constraint share_links_kind_check;
alter table public.share_links add constraint share_links_kind_check
  check (kind in ('post', 'page', 'site_page', 'case_study', 'resource', 'navigation', 'footer', 'contact_details', 'site_settings'));
alter table public.previews drop constraint previews_kind_check;
alter table public.previews add constraint previews_kind_check
  check (kind in ('post', 'page', 'site_page', 'case_study', 'resource', 'navigation', 'footer', 'contact_details', 'site_settings'));
alter table public.editor_presence drop constraint editor_presence_kind_check;
alter table public.editor_presence add constraint editor_presence_kind_check
  check (kind in ('post', 'page', 'site_page', 'case_study', 'resource', 'navigation', 'footer', 'contact_details', 'site_settings'));

-- The snapshot is the SQL backend's (lib/backend/sql/documents.ts): title, slug and published, the type's own
-- fields spread from data (the adapter writes exactly the declared ones), publish_at. Newest 50 kept.
create function private.record_document_revision() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  snapshot jsonb := new.data || jsonb_build_object('title', new.title, 'slug', new.slug, 'published', new.published, 'publish_at', new.publish_at);
  author text;
begin
  select u.email into author from auth.users u where u.id = auth.uid();
  -- A new document's summary is known here ("created", as summarizeChange says); a later one the adapter fills in.
  insert into public.content_revisions (kind, document_id, version, data, summary, author_id, author_email)
    values (new.type, new.id, new.version, snapshot, case when tg_op = 'INSERT' then 'created' else '' end, auth.uid(), coalesce(author, ''));
  delete from public.content_revisions r where r.document_id = new.id
    and r.seq <= (select x.seq from public.content_revisions x where x.document_id = new.id order by x.seq desc offset 50 limit 1);
  return null;
end;
$$;
revoke all on function private.record_document_revision() from public, anon, authenticated;
create trigger documents_revision after insert or update on public.documents for each row execute function private.record_document_revision();

-- "Last edited by" for the admin lists, documents included (k is the kind: a document's type).
create or replace function public.latest_authors(k text, ids uuid[])
returns table (record_id uuid, author_email text, created_at timestamptz)
language sql stable security invoker set search_path = ''
as $$
  select distinct on (coalesce(r.post_id, r.page_id, r.document_id)) coalesce(r.post_id, r.page_id, r.document_id), r.author_email, r.created_at
  from public.content_revisions r
  where (k = 'post' and r.post_id = any(ids)) or (k = 'page' and r.page_id = any(ids))
     or (k not in ('post', 'page') and r.kind = k and r.document_id = any(ids))
  order by coalesce(r.post_id, r.page_id, r.document_id), r.seq desc
$$;

-- ---------------------------------------------------------------- save hooks: redirects and audit entries

-- The rules of 20261122001200 (contentActions, moveContentRedirects) for documents. Redirects only for the types
-- whose declaration has redirectOnSlugChange, at their public paths: site_page '/' || slug, case_study
-- '/work/' || slug, resource '/resources/' || slug; the singletons have no address of their own. A seed
-- (public.seed_documents) changes no redirect, as on the SQL backend.
create function private.document_save_hooks() returns trigger
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
    new_path := prefix || new.slug;
    if tg_op = 'UPDATE' and old.published and old.slug is distinct from new.slug then
      perform public.move_url(prefix || old.slug, new_path);
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
revoke all on function private.document_save_hooks() from public, anon, authenticated;

create trigger documents_save_hooks after insert or update or delete on public.documents
  for each row execute function private.document_save_hooks();

-- ---------------------------------------------------------------- scheduling

-- The earliest scheduled document: visitors learn only that instant, never which document.
create function public.next_document_publish_at() returns timestamptz
language sql stable security definer set search_path = ''
as $$ select min(publish_at) from public.documents where published and publish_at > now() $$;
revoke all on function public.next_document_publish_at() from public;
grant execute on function public.next_document_publish_at() to anon, authenticated;

-- ---------------------------------------------------------------- one-time seeds

-- Which one-time content seeds have run. Server-only state: in private, out of the data API.
create table private.content_seeds (
  name text primary key,
  applied_at timestamptz not null default now()
);

-- Runs a named seed once: its documents are inserted (a (type, slug) already taken is skipped, never overwritten)
-- and the seed recorded, in this one transaction. Returns how many were inserted; 0 when the seed ran before.
-- The documents come from the server, which calls this with the service-role key only: neither visitors nor
-- members may call it (a member's documents go through the documents table and its policies).
create function public.seed_documents(seed_name text, docs jsonb) returns integer
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
    insert into public.documents (type, slug, title, data, published)
      values (doc ->> 'type', doc ->> 'slug', coalesce(doc ->> 'title', ''), coalesce(doc -> 'data', '{}'), coalesce((doc ->> 'published')::boolean, false))
      on conflict (type, slug) do nothing;
    get diagnostics added = row_count;
    inserted := inserted + added;
  end loop;
  perform set_config('lumora.seeding', '', true);
  return inserted;
end;
$$;
revoke all on function public.seed_documents(text, jsonb) from public, anon, authenticated;
grant execute on function public.seed_documents(text, jsonb) to service_role;

-- ---------------------------------------------------------------- grants and row-level security

revoke all on public.documents from anon, authenticated;
grant select on public.documents to anon, authenticated;
grant insert, update, delete on public.documents to authenticated;
alter table public.documents enable row level security;
alter table public.documents force row level security;

-- Visitors read live documents only (published, and its time come); members every one. Every member writes site
-- pages, case studies, resources, navigation and footer; contact details and site settings are for the owner and
-- admins (the role table's "settings" permission, lib/domain/policy.ts).
create function private.may_write_document(doc_type text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select case when doc_type in ('contact_details', 'site_settings') then private.can_manage_team() else private.is_admin() end
$$;
revoke all on function private.may_write_document(text) from public;
grant execute on function private.may_write_document(text) to anon, authenticated;

create policy documents_read on public.documents for select to anon, authenticated
  using (public.is_live(published, publish_at) or (select private.is_admin()));
create policy documents_insert on public.documents for insert to authenticated with check (private.may_write_document(type));
create policy documents_update on public.documents for update to authenticated
  using (private.may_write_document(type)) with check (private.may_write_document(type));
create policy documents_delete on public.documents for delete to authenticated using (private.may_write_document(type));

revoke all on private.content_seeds from public, anon, authenticated;
alter table private.content_seeds enable row level security;
alter table private.content_seeds force row level security;

-- What visitors see of a singleton while its document is a draft or scheduled: the newest revision that was live.
-- Revisions are members-only, so the database answers this one question (the snapshot's title, slug and own fields).
create or replace function public.last_live_document(p_type text, p_slug text) returns setof jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
           'id', d.id, 'type', d.type, 'slug', d.slug, 'title', coalesce(r.data->>'title', d.title),
           'data', r.data - 'title' - 'slug' - 'published' - 'publish_at',
           'published_at', d.published_at, 'version', d.version, 'created_at', d.created_at, 'updated_at', d.updated_at)
    from public.documents d join public.content_revisions r on r.document_id = d.id
   where d.type = p_type and d.slug = p_slug
     and d.type in ('navigation', 'footer', 'contact_details', 'site_settings')
     and (r.data->>'published')::boolean
     and (r.data->>'publish_at' is null or (r.data->>'publish_at')::timestamptz <= now())
   order by r.seq desc
   limit 1
$$;
revoke all on function public.last_live_document(text, text) from public;
grant execute on function public.last_live_document(text, text) to anon, authenticated;

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
  return coalesce(v, '20261127000200');
end;
$$;
