-- Several app servers on one PostgreSQL database.

-- Cache-tag state shared by every server (lib/cache/tag-state.mjs): when a tag was marked stale and when it
-- expires, in milliseconds since the epoch by the database's clock. seq moves on every change, so a server
-- catches up with `where seq > last seen`.
create sequence cache_tags_seq;
create table cache_tags (
  tag text primary key,
  stale_at double precision,
  expired_at double precision,
  seq bigint not null default nextval('cache_tags_seq')
);
create index cache_tags_seq_idx on cache_tags (seq);

-- Limiter state (lib/backend/limits.ts) with DATABASE_URL, so a limit holds across servers: one row per
-- limiter and key (a hash), its state as the rule keeps it, deleted once expired.
create table rate_limits (
  bucket text not null,
  key text not null,
  state jsonb not null,
  expires_at timestamptz not null,
  primary key (bucket, key)
);
create index rate_limits_expires_idx on rate_limits (expires_at);

-- Uploaded bytes with DATABASE_URL: chunks of 256 KiB per media key, so every server serves every file and a
-- request reads one chunk at a time. The media row keeps the metadata; its delete removes the chunks.
create table media_chunks (
  key text not null,
  idx int not null,
  data bytea not null,
  primary key (key, idx)
);
