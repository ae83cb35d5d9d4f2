-- The lead pipeline through the data API (lib/backend/supabase/leads.ts).
--
-- 1. A Reviewer is no member for leads. 20261202000200_lead_pipeline.sql let any member see a lead assigned to them
--    and, with the owner's setting "leadsEditorsSeeAll", every lead; a Reviewer (a member since
--    20261202000100_medical_review.sql, with no content permission) then read every lead's name, e-mail and message.
--    The app never lets a Reviewer into the leads (lib/domain/policy.ts: the leads need the content permission).

create or replace function private.may_see_lead(lead_owner uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((
    select m.role in ('owner', 'admin')
        or (m.role = 'editor' and (
              lead_owner = (select auth.uid())
              or coalesce((select s.value = 'true'::jsonb from public.site_settings s where s.key = 'leadsEditorsSeeAll'), false)))
      from public.memberships m where m.user_id = (select auth.uid())), false)
$$;
revoke all on function private.may_see_lead(uuid) from public;
grant execute on function private.may_see_lead(uuid) to authenticated;
