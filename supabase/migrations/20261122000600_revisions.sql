-- Revision history, optimistic concurrency and editor presence (the embedded backend's migration 0006).
-- Visitors can read published posts and pages directly here, so nothing about editors is stored on those rows:
-- who saved lives in content_revisions, which only admins can read.

-- ---------------------------------------------------------------- versions

-- Every write bumps version; the app's UPDATE filters on the version it started from, so of two saves from the
-- same version only one matches a row. The client cannot set it.
alter table public.posts add column version integer not null default 1;
alter table public.pages add column version integer not null default 1;

create function private.bump_version() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.version := case when tg_op = 'UPDATE' then old.version + 1 else 1 end;
  return new;
end;
$$;
create trigger posts_version before insert or update on public.posts for each row execute function private.bump_version();
create trigger pages_version before insert or update on public.pages for each row execute function private.bump_version();

-- ---------------------------------------------------------------- revisions

create table public.content_revisions (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('post', 'page')),
  post_id uuid references public.posts (id) on delete cascade,
  page_id uuid references public.pages (id) on delete cascade,
  version integer not null,
  data jsonb not null,
  summary text not null default '',
  author_id uuid references auth.users (id) on delete set null,
  author_email text not null default '',
  created_at timestamptz not null default now(),
  seq bigint generated always as identity,
  check ((kind = 'post' and post_id is not null and page_id is null) or (kind = 'page' and page_id is not null and post_id is null))
);
create index content_revisions_post_idx on public.content_revisions (post_id, seq desc) where post_id is not null;
create index content_revisions_page_idx on public.content_revisions (page_id, seq desc) where page_id is not null;

-- Written by the save's own transaction: a snapshot of what the editor holds, who saved it, the newest 50 kept.
create function private.record_revision() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  snapshot jsonb;
  author text;
begin
  if tg_table_name = 'posts' then
    snapshot := jsonb_build_object(
      'title', new.title, 'slug', new.slug, 'excerpt', new.excerpt, 'content', new.content, 'category', new.category,
      'tags', to_jsonb(new.tags), 'published', new.published, 'featured_image', new.featured_image,
      'featured_image_alt', new.featured_image_alt, 'meta_title', new.meta_title, 'meta_description', new.meta_description,
      'publish_at', new.publish_at);
  else
    snapshot := jsonb_build_object('title', new.title, 'slug', new.slug, 'content', new.content, 'published', new.published,
      'publish_at', new.publish_at);
  end if;
  select u.email into author from auth.users u where u.id = auth.uid();
  if tg_table_name = 'posts' then
    insert into public.content_revisions (kind, post_id, version, data, author_id, author_email)
      values ('post', new.id, new.version, snapshot, auth.uid(), coalesce(author, ''));
    delete from public.content_revisions r where r.post_id = new.id
      and r.seq <= (select x.seq from public.content_revisions x where x.post_id = new.id order by x.seq desc offset 50 limit 1);
  else
    insert into public.content_revisions (kind, page_id, version, data, author_id, author_email)
      values ('page', new.id, new.version, snapshot, auth.uid(), coalesce(author, ''));
    delete from public.content_revisions r where r.page_id = new.id
      and r.seq <= (select x.seq from public.content_revisions x where x.page_id = new.id order by x.seq desc offset 50 limit 1);
  end if;
  return null;
end;
$$;
revoke all on function private.record_revision() from public;
create trigger posts_revision after insert or update on public.posts for each row execute function private.record_revision();
create trigger pages_revision after insert or update on public.pages for each row execute function private.record_revision();

alter table public.content_revisions enable row level security;
revoke all on public.content_revisions from anon, authenticated;
grant select on public.content_revisions to authenticated;
-- The app fills in the one-line summary after the save; nothing else of a revision can change.
grant update (summary) on public.content_revisions to authenticated;
create policy content_revisions_read on public.content_revisions for select to authenticated using ((select private.is_admin()));
create policy content_revisions_summary on public.content_revisions for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- ---------------------------------------------------------------- presence

create table public.editor_presence (
  kind text not null check (kind in ('post', 'page')),
  record_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null,
  seen_at timestamptz not null default now(),
  primary key (kind, record_id, user_id)
);
create index editor_presence_seen_idx on public.editor_presence (seen_at);

alter table public.editor_presence enable row level security;
revoke all on public.editor_presence from anon, authenticated;
grant select, insert, update, delete on public.editor_presence to authenticated;
create policy editor_presence_read on public.editor_presence for select to authenticated using ((select private.is_admin()));
-- An admin announces only themselves.
create policy editor_presence_insert on public.editor_presence for insert to authenticated
  with check ((select private.is_admin()) and user_id = (select auth.uid()));
create policy editor_presence_update on public.editor_presence for update to authenticated
  using ((select private.is_admin()) and user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy editor_presence_delete on public.editor_presence for delete to authenticated
  using ((select private.is_admin()) and user_id = (select auth.uid()));

-- "Last edited by" for a page of the admin lists: the newest revision's author per record, in one call. Invoker
-- rights: row-level security applies, so anyone but an admin gets no rows.
create function public.latest_authors(k text, ids uuid[])
returns table (record_id uuid, author_email text, created_at timestamptz)
language sql stable security invoker set search_path = ''
as $$
  select distinct on (coalesce(r.post_id, r.page_id)) coalesce(r.post_id, r.page_id), r.author_email, r.created_at
  from public.content_revisions r
  where (k = 'post' and r.post_id = any(ids)) or (k = 'page' and r.page_id = any(ids))
  order by coalesce(r.post_id, r.page_id), r.seq desc
$$;
revoke all on function public.latest_authors(text, uuid[]) from public;
grant execute on function public.latest_authors(text, uuid[]) to authenticated;
