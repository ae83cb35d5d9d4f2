-- Scheduled publishing, client share links, editor previews and redirects (the embedded backend's migration 0005).

-- ---------------------------------------------------------------- scheduling

alter table public.posts add column publish_at timestamptz;
alter table public.pages add column publish_at timestamptz;
create index posts_publish_at_idx on public.posts (publish_at) where publish_at is not null;
create index pages_publish_at_idx on public.pages (publish_at) where publish_at is not null;

-- Live now: published and, when scheduled, its time has come. Nothing has to run at that time.
create function public.is_live(published boolean, publish_at timestamptz) returns boolean
language sql stable set search_path = ''
as $$ select coalesce(published, false) and (publish_at is null or publish_at <= now()) $$;

-- published_at is the first publication time: kept once reached, else when the row goes (or will go) live.
create or replace function private.touch_row() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  if tg_op = 'UPDATE' and old.published_at is not null and old.published_at <= now() then
    new.published_at := old.published_at;
  elsif new.published then
    new.published_at := coalesce(new.publish_at, now());
  else
    new.published_at := null;
  end if;
  return new;
end;
$$;

drop policy posts_read on public.posts;
create policy posts_read on public.posts for select to anon, authenticated
  using (public.is_live(published, publish_at) or (select private.is_admin()));
drop policy pages_read on public.pages;
create policy pages_read on public.pages for select to anon, authenticated
  using (public.is_live(published, publish_at) or (select private.is_admin()));

create or replace function public.search_published_posts(q text, category text, lim int, off int)
returns table (post jsonb, total bigint)
language sql stable security invoker set search_path = ''
as $$
  with matched as (
    select p.* from public.posts p
    where public.is_live(p.published, p.publish_at)
      and (coalesce(q, '') = '' or p.title ilike '%' || q || '%' or p.excerpt ilike '%' || q || '%'
           or p.content ilike '%' || q || '%' or exists (select 1 from unnest(p.tags) t where t ilike '%' || q || '%'))
      and (coalesce(category, '') = '' or strpos(public.slugify(p.category), category) > 0
           or exists (select 1 from unnest(p.tags) t where public.slugify(t) = category))
  )
  select to_jsonb(m), count(*) over ()
  from matched m
  order by coalesce(m.published_at, m.created_at) desc, m.slug asc
  limit least(greatest(lim, 0), 1000) offset greatest(off, 0)
$$;

-- The server bounds its public page cache by the next due time. Visitors learn only that instant: never which
-- record, never its content.
create function public.next_publish_at() returns timestamptz
language sql stable security definer set search_path = ''
as $$
  select min(t.at) from (
    select min(publish_at) as at from public.posts where published and publish_at > now()
    union all
    select min(publish_at) from public.pages where published and publish_at > now()
  ) t
$$;
revoke all on function public.next_publish_at() from public;
grant execute on function public.next_publish_at() to anon, authenticated;

-- ---------------------------------------------------------------- share links

create table public.share_links (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  kind text not null check (kind in ('post', 'page')),
  record_id uuid not null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index share_links_record_idx on public.share_links (kind, record_id, created_at desc);

-- A client holding a valid token reads that one saved record; nobody without admin rights reads the links.
create function public.shared_record(token_hash text) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select case l.kind
    when 'post' then (select jsonb_build_object('kind', 'post', 'row', to_jsonb(p)) from public.posts p where p.id = l.record_id)
    else (select jsonb_build_object('kind', 'page', 'row', to_jsonb(g)) from public.pages g where g.id = l.record_id)
  end
  from public.share_links l
  where l.token_hash = shared_record.token_hash and l.revoked_at is null and l.expires_at > now()
$$;
revoke all on function public.shared_record(text) from public;
grant execute on function public.shared_record(text) to anon, authenticated;

-- ---------------------------------------------------------------- previews

create table public.previews (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('post', 'page')),
  record_id uuid,
  data jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index previews_expires_idx on public.previews (expires_at);

-- ---------------------------------------------------------------- redirects

create table public.redirects (
  id uuid primary key default gen_random_uuid(),
  from_path text not null check (from_path like '/%' and length(from_path) <= 500),
  to_path text not null check (length(to_path) <= 2000),
  status int not null default 301 check (status in (301, 302, 307, 308)),
  automatic boolean not null default false,
  hits bigint not null default 0,
  last_hit_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index redirects_from_key on public.redirects (from_path);
create index redirects_to_idx on public.redirects (to_path);

-- Serving redirects needs only sources and targets (public anyway: any URL can be tried); never hit counts.
create function public.redirect_table() returns table (id uuid, from_path text, to_path text, status int)
language sql stable security definer set search_path = ''
as $$ select r.id, r.from_path, r.to_path, r.status from public.redirects r $$;
create function public.record_redirect_hit(redirect_id uuid) returns void
language sql volatile security definer set search_path = ''
as $$ update public.redirects set hits = hits + 1, last_hit_at = now() where id = redirect_id $$;
revoke all on function public.redirect_table() from public;
revoke all on function public.record_redirect_hit(uuid) from public;
grant execute on function public.redirect_table() to anon, authenticated;
grant execute on function public.record_redirect_hit(uuid) to anon, authenticated;

-- A live URL moved: chains collapse onto the new URL, a redirect from the new URL (a loop) goes, old → new.
create function public.move_url(old_path text, new_path text) returns void
language plpgsql security invoker set search_path = ''
as $$
begin
  if old_path = new_path then return; end if;
  delete from public.redirects r where r.from_path = new_path;
  update public.redirects r set to_path = new_path, updated_at = now() where r.to_path = old_path;
  insert into public.redirects as r (from_path, to_path, status, automatic) values (old_path, new_path, 301, true)
  on conflict (from_path) do update set to_path = excluded.to_path, status = 301, automatic = true, updated_at = now();
end;
$$;
revoke all on function public.move_url(text, text) from public;
grant execute on function public.move_url(text, text) to authenticated;

-- ---------------------------------------------------------------- grants and row-level security

revoke all on public.share_links, public.previews, public.redirects from anon, authenticated;
grant select, insert, update on public.share_links to authenticated;
grant select, insert, delete on public.previews to authenticated;
grant select, insert, update, delete on public.redirects to authenticated;

alter table public.share_links enable row level security;
alter table public.previews enable row level security;
alter table public.redirects enable row level security;
alter table public.share_links force row level security;
alter table public.previews force row level security;
alter table public.redirects force row level security;

create policy share_links_admin on public.share_links for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy previews_own on public.previews for all to authenticated
  using (user_id = (select auth.uid()) and (select private.is_admin()))
  with check (user_id = (select auth.uid()) and (select private.is_admin()));
create policy redirects_admin on public.redirects for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
