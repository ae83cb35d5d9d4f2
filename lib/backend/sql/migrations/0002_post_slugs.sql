-- Version 2: the blog's category filter compares slugs, kept precomputed instead of slugifying every row
-- on every request.

create function slugify_all(vals text[]) returns text[]
language sql immutable parallel safe
as $$
  select coalesce(array_agg(slugify(v)), '{}') from unnest(vals) as v
$$;

alter table posts
  add column category_slug text generated always as (slugify(category)) stored,
  add column tag_slugs text[] generated always as (slugify_all(tags)) stored;

-- Rows created within the clock's resolution share created_at; an insertion counter keeps "newest first" exact.
alter table posts add column seq bigint generated always as identity;
alter table pages add column seq bigint generated always as identity;
alter table messages add column seq bigint generated always as identity;
alter table media add column seq bigint generated always as identity;
drop index posts_created_at_idx;
drop index pages_created_at_idx;
drop index messages_created_at_idx;
drop index media_created_at_idx;
create index posts_created_at_idx on posts (created_at desc, seq desc);
create index pages_created_at_idx on pages (created_at desc, seq desc);
create index messages_created_at_idx on messages (created_at desc, seq desc);
create index media_created_at_idx on media (created_at desc, seq desc);

-- The admin lists sort by title too: an index lets a page be read without sorting every row.
create index posts_title_order_idx on posts (lower(title), seq);
create index pages_title_order_idx on pages (lower(title), seq);

