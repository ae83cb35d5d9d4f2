-- A team instead of one account: roles owner / admin / editor, invitations that open registration for one
-- e-mail, and an append-only audit log. Content rights stay with every member (private.is_admin()); managing the
-- team needs owner or admin (private.can_manage_team()).

alter table public.memberships drop constraint memberships_role_check;
alter table public.memberships add constraint memberships_role_check check (role in ('owner', 'admin', 'editor'));

-- ---------------------------------------------------------------- role helpers

create function private.member_role() returns text
language sql stable security definer set search_path = ''
as $$
  select m.role from public.memberships m where m.user_id = (select auth.uid())
$$;
revoke all on function private.member_role() from public;
grant execute on function private.member_role() to anon, authenticated;

create function private.can_manage_team() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select m.role in ('owner', 'admin') from public.memberships m where m.user_id = (select auth.uid())), false)
$$;
revoke all on function private.can_manage_team() from public;
grant execute on function private.can_manage_team() to anon, authenticated;

-- ---------------------------------------------------------------- invitations

-- Written by the server with the service-role key just before it calls Supabase Auth's inviteUserByEmail; the
-- auth.users trigger below lets exactly these e-mails in, with the invited role. The API keys of visitors and
-- members get no access at all (row-level security with no policy; the service role bypasses it).
create table public.invitations (
  email text primary key check (email = lower(email)),
  role text not null check (role in ('admin', 'editor')),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days'
);
revoke all on public.invitations from anon, authenticated;
grant select, insert, update, delete on public.invitations to service_role;
alter table public.invitations enable row level security;

create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  listed boolean;
  has_list boolean;
  has_owner boolean;
  invited_role text;
begin
  -- Serialise registrations so that concurrent first sign-ups yield exactly one owner.
  perform pg_advisory_xact_lock(72114002);
  delete from public.invitations i where i.email = lower(new.email) and i.expires_at > now() returning i.role into invited_role;
  if invited_role is not null then
    insert into public.memberships (user_id, role) values (new.id, invited_role);
    return new;
  end if;
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

-- ---------------------------------------------------------------- memberships: owner and admins manage the team

grant update (role), delete on public.memberships to authenticated;

-- The owner's row is never changed or removed through the API (ownership moves with private.transfer_ownership);
-- nobody becomes owner by an update.
create policy memberships_update on public.memberships for update to authenticated
  using ((select private.can_manage_team()) and role <> 'owner')
  with check ((select private.can_manage_team()) and role in ('admin', 'editor'));
create policy memberships_delete on public.memberships for delete to authenticated
  using ((select private.can_manage_team()) and role <> 'owner');

-- The owner hands the site to an admin (the server confirms the owner's password with Supabase Auth first).
create function public.transfer_ownership(new_owner uuid) returns boolean
language plpgsql security definer set search_path = ''
as $$
begin
  if private.member_role() is distinct from 'owner' then
    raise exception 'Only the site owner can do this' using errcode = '42501';
  end if;
  if not exists (select 1 from public.memberships where user_id = new_owner and role = 'admin') then
    raise exception 'Ownership can only go to an admin' using errcode = '22023';
  end if;
  update public.memberships set role = 'admin' where user_id = (select auth.uid());
  update public.memberships set role = 'owner' where user_id = new_owner;
  return true;
end;
$$;
revoke all on function public.transfer_ownership(uuid) from public, anon;
grant execute on function public.transfer_ownership(uuid) to authenticated;

-- ---------------------------------------------------------------- audit log

create table public.audit_log (
  id uuid primary key default gen_random_uuid(),
  at timestamptz not null default now(),
  actor_id uuid,
  actor_email text not null default '' check (length(actor_email) <= 320),
  session_id uuid,
  action text not null check (length(action) <= 60),
  record_type text not null default '' check (length(record_type) <= 40),
  record_id text not null default '' check (length(record_id) <= 100),
  summary text not null default '' check (length(summary) <= 500),
  seq bigint generated always as identity
);
create index audit_log_at_idx on public.audit_log (at desc, seq desc);

-- An entry's time and author are the database's, whatever the client sent.
create function private.stamp_audit_entry() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  new.at := now();
  new.actor_id := (select auth.uid());
  new.actor_email := coalesce((select u.email from auth.users u where u.id = new.actor_id), '');
  return new;
end;
$$;
create trigger audit_log_stamp before insert on public.audit_log for each row execute function private.stamp_audit_entry();

revoke all on public.audit_log from anon, authenticated;
grant select, insert on public.audit_log to authenticated;
alter table public.audit_log enable row level security;
alter table public.audit_log force row level security;
-- Members read the log and write entries in their own name; nobody updates or deletes through the API.
create policy audit_log_read on public.audit_log for select to authenticated using ((select private.is_admin()));
create policy audit_log_insert on public.audit_log for insert to authenticated with check ((select private.is_admin()));

-- Retention: schedule `select private.prune_audit_log(365)` daily with pg_cron.
create function private.prune_audit_log(days integer) returns integer
language sql security definer set search_path = ''
as $$
  with gone as (delete from public.audit_log where at < now() - make_interval(days => days) returning 1)
  select count(*)::int from gone
$$;
revoke all on function private.prune_audit_log(integer) from public, anon, authenticated;
