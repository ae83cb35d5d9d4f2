-- Two-factor sign-in in Supabase mode (docs/team.md, "Two-factor sign-in in Supabase mode"). Supabase Auth keeps the
-- TOTP factors (auth.mfa_factors) and puts the session's level in the JWT claim `aal`; this migration makes the lead
-- tables follow it, and keeps the recovery codes Supabase's MFA does not have.
--
-- 1. Leads need an aal2 session from a member who has a verified factor (Supabase's "enforce MFA for users who
--    have enrolled" pattern), and from every member of a role that reads leads (owner, admin, editor:
--    LEAD_READER_ROLES in lib/domain/policy.ts) while the owner's setting "twoFactorRequired" is on. Restrictive
--    policies: they narrow what the existing policies allow, never widen it. Visitors (anon) are untouched: the
--    contact form writes through its checked functions.

create function private.two_factor_satisfied() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2'
      or not (
        exists (select 1 from auth.mfa_factors f where f.user_id = (select auth.uid()) and f.status = 'verified')
        or (
          coalesce((select s.value = 'true'::jsonb from public.site_settings s where s.key = 'twoFactorRequired'), false)
          and exists (select 1 from public.memberships m where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin', 'editor'))
        )
      )
$$;
revoke all on function private.two_factor_satisfied() from public;
grant execute on function private.two_factor_satisfied() to authenticated;

create policy messages_two_factor on public.messages as restrictive for all to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));
create policy lead_events_two_factor on public.lead_events as restrictive for all to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));

-- 2. Recovery codes: ten one-time codes per member, only their SHA-256 (of the member's id and the code, as on the
--    local backends: lib/data/two-factor-core.ts). Only the service role reaches them (the server, with
--    SUPABASE_SERVICE_ROLE_KEY); members and visitors have no grant and no policy.

-- The same table as the local backends' (lib/backend/sql/migrations/0023_two_factor.sql).
create table public.two_factor_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz
);
create index two_factor_recovery_codes_user_idx on public.two_factor_recovery_codes (user_id, code_hash) where used_at is null;
revoke all on public.two_factor_recovery_codes from anon, authenticated;
grant select, insert, update, delete on public.two_factor_recovery_codes to service_role;
alter table public.two_factor_recovery_codes enable row level security;
alter table public.two_factor_recovery_codes force row level security;

-- Every earlier code of the member goes with the new ones, in one transaction.
create function public.replace_two_factor_recovery_codes(p_user uuid, p_hashes text[]) returns void
language plpgsql security invoker set search_path = ''
as $$
begin
  delete from public.two_factor_recovery_codes where user_id = p_user;
  insert into public.two_factor_recovery_codes (user_id, code_hash) select p_user, h from unnest(p_hashes) as h;
end
$$;
revoke all on function public.replace_two_factor_recovery_codes(uuid, text[]) from public, anon, authenticated;
grant execute on function public.replace_two_factor_recovery_codes(uuid, text[]) to service_role;
