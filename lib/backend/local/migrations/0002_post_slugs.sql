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

-- The admin lists sort by title too: an index lets a page be read without sorting every row.
create index posts_title_order_idx on posts (lower(title), id);
create index pages_title_order_idx on pages (lower(title), id);
