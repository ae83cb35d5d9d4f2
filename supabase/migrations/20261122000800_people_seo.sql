-- Authors and medical reviewers, per-record SEO fields and site settings (the embedded backend's migration 0008).

-- ---------------------------------------------------------------- people

create table public.people (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  slug text not null,
  credentials text not null default '',
  job_title text not null default '',
  bio text not null default '',
  photo text,
  photo_alt text not null default '',
  links text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index people_slug_key on public.people (slug);

alter table public.posts
  add column author_id uuid references public.people (id) on delete restrict,
  add column reviewer_id uuid references public.people (id) on delete restrict,
  add column last_reviewed text not null default '' check (last_reviewed = '' or last_reviewed ~ '^\d{4}-\d{2}-\d{2}$'),
  add column medical_disclaimer boolean not null default false,
  add column canonical_url text not null default '',
  add column noindex boolean not null default false,
  add column social_image text,
  add column social_title text not null default '',
  add column social_description text not null default '';
create index posts_author_idx on public.posts (author_id) where author_id is not null;
create index posts_reviewer_idx on public.posts (reviewer_id) where reviewer_id is not null;

alter table public.pages
  add column meta_title text not null default '',
  add column meta_description text not null default '',
  add column canonical_url text not null default '',
  add column noindex boolean not null default false,
  add column social_image text,
  add column social_title text not null default '',
  add column social_description text not null default '';

-- A visitor may read a person only while a live post names them (their byline and author page); a person
-- kept in the directory for later stays private. security definer: the check must see posts whatever the
-- caller's own row-level security on posts, yet it answers only yes or no.
create function private.person_is_public(person_id uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.posts p
    where public.is_live(p.published, p.publish_at) and (p.author_id = person_id or p.reviewer_id = person_id)
  )
$$;
revoke all on function private.person_is_public(uuid) from public;
grant execute on function private.person_is_public(uuid) to anon, authenticated;

-- ---------------------------------------------------------------- site settings

create table public.site_settings (
  key text primary key check (length(key) <= 100),
  value jsonb not null,
  updated_at timestamptz not null default now()
);

create function private.is_owner() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.memberships m where m.user_id = (select auth.uid()) and m.role = 'owner')
$$;
revoke all on function private.is_owner() from public;
grant execute on function private.is_owner() to anon, authenticated;

-- ---------------------------------------------------------------- grants and row-level security

revoke all on public.people, public.site_settings from anon, authenticated;
grant select on public.people to anon, authenticated;
grant insert, update, delete on public.people to authenticated;
grant select on public.site_settings to anon, authenticated;
grant insert, update on public.site_settings to authenticated;

alter table public.people enable row level security;
alter table public.site_settings enable row level security;
alter table public.people force row level security;
alter table public.site_settings force row level security;

create policy people_read on public.people for select to anon, authenticated
  using ((select private.is_admin()) or private.person_is_public(id));
create policy people_write on public.people for insert to authenticated with check ((select private.is_admin()));
create policy people_update on public.people for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy people_delete on public.people for delete to authenticated using ((select private.is_admin()));

-- Visitors read the disclaimer text (shown under posts); admins read every switch; only the owner changes them.
create policy site_settings_read on public.site_settings for select to anon, authenticated
  using (key = 'medicalDisclaimer' or (select private.is_admin()));
create policy site_settings_insert on public.site_settings for insert to authenticated with check ((select private.is_owner()));
create policy site_settings_update on public.site_settings for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));
