-- Supabase schema: content tables, admin memberships, closed registration, row-level security, storage bucket.
-- Apply with `supabase db push` (or paste into the SQL editor). No default account or password anywhere.

create schema if not exists private;
revoke all on schema private from public;

-- ---------------------------------------------------------------- tables

create table public.posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' and length(slug) <= 200),
  excerpt text not null default '' check (length(excerpt) <= 1000),
  content text not null default '' check (length(content) <= 200000),
  category text not null default '' check (length(category) <= 100),
  tags text[] not null default '{}' check (cardinality(tags) <= 30),
  published boolean not null default false,
  featured_image text check (featured_image is null or length(featured_image) <= 2048),
  featured_image_alt text not null default '' check (length(featured_image_alt) <= 300),
  meta_title text not null default '' check (length(meta_title) <= 200),
  meta_description text not null default '' check (length(meta_description) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz
);
create index posts_created_at_idx on public.posts (created_at desc);

create table public.pages (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' and length(slug) <= 200),
  content text not null default '' check (length(content) <= 200000),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz
);
create index pages_created_at_idx on public.pages (created_at desc);

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  email text not null check (length(email) between 3 and 320),
  message text not null check (length(message) between 1 and 5000),
  read boolean not null default false,
  created_at timestamptz not null default now()
);
create index messages_created_at_idx on public.messages (created_at desc);

-- Admin rights: a signed-in user without a row here has none, not even reading drafts.
create table public.memberships (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null check (role in ('owner', 'admin')),
  created_at timestamptz not null default now()
);
create unique index memberships_one_owner on public.memberships (role) where role = 'owner';

-- E-mails allowed to register (the ADMIN_EMAILS of the embedded backend). Empty = only the very first account.
create table private.admin_emails (email text primary key check (email = lower(email)));

-- published_at is set when a row is first published; updated_at on every change.
create function private.touch_row() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.published and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;
create trigger posts_touch before insert or update on public.posts for each row execute function private.touch_row();
create trigger pages_touch before insert or update on public.pages for each row execute function private.touch_row();

-- ---------------------------------------------------------------- who is an admin

create function private.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.memberships m where m.user_id = (select auth.uid()))
$$;
revoke all on function private.is_admin() from public;
grant usage on schema private to anon, authenticated;
grant execute on function private.is_admin() to anon, authenticated;

-- Registration is closed by default: every new auth.users row must be allowed, else the sign-up fails.
create function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  listed boolean;
  has_list boolean;
  has_owner boolean;
begin
  -- Serialise registrations so that concurrent first sign-ups yield exactly one owner.
  perform pg_advisory_xact_lock(72114002);
  select exists (select 1 from private.admin_emails) into has_list;
  select exists (select 1 from private.admin_emails where email = lower(new.email)) into listed;
  select exists (select 1 from public.memberships where role = 'owner') into has_owner;
  if has_list and not listed then
    raise exception 'Registration is closed' using errcode = 'P0001';
  end if;
  if not has_list and (has_owner or exists (select 1 from auth.users u where u.id <> new.id)) then
    raise exception 'Registration is closed' using errcode = 'P0001';
  end if;
  insert into public.memberships (user_id, role) values (new.id, case when has_owner then 'admin' else 'owner' end);
  return new;
end;
$$;
create trigger on_auth_user_created after insert on auth.users for each row execute function private.handle_new_user();

-- ---------------------------------------------------------------- privileges and row-level security

revoke all on public.posts, public.pages, public.messages, public.memberships from anon, authenticated;
grant select on public.posts, public.pages to anon, authenticated;
grant insert, update, delete on public.posts, public.pages to authenticated;
grant insert on public.messages to anon, authenticated;
grant select, update, delete on public.messages to authenticated;
grant select on public.memberships to authenticated;

alter table public.posts enable row level security;
alter table public.pages enable row level security;
alter table public.messages enable row level security;
alter table public.memberships enable row level security;
alter table public.posts force row level security;
alter table public.pages force row level security;
alter table public.messages force row level security;
alter table public.memberships force row level security;

create policy posts_read on public.posts for select to anon, authenticated
  using (published or (select private.is_admin()));
create policy posts_insert on public.posts for insert to authenticated with check ((select private.is_admin()));
create policy posts_update on public.posts for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy posts_delete on public.posts for delete to authenticated using ((select private.is_admin()));

create policy pages_read on public.pages for select to anon, authenticated
  using (published or (select private.is_admin()));
create policy pages_insert on public.pages for insert to authenticated with check ((select private.is_admin()));
create policy pages_update on public.pages for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy pages_delete on public.pages for delete to authenticated using ((select private.is_admin()));

-- The contact form may only add unread messages; reading and managing them is for admins.
create policy messages_insert on public.messages for insert to anon, authenticated with check (read = false);
create policy messages_read on public.messages for select to authenticated using ((select private.is_admin()));
create policy messages_update on public.messages for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy messages_delete on public.messages for delete to authenticated using ((select private.is_admin()));

create policy memberships_read on public.memberships for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- The blog's public search (substring over title, excerpt, content and tags; category by slug), with RLS applied
-- as the caller (security invoker), so it only ever sees what the caller may see.
create function public.slugify(value text) returns text
language sql immutable parallel safe set search_path = ''
as $$
  select trim(both '-' from regexp_replace(
    regexp_replace(
      replace(regexp_replace(lower(trim(value)), '\s+', '-', 'g'), '&', '-and-'),
      '[^a-z0-9_-]', '', 'g'),
    '-+', '-', 'g'))
$$;

create function public.search_published_posts(q text, category text, lim int, off int)
returns table (post jsonb, total bigint)
language sql stable security invoker set search_path = ''
as $$
  with matched as (
    select p.* from public.posts p
    where p.published
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
grant execute on function public.search_published_posts(text, text, int, int) to anon, authenticated;

-- ---------------------------------------------------------------- storage

-- Public bucket: featured images under post-images/, media-library files at the top level. 10 MB per file.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('uploads', 'uploads', true, 10485760, null)
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit;

create policy uploads_insert on storage.objects for insert to authenticated
  with check (
    bucket_id = 'uploads' and (select private.is_admin()) and (
      ((storage.foldername(name))[1] = 'post-images' and cardinality(storage.foldername(name)) = 1
        and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'gif', 'webp'))
      or cardinality(storage.foldername(name)) = 0
    )
  );
create policy uploads_update on storage.objects for update to authenticated
  using (bucket_id = 'uploads' and (select private.is_admin()))
  with check (bucket_id = 'uploads' and (select private.is_admin()));
create policy uploads_delete on storage.objects for delete to authenticated
  using (bucket_id = 'uploads' and (select private.is_admin()));
-- Listing (the media library) is for admins; public files are still served through their public URL.
create policy uploads_read on storage.objects for select to authenticated
  using (bucket_id = 'uploads' and (select private.is_admin()));
