-- The servers that read the shared cache-tag state (lib/server/cache/tag-state.mjs), each with the newest change it
-- has applied. A server that records a change waits (briefly) until every other live server has applied it before
-- its save answers, so a page read on any server after the save shows the change. seen_at is each server's
-- heartbeat: a server silent for longer than the state's READER_TTL is no longer waited for. Private: not exposed
-- through the API.
create table private.cache_tag_readers (
  id text primary key,
  seq bigint not null default 0,
  seen_at timestamptz not null default now()
);
revoke all on private.cache_tag_readers from public, anon, authenticated;
