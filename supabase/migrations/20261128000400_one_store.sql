-- One store for every content type (the embedded backend's migration 0016). Posts, pages and people become documents
-- of their type, beside the site's documents: the columns every document has (type, locale, translation_of,
-- source_version, slug, title, the publishing state, the version, when saved, path, redirect_on_move) and the type's
-- own fields in `data`, as the application declares them (lib/domain/content). Nothing is lost and nothing changes
-- identity. How the existing rows are filled:
--
-- * Every row keeps its id, created_at, updated_at, version, publishing state (published, publish_at, published_at),
--   locale and translation link (translation_of, source_version). A post's or page's title is its title; a person's
--   is its name (which stays in data as the declared `name` field). People have no publishing state: a person is
--   published from its creation (published_at = created_at, version 1), and what visitors may see of people is
--   still decided by the live documents that name them (row-level security below).
-- * data holds every other declared field: a post's excerpt, content, category, tags (a JSON array), featured image
--   and its alt text, the SEO fields (meta_title, meta_description, canonical_url, noindex, social_image,
--   social_title, social_description) and the people fields (author_id, reviewer_id, last_reviewed,
--   medical_disclaimer); a page's content and SEO fields; a person's name, credentials, job_title, bio, photo,
--   photo_alt and links (a JSON array).
-- * `path` and `redirect_on_move` are what the declarations say: a post '/blog/' || slug, a page '/' || slug, both at
--   the locale's address (private.localized_path) and leaving redirects when moved; a person '/blog/author/' || slug,
--   leaving none.
-- * Two columns say what the generic save triggers and row-level security used to learn from the table's name, so
--   that they name no type: `publishable` (the declaration's publishable: visitors read a publishable document while
--   it is live, any other while a live document names it, and its saves are audited as create/update only) and
--   `revisions` (the declaration's revisions: whether a save records one). The app writes both with every save, from
--   the declaration; existing documents and posts and pages get true, people false. As with path, a member writing
--   through the data API could store others; members publish and delete content anyway, so this gives no one more
--   than they have.
-- * Rows are copied oldest first (created_at, then id), so documents.seq keeps the order of equal creation times.
--   The save triggers do not see the copy (they would stamp new times, versions, revisions and redirect changes).
-- * References between documents: the app writes a document's declared `reference` fields that are set into
--   documents.refs ({"author_id": "<uuid>", …}) with every save, and a trigger keeps public.document_refs, one row
--   per reference, in the same statement. Its foreign keys do what posts.author_id and reviewer_id did: a document
--   named by another cannot be deleted (restrict), and a deleted document's references go with it (cascade). A
--   post's author and reviewer are copied into refs and document_refs.
-- * Revisions of posts and pages point at their document (content_revisions.document_id); media_refs likewise,
--   kept by a trigger on documents for the types whose text and cover were tracked before (posts and pages).
-- * Redirects and audit entries stay as they are (audit entries name their record by type and id, which are kept).
-- * Then posts, pages and people are dropped, with their triggers and policies, and the functions that served only
--   them; the functions that read them (published posts, post search, next publication time, share links, last
--   editors, person post counts) read documents and document_refs.
--
-- Also: public.last_live_document no longer lists the singleton types: a singleton is the document with no address
-- of its own (path is null, as the app writes it), so a new singleton type needs no migration here.
-- private.may_write_document still names the two types that need the settings permission (contact_details,
-- site_settings): a new type with the content permission needs no migration, one with the settings permission does.

-- ---------------------------------------------------------------- documents: the new columns

create index documents_type_created_seq_idx on public.documents (type, created_at desc, seq desc);
drop index public.documents_type_created_idx;
create index documents_type_title_idx on public.documents (type, lower(title), seq);
create index documents_live_order_idx on public.documents (type, locale, (coalesce(published_at, created_at)) desc, slug) where published;

alter table public.documents
  add column refs jsonb not null default '{}' check (jsonb_typeof(refs) = 'object'),
  add column publishable boolean not null default true,
  add column revisions boolean not null default true;

-- ---------------------------------------------------------------- references

create table public.document_refs (
  document_id uuid not null references public.documents (id) on delete cascade,
  field text not null check (length(field) between 1 and 100),
  target_id uuid not null references public.documents (id) on delete restrict,
  primary key (document_id, field)
);
create index document_refs_target_idx on public.document_refs (target_id);

-- Written only by this trigger, in the save's own statement: clients write documents.refs, never these rows.
create function private.document_refs_sync() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.document_refs where document_id = new.id;
  insert into public.document_refs (document_id, field, target_id)
    select new.id, r.key, r.value::uuid from jsonb_each_text(new.refs) r where r.value is not null;
  return null;
end
$$;
revoke all on function private.document_refs_sync() from public, anon, authenticated;

create trigger documents_refs after insert or update of refs on public.documents
  for each row execute function private.document_refs_sync();

-- A reference is as visible as the document that makes it (a live post's author to visitors, every one to members):
-- the subquery runs under the caller's row-level security on documents.
revoke all on public.document_refs from anon, authenticated;
grant select on public.document_refs to anon, authenticated;
alter table public.document_refs enable row level security;
create policy document_refs_read on public.document_refs for select to anon, authenticated
  using (exists (select 1 from public.documents d where d.id = document_id));

-- ---------------------------------------------------------------- the copy

alter table public.documents disable trigger user;

insert into public.documents (id, type, locale, slug, title, data, published, publish_at, published_at, version,
                              created_at, updated_at, path, redirect_on_move, publishable, revisions)
select id, 'person', 'en', slug, name,
       jsonb_build_object('name', name, 'credentials', credentials, 'job_title', job_title, 'bio', bio, 'photo', photo,
                          'photo_alt', photo_alt, 'links', to_jsonb(links)),
       true, null, created_at, 1, created_at, updated_at, '/blog/author/' || slug, false, false, false
  from public.people order by created_at, id;

insert into public.documents (id, type, locale, translation_of, source_version, slug, title, data, published, publish_at,
                              published_at, version, created_at, updated_at, path, redirect_on_move, refs)
select id, 'post', locale, translation_of, source_version, slug, title,
       jsonb_build_object('excerpt', excerpt, 'content', content, 'category', category, 'tags', to_jsonb(tags),
                          'featured_image', featured_image, 'featured_image_alt', featured_image_alt,
                          'meta_title', meta_title, 'meta_description', meta_description, 'canonical_url', canonical_url,
                          'noindex', noindex, 'social_image', social_image, 'social_title', social_title,
                          'social_description', social_description, 'author_id', author_id, 'reviewer_id', reviewer_id,
                          'last_reviewed', last_reviewed, 'medical_disclaimer', medical_disclaimer),
       published, publish_at, published_at, version, created_at, updated_at,
       private.localized_path(locale, '/blog/' || slug), true,
       jsonb_strip_nulls(jsonb_build_object('author_id', author_id, 'reviewer_id', reviewer_id))
  from public.posts order by created_at, id;

insert into public.documents (id, type, locale, translation_of, source_version, slug, title, data, published, publish_at,
                              published_at, version, created_at, updated_at, path, redirect_on_move)
select id, 'page', locale, translation_of, source_version, slug, title,
       jsonb_build_object('content', content, 'meta_title', meta_title, 'meta_description', meta_description,
                          'canonical_url', canonical_url, 'noindex', noindex, 'social_image', social_image,
                          'social_title', social_title, 'social_description', social_description),
       published, publish_at, published_at, version, created_at, updated_at,
       private.localized_path(locale, '/' || slug), true
  from public.pages order by created_at, id;

insert into public.document_refs (document_id, field, target_id)
  select d.id, r.key, r.value::uuid from public.documents d cross join lateral jsonb_each_text(d.refs) r where d.type = 'post';

alter table public.documents enable trigger user;

-- ---------------------------------------------------------------- revisions: one foreign key for every kind

alter table public.content_revisions drop constraint content_revisions_check;
update public.content_revisions set document_id = coalesce(post_id, page_id) where document_id is null;
alter table public.content_revisions drop column post_id, drop column page_id;
alter table public.content_revisions alter column document_id set not null;

-- "Last edited by" for the admin lists (k is the kind: a document's type).
create or replace function public.latest_authors(k text, ids uuid[])
returns table (record_id uuid, author_email text, created_at timestamptz)
language sql stable security invoker set search_path = ''
as $$
  select distinct on (r.document_id) r.document_id, r.author_email, r.created_at
  from public.content_revisions r
  where r.kind = k and r.document_id = any(ids)
  order by r.document_id, r.seq desc
$$;

-- The snapshot of 20261127000200 (title, slug, published, the type's own fields, publish_at), for the types that keep
-- revisions (documents.revisions: people keep none).
create or replace function private.record_document_revision() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  snapshot jsonb := new.data || jsonb_build_object('title', new.title, 'slug', new.slug, 'published', new.published, 'publish_at', new.publish_at);
  author text;
begin
  if not new.revisions then
    return null;
  end if;
  select u.email into author from auth.users u where u.id = auth.uid();
  -- A new document's summary is known here ("created", as summarizeChange says); a later one the adapter fills in.
  insert into public.content_revisions (kind, document_id, version, data, summary, author_id, author_email)
    values (new.type, new.id, new.version, snapshot, case when tg_op = 'INSERT' then 'created' else '' end, auth.uid(), coalesce(author, ''));
  delete from public.content_revisions r where r.document_id = new.id
    and r.seq <= (select x.seq from public.content_revisions x where x.document_id = new.id order by x.seq desc offset 50 limit 1);
  return null;
end;
$$;

-- ---------------------------------------------------------------- save hooks: audit for types without publishing

-- As 20261128000300, and a save of a type without publishing (people) is audited as create or update, as the data
-- layer's actionsOf says (lib/data/documents.ts).
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
    case when not new.publishable then array[case when tg_op = 'INSERT' then 'create' else 'update' end]
    else private.content_actions(
      case when tg_op = 'UPDATE' then old.published end, case when tg_op = 'UPDATE' then old.publish_at end,
      new.published, new.publish_at, tg_op = 'INSERT') end,
    new.type, new.id, new.title);
  return null;
end;
$$;

-- ---------------------------------------------------------------- media usage: one foreign key, kept on documents

alter table public.media_refs add column document_id uuid references public.documents (id) on delete cascade;
update public.media_refs set document_id = coalesce(post_id, page_id);
drop index public.media_refs_key;
alter table public.media_refs drop column post_id, drop column page_id;
alter table public.media_refs alter column document_id set not null;
create unique index media_refs_key on public.media_refs (path, document_id, usage);
create index media_refs_document_idx on public.media_refs (document_id);

drop trigger posts_media_refs on public.posts;
drop trigger pages_media_refs on public.pages;
drop function private.media_refs_sync();

create function private.media_refs_sync() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.type not in ('post', 'page') then
    return null;
  end if;
  delete from public.media_refs where document_id = new.id;
  insert into public.media_refs (path, document_id, usage)
    select k.path, new.id, k.usage
      from private.media_ref_paths(new.data->>'content', case when new.type = 'post' then new.data->>'featured_image' end) k
      where exists (select 1 from storage.objects o where o.bucket_id = 'uploads' and o.name = k.path);
  return null;
end;
$$;
revoke all on function private.media_refs_sync() from public, anon, authenticated;

create trigger documents_media_refs after insert or update of data on public.documents
  for each row execute function private.media_refs_sync();

-- ---------------------------------------------------------------- who may read what

-- A document that is not publishable (a person) is public while a live document names it (a post's byline and the
-- author page): security definer, so the check sees the naming documents whatever the caller's own row-level
-- security, yet it answers only yes or no.
create function private.named_by_live_document(doc_id uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.document_refs r join public.documents d on d.id = r.document_id
    where r.target_id = doc_id and d.publishable and public.is_live(d.published, d.publish_at)
  )
$$;
revoke all on function private.named_by_live_document(uuid) from public;
grant execute on function private.named_by_live_document(uuid) to anon, authenticated;

drop policy documents_read on public.documents;
create policy documents_read on public.documents for select to anon, authenticated
  using ((publishable and public.is_live(published, publish_at))
         or (not publishable and private.named_by_live_document(id))
         or (select private.is_admin()));

-- ---------------------------------------------------------------- public reads over documents

-- One page of live posts of a locale in the blog's order, with the total; each post is its stored document row.
-- Invoker: row-level security shows visitors live rows only.
create or replace function public.published_posts(p_locale text, lim int, off int)
returns table (post jsonb, total bigint)
language sql stable security invoker set search_path = ''
as $$
  select to_jsonb(p), count(*) over ()
  from public.documents p
  where p.type = 'post' and p.locale = p_locale and public.is_live(p.published, p.publish_at)
  order by coalesce(p.published_at, p.created_at) desc, p.slug asc
  limit least(greatest(lim, 0), 1000) offset greatest(off, 0)
$$;

-- The older search, for the default language: the same rules over the post's fields in data.
create or replace function public.search_published_posts(q text, category text, lim int, off int)
returns table (post jsonb, total bigint)
language sql stable security invoker set search_path = ''
as $$
  with needle as (
    select '%' || replace(replace(replace(coalesce(q, ''), '\', '\\'), '%', '\%'), '_', '\_') || '%' as pattern
  ),
  matched as (
    select p.* from public.documents p, needle n
    where p.type = 'post' and p.locale = 'en' and public.is_live(p.published, p.publish_at)
      and (coalesce(q, '') = '' or p.title ilike n.pattern or p.data->>'excerpt' ilike n.pattern
           or p.data->>'content' ilike n.pattern
           or exists (select 1 from jsonb_array_elements_text(coalesce(p.data->'tags', '[]')) t where t ilike n.pattern))
      and (coalesce(category, '') = '' or strpos(public.slugify(p.data->>'category'), category) > 0
           or exists (select 1 from jsonb_array_elements_text(coalesce(p.data->'tags', '[]')) t where public.slugify(t) = category))
  )
  select to_jsonb(m), count(*) over ()
  from matched m
  order by coalesce(m.published_at, m.created_at) desc, m.slug asc
  limit least(greatest(lim, 0), 1000) offset greatest(off, 0)
$$;

-- The earliest scheduled publication of any document (posts and pages are documents now): as
-- next_document_publish_at, kept for older callers. Visitors learn only that instant.
create or replace function public.next_publish_at() returns timestamptz
language sql stable security definer set search_path = ''
as $$ select min(publish_at) from public.documents where published and publish_at > now() $$;

-- A share link opens its document's saved state, whatever its type.
create or replace function public.shared_record(token_hash text) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select (select jsonb_build_object('kind', d.type, 'row', to_jsonb(d)) from public.documents d where d.id = l.record_id and d.type = l.kind)
  from public.share_links l
  where l.token_hash = shared_record.token_hash and l.revoked_at is null and l.expires_at > now()
$$;

-- How many live posts of each language name each person (a post naming them twice counts once). Invoker: a caller
-- counts only the references row-level security lets them read (visitors: those of live documents).
create or replace function public.person_live_post_counts()
returns table (slug text, locale text, total int)
language sql stable security invoker set search_path = ''
as $$
  select pe.slug, po.locale, count(distinct po.id)::int
  from public.documents pe
  join public.document_refs r on r.target_id = pe.id
  join public.documents po on po.id = r.document_id
  where pe.type = 'person' and po.type = 'post' and public.is_live(po.published, po.publish_at)
  group by pe.slug, po.locale
  order by pe.slug, po.locale
$$;

-- A singleton's last live version, per locale. A singleton is the document without an address of its own (path is
-- null, as the app writes it): no list of type names.
create or replace function public.last_live_document(p_type text, p_slug text, p_locale text default 'en') returns setof jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
           'id', d.id, 'type', d.type, 'slug', d.slug, 'locale', d.locale, 'translation_of', d.translation_of,
           'source_version', d.source_version, 'title', coalesce(r.data->>'title', d.title),
           'data', r.data - 'title' - 'slug' - 'published' - 'publish_at',
           'published_at', d.published_at, 'version', d.version, 'created_at', d.created_at, 'updated_at', d.updated_at)
    from public.documents d join public.content_revisions r on r.document_id = d.id
   where d.type = p_type and d.slug = p_slug and d.locale = p_locale
     and d.path is null
     and (r.data->>'published')::boolean
     and (r.data->>'publish_at' is null or (r.data->>'publish_at')::timestamptz <= now())
   order by r.seq desc
   limit 1
$$;

-- ---------------------------------------------------------------- the old tables go

drop table public.posts;
drop table public.pages;
drop table public.people;

drop function private.content_save_hooks();
drop function private.person_save_hooks();
drop function private.record_revision();
drop function private.person_is_public(uuid);

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
  return coalesce(v, '20261128000400');
end;
$$;
