-- Version 6: revision history, optimistic concurrency and editor presence for posts and pages.

-- Every save bumps version; a save names the version it started from and is refused when it changed meanwhile.
alter table posts add column version integer not null default 1;
alter table posts add column updated_by uuid references users (id) on delete set null;
alter table posts add column updated_by_email text not null default '';
alter table pages add column version integer not null default 1;
alter table pages add column updated_by uuid references users (id) on delete set null;
alter table pages add column updated_by_email text not null default '';

-- A whole snapshot of what the editor holds, per save; the newest 50 per record are kept. One foreign key per
-- kind so deleting the record deletes its history.
create table content_revisions (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('post', 'page')),
  post_id uuid references posts (id) on delete cascade,
  page_id uuid references pages (id) on delete cascade,
  version integer not null,
  data jsonb not null,
  summary text not null default '',
  author_id uuid references users (id) on delete set null,
  author_email text not null default '',
  created_at timestamptz not null default now(),
  seq bigint generated always as identity,
  check ((kind = 'post' and post_id is not null and page_id is null) or (kind = 'page' and page_id is not null and post_id is null))
);
create index content_revisions_post_idx on content_revisions (post_id, seq desc) where post_id is not null;
create index content_revisions_page_idx on content_revisions (page_id, seq desc) where page_id is not null;

-- Who has an editor open: a heartbeat upserts the row; rows older than about a minute count as gone.
create table editor_presence (
  kind text not null check (kind in ('post', 'page')),
  record_id uuid not null,
  user_id uuid not null references users (id) on delete cascade,
  email text not null,
  seen_at timestamptz not null default now(),
  primary key (kind, record_id, user_id)
);
create index editor_presence_seen_idx on editor_presence (seen_at);
