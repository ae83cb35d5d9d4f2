-- Media library: alt text, caption and pixel size per file, and where each file is used (the embedded
-- backend's migration 0007). Files live in the storage bucket, so both tables are keyed by the object's path.

create table public.media_meta (
  path text primary key check (length(path) <= 300),
  alt text not null default '' check (length(alt) <= 1000),
  caption text not null default '' check (length(caption) <= 1000),
  width int check (width > 0),
  height int check (height > 0),
  updated_at timestamptz not null default now()
);

-- Which post or page uses which file, as featured image or in its Markdown: written only by the triggers below,
-- in the same transaction as the post's or page's write. Deleting a file deletes its rows (the adapter, with the
-- object: a trigger on storage.objects is not ours to create on hosted Supabase).
create table public.media_refs (
  path text not null,
  post_id uuid references public.posts (id) on delete cascade,
  page_id uuid references public.pages (id) on delete cascade,
  usage text not null check (usage in ('featured', 'content')),
  check ((post_id is null) <> (page_id is null))
);
create unique index media_refs_key on public.media_refs (path, (coalesce(post_id, page_id)), usage);
create index media_refs_post_idx on public.media_refs (post_id) where post_id is not null;
create index media_refs_page_idx on public.media_refs (page_id) where page_id is not null;

-- The bucket paths a text points at: every public object URL of the uploads bucket in it.
create function private.media_ref_paths(body text, featured text) returns table (path text, usage text)
language sql immutable set search_path = ''
as $$
  select rtrim(m[1], '.'), 'content'
    from regexp_matches(coalesce(body, ''), '/storage/v1/object/public/uploads/((?:post-images/)?[A-Za-z0-9][A-Za-z0-9._-]*)', 'g') as m
  union
  select rtrim(m[1], '.'), 'featured'
    from regexp_matches(coalesce(featured, ''), '/storage/v1/object/public/uploads/((?:post-images/)?[A-Za-z0-9][A-Za-z0-9._-]*)') as m
$$;

create function private.media_refs_sync() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_table_name = 'posts' then
    delete from public.media_refs where post_id = new.id;
    insert into public.media_refs (path, post_id, usage)
      select k.path, new.id, k.usage from private.media_ref_paths(new.content, new.featured_image) k
      where exists (select 1 from storage.objects o where o.bucket_id = 'uploads' and o.name = k.path);
  else
    delete from public.media_refs where page_id = new.id;
    insert into public.media_refs (path, page_id, usage)
      select k.path, new.id, k.usage from private.media_ref_paths(new.content, null) k
      where exists (select 1 from storage.objects o where o.bucket_id = 'uploads' and o.name = k.path);
  end if;
  return null;
end;
$$;

create trigger posts_media_refs after insert or update of content, featured_image on public.posts
  for each row execute function private.media_refs_sync();
create trigger pages_media_refs after insert or update of content on public.pages
  for each row execute function private.media_refs_sync();

insert into public.media_refs (path, post_id, usage)
  select k.path, p.id, k.usage from public.posts p cross join lateral private.media_ref_paths(p.content, p.featured_image) k
  where exists (select 1 from storage.objects o where o.bucket_id = 'uploads' and o.name = k.path);
insert into public.media_refs (path, page_id, usage)
  select k.path, p.id, k.usage from public.pages p cross join lateral private.media_ref_paths(p.content, null) k
  where exists (select 1 from storage.objects o where o.bucket_id = 'uploads' and o.name = k.path);

-- ---------------------------------------------------------------- grants and row-level security

revoke all on public.media_meta, public.media_refs from anon, authenticated;
-- Visitors' pages need an image's pixel size (to reserve its space); nothing else of the library.
grant select (path, width, height) on public.media_meta to anon;
grant select, insert, update, delete on public.media_meta to authenticated;
-- Where-used is admin data: members read it, and delete a file's rows with the file; only the triggers insert.
grant select, delete on public.media_refs to authenticated;

alter table public.media_meta enable row level security;
alter table public.media_refs enable row level security;

create policy media_meta_read on public.media_meta for select to anon, authenticated using (true);
create policy media_meta_write on public.media_meta for insert to authenticated with check ((select private.is_admin()));
create policy media_meta_update on public.media_meta for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy media_meta_delete on public.media_meta for delete to authenticated using ((select private.is_admin()));
create policy media_refs_read on public.media_refs for select to authenticated using ((select private.is_admin()));
create policy media_refs_delete on public.media_refs for delete to authenticated using ((select private.is_admin()));
