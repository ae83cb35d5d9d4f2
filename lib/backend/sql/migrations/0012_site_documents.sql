-- Version 12: the marketing site as content. Site pages (home, services, landing pages), case studies, resources and
-- the site's singletons (navigation, footer, contact details, site settings) are documents of one table: a type,
-- the columns every document has (slug, title, the publishing state, the version) and the type's own fields as
-- JSON, declared and checked in the application (lib/domain/content). Revisions, previews, share links and editor
-- presence learn the document kinds.

create table documents (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('site_page', 'case_study', 'resource', 'navigation', 'footer', 'contact_details', 'site_settings')),
  -- Where it lives: a site page's path without its leading slash ('' is the home page), a case study's or
  -- resource's slug, a singleton's type name.
  slug text not null check (length(slug) <= 200),
  title text not null default '' check (length(title) <= 300),
  data jsonb not null default '{}',
  published boolean not null default false,
  publish_at timestamptz,
  published_at timestamptz,
  version integer not null default 1,
  updated_by uuid references users (id) on delete set null,
  updated_by_email text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  seq bigint generated always as identity,
  constraint documents_type_slug_key unique (type, slug)
);
create index documents_publish_at_idx on documents (publish_at) where publish_at is not null;
create index documents_type_created_idx on documents (type, created_at desc);

-- A document's history: one more foreign key, so deleting the document deletes its revisions.
alter table content_revisions add column document_id uuid references documents (id) on delete cascade;
alter table content_revisions drop constraint content_revisions_kind_check;
alter table content_revisions drop constraint content_revisions_check;
alter table content_revisions add constraint content_revisions_kind_check
  check (kind in ('post', 'page', 'site_page', 'case_study', 'resource', 'navigation', 'footer', 'contact_details', 'site_settings'));
alter table content_revisions add constraint content_revisions_check
  check ((kind = 'post' and post_id is not null and page_id is null and document_id is null)
      or (kind = 'page' and page_id is not null and post_id is null and document_id is null)
      or (kind not in ('post', 'page') and document_id is not null and post_id is null and page_id is null));
create index content_revisions_document_idx on content_revisions (document_id, seq desc) where document_id is not null;

alter table share_links drop constraint share_links_kind_check;
alter table share_links add constraint share_links_kind_check
  check (kind in ('post', 'page', 'site_page', 'case_study', 'resource', 'navigation', 'footer', 'contact_details', 'site_settings'));
alter table previews drop constraint previews_kind_check;
alter table previews add constraint previews_kind_check
  check (kind in ('post', 'page', 'site_page', 'case_study', 'resource', 'navigation', 'footer', 'contact_details', 'site_settings'));
alter table editor_presence drop constraint editor_presence_kind_check;
alter table editor_presence add constraint editor_presence_kind_check
  check (kind in ('post', 'page', 'site_page', 'case_study', 'resource', 'navigation', 'footer', 'contact_details', 'site_settings'));

-- Which one-time content seeds have run (the site's copy as it was before it became content): a seed inserts its
-- documents once, in the transaction that records it here, and never again, so an edit is never overwritten.
create table content_seeds (
  name text primary key,
  applied_at timestamptz not null default now()
);
