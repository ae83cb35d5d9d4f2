-- Version 8: authors and medical reviewers, per-record SEO fields, and a small site-settings store.

-- The people directory: who wrote or medically reviewed a post. links holds profile URLs (LinkedIn, practice
-- website, registry entry); photo is a media-library URL like featured images.
create table people (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  slug text not null,
  credentials text not null default '',
  job_title text not null default '',
  bio text not null default '',
  photo text,
  photo_alt text not null default '',
  links text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  seq bigint generated always as identity
);
create unique index people_slug_key on people (slug);

-- A person named on a post cannot disappear under it: the data layer refuses first, listing the posts.
alter table posts
  add column author_id uuid references people (id) on delete restrict,
  add column reviewer_id uuid references people (id) on delete restrict,
  add column last_reviewed text not null default '' check (last_reviewed = '' or last_reviewed ~ '^\d{4}-\d{2}-\d{2}$'),
  add column medical_disclaimer boolean not null default false,
  add column canonical_url text not null default '',
  add column noindex boolean not null default false,
  add column social_image text,
  add column social_title text not null default '',
  add column social_description text not null default '';
create index posts_author_idx on posts (author_id) where author_id is not null;
create index posts_reviewer_idx on posts (reviewer_id) where reviewer_id is not null;

alter table pages
  add column meta_title text not null default '',
  add column meta_description text not null default '',
  add column canonical_url text not null default '',
  add column noindex boolean not null default false,
  add column social_image text,
  add column social_title text not null default '',
  add column social_description text not null default '';

-- Owner-level switches (publishing checklist, disclaimer text), one JSON value per key.
create table site_settings (
  key text primary key check (length(key) <= 100),
  value jsonb not null,
  updated_at timestamptz not null default now()
);
