-- Several app servers on one Supabase project (the embedded backend's migration 0010).

-- ---------------------------------------------------------------- health

-- The schema version /api/health reports: the newest migration the Supabase CLI recorded, else this file's.
create or replace function public.schema_version() returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  v text;
begin
  if to_regclass('supabase_migrations.schema_migrations') is not null then
    execute 'select max(version)::text from supabase_migrations.schema_migrations' into v;
  end if;
  return coalesce(v, '20261122001000');
end;
$$;
revoke all on function public.schema_version() from public;
grant execute on function public.schema_version() to anon, authenticated;

-- ---------------------------------------------------------------- shared cache-tag state

-- With DATABASE_URL set to this project's database, every app server keeps its cache-tag state here
-- (lib/server/cache/tag-state.mjs). Private: not exposed through the API.
create sequence private.cache_tags_seq;
create table private.cache_tags (
  tag text primary key,
  stale_at double precision,
  expired_at double precision,
  seq bigint not null default nextval('private.cache_tags_seq')
);
create index cache_tags_seq_idx on private.cache_tags (seq);
revoke all on private.cache_tags from public, anon, authenticated;

-- ---------------------------------------------------------------- shared limits

-- With DATABASE_URL set to this project's database, the app's own limiters (contact form per IP, sign-in
-- throttles) keep their state here, so they hold across servers. Private: not exposed through the API.
create table private.rate_limits (
  bucket text not null,
  key text not null,
  state jsonb not null,
  expires_at timestamptz not null,
  primary key (bucket, key)
);
create index rate_limits_expires_idx on private.rate_limits (expires_at);
revoke all on private.rate_limits from public, anon, authenticated;

-- ---------------------------------------------------------------- published posts, paged

-- The app pages through live posts with this and applies the blog's search and category rules itself (one
-- implementation, in the app). q and category stay for older callers; their % and _ now match literally.
create or replace function public.search_published_posts(q text, category text, lim int, off int)
returns table (post jsonb, total bigint)
language sql stable security invoker set search_path = ''
as $$
  with needle as (
    select '%' || replace(replace(replace(coalesce(q, ''), '\', '\\'), '%', '\%'), '_', '\_') || '%' as pattern
  ),
  matched as (
    select p.* from public.posts p, needle n
    where public.is_live(p.published, p.publish_at)
      and (coalesce(q, '') = '' or p.title ilike n.pattern or p.excerpt ilike n.pattern
           or p.content ilike n.pattern or exists (select 1 from unnest(p.tags) t where t ilike n.pattern))
      and (coalesce(category, '') = '' or strpos(public.slugify(p.category), category) > 0
           or exists (select 1 from unnest(p.tags) t where public.slugify(t) = category))
  )
  select to_jsonb(m), count(*) over ()
  from matched m
  order by coalesce(m.published_at, m.created_at) desc, m.slug asc
  limit least(greatest(lim, 0), 1000) offset greatest(off, 0)
$$;
