-- Embedded/PostgreSQL schema, version 1: content tables, local accounts, memberships and sessions.

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email) and length(email) <= 320),
  password_hash text not null,
  created_at timestamptz not null default now()
);
create unique index users_email_key on users (email);

-- Admin rights live here: a user without a row has none at all.
create table memberships (
  user_id uuid primary key references users (id) on delete cascade,
  role text not null check (role in ('owner', 'admin')),
  created_at timestamptz not null default now()
);
-- At most one owner, whatever the races between registrations.
create unique index memberships_one_owner on memberships (role) where role = 'owner';

-- Only the SHA-256 of a session token is stored.
create table sessions (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user_id_idx on sessions (user_id);

create table posts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null,
  excerpt text not null default '',
  content text not null default '',
  category text not null default '',
  tags text[] not null default '{}',
  published boolean not null default false,
  featured_image text,
  featured_image_alt text not null default '',
  meta_title text not null default '',
  meta_description text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz
);
create unique index posts_slug_key on posts (slug);
create index posts_created_at_idx on posts (created_at desc, id desc);
create index posts_published_order_idx on posts ((coalesce(published_at, created_at)) desc, slug) where published;

create table pages (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null,
  content text not null default '',
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz
);
create unique index pages_slug_key on pages (slug);
create index pages_created_at_idx on pages (created_at desc, id desc);

create table messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  message text not null,
  read boolean not null default false,
  created_at timestamptz not null default now()
);
create index messages_created_at_idx on messages (created_at desc, id desc);

-- Uploaded files: the key is generated on the server; name is the cleaned original name, metadata only.
create table media (
  id uuid primary key default gen_random_uuid(),
  key text not null unique,
  name text not null,
  size bigint not null,
  content_type text not null,
  kind text not null check (kind in ('media', 'featured')),
  created_at timestamptz not null default now()
);
create index media_created_at_idx on media (created_at desc, id desc);

-- The spec's slug rule (lowercase, trim, spaces to hyphens, & to -and-, drop the rest, collapse hyphens),
-- used to match blog categories.
create function slugify(value text) returns text
language sql immutable parallel safe
as $$
  select trim(both '-' from regexp_replace(
    regexp_replace(
      replace(regexp_replace(lower(trim(value)), '\s+', '-', 'g'), '&', '-and-'),
      '[^a-z0-9_-]', '', 'g'),
    '-+', '-', 'g'))
$$;
