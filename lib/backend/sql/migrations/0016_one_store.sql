-- Version 16: one store for every content type. Posts, pages and people become documents of their type, beside the
-- site's documents: the columns every document has (type, locale, translation_of, source_version, slug, title, the
-- publishing state, the version, who saved and when, path, redirect_on_move) and the type's own fields in `data`,
-- as the application declares them (lib/domain/content). Nothing is lost and nothing changes identity:
--
-- * Every row keeps its id, timestamps, version, publishing state, locale and translation link. A person's name is
--   its title (and stays in data as the declared `name` field); people have no publishing state, so a person is
--   published from its creation (published_at = created_at) and what visitors may see of people is still decided by
--   the posts that name them.
-- * `path` and `redirect_on_move` are what the declarations say: a post '/blog/' || slug, a page '/' || slug, both
--   with the '/' || locale prefix outside the default language 'en' and leaving redirects when moved; a person
--   '/blog/author/' || slug, leaving none.
-- * The order of equal creation times is kept: rows are copied in their old `seq` order, so the new sequence numbers
--   keep it.
-- * References between documents: the app writes a document's declared `reference` fields that are set into
--   documents.refs ({"author_id": "<uuid>", …}) with every save, and a trigger keeps document_refs, one row per
--   reference, in the same statement. Its foreign keys do what posts.author_id and reviewer_id did: a document
--   named by another cannot be deleted (restrict), and a deleted document's references go with it (cascade). A post's
--   author and reviewer are copied into refs.
-- * Revisions of posts and pages point at their document (content_revisions.document_id); media_refs likewise,
--   kept by a trigger on documents for the types whose text and cover were tracked before (posts and pages).
-- * Then posts, pages and people are dropped, with their triggers.

create index documents_type_created_seq_idx on documents (type, created_at desc, seq desc);
drop index documents_type_created_idx;
create index documents_type_title_idx on documents (type, lower(title), seq);
create index documents_live_order_idx on documents (type, locale, (coalesce(published_at, created_at)) desc, slug) where published;

alter table documents add column refs jsonb not null default '{}' check (jsonb_typeof(refs) = 'object');

create table document_refs (
  document_id uuid not null references documents (id) on delete cascade,
  field text not null check (length(field) between 1 and 100),
  target_id uuid not null references documents (id) on delete restrict,
  primary key (document_id, field)
);
create index document_refs_target_idx on document_refs (target_id);

create function document_refs_sync() returns trigger
language plpgsql
as $$
begin
  delete from document_refs where document_id = new.id;
  insert into document_refs (document_id, field, target_id)
    select new.id, r.key, r.value::uuid from jsonb_each_text(new.refs) r where r.value is not null;
  return null;
end
$$;

create trigger documents_refs after insert or update of refs on documents
  for each row execute function document_refs_sync();

insert into documents (id, type, locale, slug, title, data, published, published_at, version, updated_by_email,
                       created_at, updated_at, path, redirect_on_move)
select id, 'person', 'en', slug, name,
       jsonb_build_object('name', name, 'credentials', credentials, 'job_title', job_title, 'bio', bio, 'photo', photo,
                          'photo_alt', photo_alt, 'links', to_jsonb(links)),
       true, created_at, 1, '', created_at, updated_at, '/blog/author/' || slug, false
  from people order by seq;

insert into documents (id, type, locale, translation_of, source_version, slug, title, data, published, publish_at,
                       published_at, version, updated_by, updated_by_email, created_at, updated_at, path, redirect_on_move, refs)
select id, 'post', locale, translation_of, source_version, slug, title,
       jsonb_build_object('excerpt', excerpt, 'content', content, 'category', category, 'tags', to_jsonb(tags),
                          'featured_image', featured_image, 'featured_image_alt', featured_image_alt,
                          'meta_title', meta_title, 'meta_description', meta_description, 'canonical_url', canonical_url,
                          'noindex', noindex, 'social_image', social_image, 'social_title', social_title,
                          'social_description', social_description, 'author_id', author_id, 'reviewer_id', reviewer_id,
                          'last_reviewed', last_reviewed, 'medical_disclaimer', medical_disclaimer),
       published, publish_at, published_at, version, updated_by, updated_by_email, created_at, updated_at,
       case when locale = 'en' then '/blog/' || slug else '/' || locale || '/blog/' || slug end, true,
       jsonb_strip_nulls(jsonb_build_object('author_id', author_id, 'reviewer_id', reviewer_id))
  from posts order by seq;

insert into documents (id, type, locale, translation_of, source_version, slug, title, data, published, publish_at,
                       published_at, version, updated_by, updated_by_email, created_at, updated_at, path, redirect_on_move)
select id, 'page', locale, translation_of, source_version, slug, title,
       jsonb_build_object('content', content, 'meta_title', meta_title, 'meta_description', meta_description,
                          'canonical_url', canonical_url, 'noindex', noindex, 'social_image', social_image,
                          'social_title', social_title, 'social_description', social_description),
       published, publish_at, published_at, version, updated_by, updated_by_email, created_at, updated_at,
       case when locale = 'en' then '/' || slug else '/' || locale || '/' || slug end, true
  from pages order by seq;

-- Revisions: one foreign key for every kind.
alter table content_revisions drop constraint content_revisions_check;
update content_revisions set document_id = coalesce(post_id, page_id) where document_id is null;
alter table content_revisions drop column post_id, drop column page_id;
alter table content_revisions alter column document_id set not null;

-- Media usage: one foreign key, kept by a trigger on documents.
alter table media_refs add column document_id uuid references documents (id) on delete cascade;
update media_refs set document_id = coalesce(post_id, page_id);
drop index media_refs_key;
alter table media_refs drop column post_id, drop column page_id;
alter table media_refs alter column document_id set not null;
create unique index media_refs_key on media_refs (media_id, document_id, usage);
create index media_refs_document_idx on media_refs (document_id);

drop trigger posts_media_refs on posts;
drop trigger pages_media_refs on pages;
drop function media_refs_sync();

create function media_refs_sync() returns trigger
language plpgsql
as $$
begin
  if new.type not in ('post', 'page') then
    return null;
  end if;
  delete from media_refs where document_id = new.id;
  insert into media_refs (media_id, document_id, usage)
    select m.id, new.id, k.usage
      from media_ref_keys(new.data->>'content', case when new.type = 'post' then new.data->>'featured_image' end) k
      join media m on m.key = k.key;
  return null;
end
$$;

create trigger documents_media_refs after insert or update of data on documents
  for each row execute function media_refs_sync();

drop table posts;
drop table pages;
drop table people;
