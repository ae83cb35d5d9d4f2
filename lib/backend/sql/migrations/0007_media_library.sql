-- Version 7: alt text, caption and pixel size per file, and where each file is used.

alter table media add column alt text not null default '' check (length(alt) <= 1000);
alter table media add column caption text not null default '' check (length(caption) <= 1000);
-- Read from the image's own bytes at upload; null for other files (and images uploaded before this version).
alter table media add column width int check (width > 0);
alter table media add column height int check (height > 0);
create index media_name_order_idx on media (lower(name), seq);
create index media_size_order_idx on media (size, seq);

-- Which post or page uses which file, as its featured image or in its Markdown. Kept by the triggers below in the
-- same transaction as every write of a post's or page's content, so it is never computed by scanning posts at
-- read time. Deleting a file, post or page removes its rows.
create table media_refs (
  media_id uuid not null references media (id) on delete cascade,
  post_id uuid references posts (id) on delete cascade,
  page_id uuid references pages (id) on delete cascade,
  usage text not null check (usage in ('featured', 'content')),
  check ((post_id is null) <> (page_id is null))
);
create unique index media_refs_key on media_refs (media_id, (coalesce(post_id, page_id)), usage);
create index media_refs_post_idx on media_refs (post_id) where post_id is not null;
create index media_refs_page_idx on media_refs (page_id) where page_id is not null;

-- The storage keys a text points at: every /api/uploads/{key} in it, relative or absolute (docs/media.md).
create function media_ref_keys(body text, featured text) returns table (key text, usage text)
language sql immutable parallel safe
as $$
  select rtrim(m[1], '.'), 'content'
    from regexp_matches(coalesce(body, ''), '/api/uploads/((?:post-images/)?[A-Za-z0-9][A-Za-z0-9._-]*)', 'g') as m
  union
  select rtrim(m[1], '.'), 'featured'
    from regexp_matches(coalesce(featured, ''), '/api/uploads/((?:post-images/)?[A-Za-z0-9][A-Za-z0-9._-]*)') as m
$$;

create function media_refs_sync() returns trigger
language plpgsql
as $$
begin
  if tg_table_name = 'posts' then
    delete from media_refs where post_id = new.id;
    insert into media_refs (media_id, post_id, usage)
      select m.id, new.id, k.usage from media_ref_keys(new.content, new.featured_image) k join media m on m.key = k.key;
  else
    delete from media_refs where page_id = new.id;
    insert into media_refs (media_id, page_id, usage)
      select m.id, new.id, k.usage from media_ref_keys(new.content, null) k join media m on m.key = k.key;
  end if;
  return null;
end
$$;

create trigger posts_media_refs after insert or update of content, featured_image on posts
  for each row execute function media_refs_sync();
create trigger pages_media_refs after insert or update of content on pages
  for each row execute function media_refs_sync();

-- Content written before this version.
insert into media_refs (media_id, post_id, usage)
  select m.id, p.id, k.usage from posts p cross join lateral media_ref_keys(p.content, p.featured_image) k join media m on m.key = k.key;
insert into media_refs (media_id, page_id, usage)
  select m.id, p.id, k.usage from pages p cross join lateral media_ref_keys(p.content, null) k join media m on m.key = k.key;
