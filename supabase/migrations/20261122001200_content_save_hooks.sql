-- A content save's side effects in the save's own transaction. PostgREST runs each request in a transaction of
-- its own and none across requests, so the audit entries and the redirect change of a post, page or person save
-- are written here, by triggers on the row's write, instead of by later requests of the app (which skips them on
-- this backend: Backend.contentHooksInDatabase). The write, its revision (20261122000600), its redirect change and
-- its audit entries now commit together or not at all.
--
-- The rules are the data layer's (lib/data/audit.ts contentActions, lib/data/redirects.ts moveContentRedirects);
-- the SQL backend keeps running those in its own transaction. Keep the two in step.
--
-- Privileges: the functions are security definer (owner's rights, a fixed empty search_path) in the private
-- schema, with execute revoked from everyone: they run only as triggers, after row-level security has let the
-- caller's write through. Visitors still cannot write posts, pages or people, so they cannot reach these.

-- ---------------------------------------------------------------- audit entries

-- What a post or page save amounted to, as contentActions says it: created (and published or scheduled with it),
-- published, unpublished, scheduled, or a plain update. Scheduled: publish_at in the future (whatever published
-- says); live: published; otherwise draft.
create function private.content_state(published boolean, publish_at timestamptz) returns text
language sql stable set search_path = ''
as $$
  select case when publish_at is not null and publish_at > now() then 'scheduled' when published then 'live' else 'draft' end
$$;
revoke all on function private.content_state(boolean, timestamptz) from public, anon, authenticated;

create function private.content_actions(
  was_published boolean, was_publish_at timestamptz, is_published boolean, is_publish_at timestamptz, created boolean
) returns text[]
language plpgsql stable set search_path = ''
as $$
declare
  now_state text := private.content_state(is_published, is_publish_at);
  was_state text;
begin
  if created then
    return case now_state when 'live' then array['create', 'publish'] when 'scheduled' then array['create', 'schedule'] else array['create'] end;
  end if;
  was_state := private.content_state(was_published, was_publish_at);
  if now_state = 'scheduled' and (was_state <> 'scheduled' or was_publish_at is distinct from is_publish_at) then
    return array['schedule'];
  end if;
  if now_state = 'live' and was_state <> 'live' then return array['publish']; end if;
  if now_state = 'draft' and was_state <> 'draft' then return array['unpublish']; end if;
  return array['update'];
end;
$$;
revoke all on function private.content_actions(boolean, timestamptz, boolean, timestamptz, boolean) from public, anon, authenticated;

-- One entry per action. Who, when and the session are the database's: the audit_log stamp trigger fills the actor
-- from the JWT (auth.uid()); the session is the JWT's session_id claim when it has one. Only a member's save is
-- logged (as the app did: a write without a signed-in user, from the SQL editor or a migration, has no actor).
create function private.write_content_audit(actions text[], record_type text, record_id uuid, summary text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  action text;
  claimed text := auth.jwt() ->> 'session_id';
  session uuid := case when claimed ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then claimed::uuid end;
begin
  if (select auth.uid()) is null then return; end if;
  foreach action in array actions loop
    insert into public.audit_log (action, record_type, record_id, summary, session_id)
      values (action, record_type, record_id::text, left(coalesce(summary, ''), 500), session);
  end loop;
end;
$$;
revoke all on function private.write_content_audit(text[], text, uuid, text) from public, anon, authenticated;

-- ---------------------------------------------------------------- posts and pages: audit and redirects

create function private.content_save_hooks() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  record_type text := case tg_table_name when 'posts' then 'post' else 'page' end;
  prefix text := case tg_table_name when 'posts' then '/blog/' else '/' end;
  new_path text;
begin
  if tg_op = 'DELETE' then
    perform private.write_content_audit(array['delete'], record_type, old.id, old.title);
    return null;
  end if;

  -- Redirects (moveContentRedirects): a live document whose slug changed leaves a 301 from its old address
  -- (move_url: chains collapse onto the new address, a redirect from it goes, old → new); otherwise an address a
  -- document now claims, live or scheduled, no longer redirects elsewhere.
  new_path := prefix || new.slug;
  if tg_op = 'UPDATE' and old.published and old.slug is distinct from new.slug then
    perform public.move_url(prefix || old.slug, new_path);
  elsif new.published or new.publish_at is not null then
    delete from public.redirects r where r.from_path = new_path;
  end if;

  perform private.write_content_audit(
    private.content_actions(
      case when tg_op = 'UPDATE' then old.published end, case when tg_op = 'UPDATE' then old.publish_at end,
      new.published, new.publish_at, tg_op = 'INSERT'),
    record_type, new.id, new.title);
  return null;
end;
$$;
revoke all on function private.content_save_hooks() from public, anon, authenticated;

create trigger posts_save_hooks after insert or update or delete on public.posts
  for each row execute function private.content_save_hooks();
create trigger pages_save_hooks after insert or update or delete on public.pages
  for each row execute function private.content_save_hooks();

-- ---------------------------------------------------------------- people: audit

create function private.person_save_hooks() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.write_content_audit(array['delete'], 'person', old.id, old.name);
  else
    perform private.write_content_audit(array[case when tg_op = 'INSERT' then 'create' else 'update' end], 'person', new.id, new.name);
  end if;
  return null;
end;
$$;
revoke all on function private.person_save_hooks() from public, anon, authenticated;

create trigger people_save_hooks after insert or update or delete on public.people
  for each row execute function private.person_save_hooks();

-- ---------------------------------------------------------------- health

create or replace function public.schema_version() returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  v text;
begin
  if to_regclass('supabase_migrations.schema_migrations') is not null then
    execute 'select max(version)::text from supabase_migrations.schema_migrations' into v;
  end if;
  return coalesce(v, '20261122001200');
end;
$$;
