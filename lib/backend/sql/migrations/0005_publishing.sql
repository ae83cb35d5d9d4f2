-- Version 5: scheduled publishing, client share links for drafts, editor previews and URL redirects.

-- A record is live when published and its publish_at (if any) has passed: no worker has to flip a flag.
-- published with a future publish_at reads "Scheduled"; published_at stays the first publication time.
alter table posts add column publish_at timestamptz;
alter table pages add column publish_at timestamptz;
create index posts_publish_at_idx on posts (publish_at) where publish_at is not null;
create index pages_publish_at_idx on pages (publish_at) where publish_at is not null;

-- Read-only links for a client without an account: only the SHA-256 of the random token is stored.
create table share_links (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  kind text not null check (kind in ('post', 'page')),
  record_id uuid not null,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index share_links_record_idx on share_links (kind, record_id, created_at desc);

-- The editor's unsaved form state, shown on the public template to the admin who sent it (short-lived).
create table previews (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('post', 'page')),
  record_id uuid,
  data jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index previews_expires_idx on previews (expires_at);

-- Old URLs that answer with a redirect: written by hand (the agency's old site) or on a slug change.
create table redirects (
  id uuid primary key default gen_random_uuid(),
  from_path text not null check (from_path like '/%' and length(from_path) <= 500),
  to_path text not null check (length(to_path) <= 2000),
  status int not null default 301 check (status in (301, 302, 307, 308)),
  automatic boolean not null default false,
  hits bigint not null default 0,
  last_hit_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  seq bigint generated always as identity
);
create unique index redirects_from_key on redirects (from_path);
create index redirects_to_idx on redirects (to_path);
create index redirects_created_at_idx on redirects (created_at desc, seq desc);
