-- A Reviewer member's list of what they were asked to review (docs/medical-review.md, "As a member: the Reviewer
-- role"). A Reviewer reads no request through row-level security (20261202000100), so this function, keyed on the
-- caller's session like public.review_member_open (20261202000700), returns exactly the open requests addressed to
-- the caller's account e-mail, with each document's type and title, the earliest due first. Nothing else: no token
-- hash, no document body, no other reviewer's request. Only the Reviewer role may call it (42501 for an editor,
-- admin, owner or visitor: their queue is public.review_queue, read with their row-level security).

create function public.review_member_requests() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  caller text;
begin
  if (select private.member_role()) is distinct from 'reviewer' then
    raise exception using errcode = '42501', message = 'Only a Reviewer signs off as a member';
  end if;
  caller := lower(coalesce((select u.email from auth.users u where u.id = (select auth.uid())), ''));
  if caller = '' then
    raise exception using errcode = '42501', message = 'Only a Reviewer signs off as a member';
  end if;
  return coalesce((
    select jsonb_agg(private.review_request_json(r) || jsonb_build_object('document_type', d.type, 'document_title', d.title)
                     order by r.due_date nulls last, r.seq)
      from public.review_requests r join public.documents d on d.id = r.document_id
     where r.status = 'pending' and r.reviewer_email = caller), '[]'::jsonb);
end;
$$;

revoke all on function public.review_member_requests() from public, anon;
grant execute on function public.review_member_requests() to authenticated;
