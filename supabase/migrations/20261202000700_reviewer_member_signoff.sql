-- A Reviewer member signs off on Supabase (docs/medical-review.md, "Sign-off as a member"). A Reviewer counts as no
-- member for content (private.is_admin() excludes them, 20261202000100), so their key reads no draft and writes no
-- request or approval; these two functions, keyed on the caller's session, give them exactly what the app's
-- getReviewForMember and decideAsMember need, and nothing else:
--
-- * public.review_member_open(document): the open request of that document addressed to the caller's e-mail (the
--   Reviewer's account), and what it shows (the document, the approval the diff starts from, the reviewer), read
--   only. Any other document, or one whose request is addressed to someone else, reads as null.
-- * public.review_member_decide(document, decision, comment, content hash, version): decides that request on the
--   version shown, with the same locking and version check as public.review_link_decide: the request and the document
--   are locked, a document that moved past the version is refused ({"changed": true}, nothing recorded), and the
--   approval names the request's reviewer as People lists them, recorded by the caller (source 'member').
--
-- Only the Reviewer role may call either (private.member_role() = 'reviewer', the app's "review" permission): an
-- editor, admin or owner cannot use them to forge an approval, and a request addressed to another e-mail is never
-- theirs. Neither function edits, publishes or deletes a document.

create function private.review_member_request(p_document uuid, lock boolean) returns public.review_requests
language plpgsql security definer set search_path = ''
as $$
declare
  r public.review_requests;
  caller text;
begin
  if (select private.member_role()) is distinct from 'reviewer' then
    raise exception using errcode = '42501', message = 'Only a Reviewer signs off as a member';
  end if;
  caller := lower(coalesce((select u.email from auth.users u where u.id = (select auth.uid())), ''));
  if caller = '' then
    raise exception using errcode = '42501', message = 'Only a Reviewer signs off as a member';
  end if;
  if lock then
    select * into r from public.review_requests q
     where q.document_id = p_document and q.status = 'pending' and q.reviewer_email = caller
     order by q.seq desc limit 1 for update;
  else
    select * into r from public.review_requests q
     where q.document_id = p_document and q.status = 'pending' and q.reviewer_email = caller
     order by q.seq desc limit 1;
  end if;
  return r;
end;
$$;
revoke all on function private.review_member_request(uuid, boolean) from public, anon, authenticated;

-- The request addressed to the caller for this document and what it shows, or null.
create function public.review_member_open(p_document uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.review_requests;
begin
  r := private.review_member_request(p_document, false);
  if r.id is null then
    return null;
  end if;
  return jsonb_build_object('request', private.review_request_json(r), 'subject', private.review_subject(r));
end;
$$;

-- The Reviewer's decision: 'approved' or 'changes_requested', on the document at p_version. Answers
-- {"problem": "not_pending"} when no open request for this document is addressed to the caller (decided, revoked or
-- someone else's), {"problem": "reviewer_unknown"} when the request's reviewer is no longer in People,
-- {"changed": true} when the document moved on (nothing recorded), else {"request": …, "approval": … or null}.
create function public.review_member_decide(p_document uuid, p_decision text, p_comment text, p_content_hash text, p_version integer) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.review_requests;
  doc public.documents;
  person public.documents;
  approval public.medical_approvals;
begin
  if p_decision is null or p_decision not in ('approved', 'changes_requested') then
    raise exception using errcode = '22023', message = 'Choose approve or request changes';
  end if;
  if length(coalesce(p_comment, '')) > 5000 or (p_decision = 'changes_requested' and trim(coalesce(p_comment, '')) = '')
     or coalesce(p_content_hash, '') !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023', message = 'A request for changes says which';
  end if;
  r := private.review_member_request(p_document, true);
  if r.id is null or r.token_used_at is not null then
    return jsonb_build_object('problem', 'not_pending');
  end if;
  select * into person from public.documents p where p.id = r.reviewer_id and p.type = 'person';
  if person.id is null then
    return jsonb_build_object('problem', 'reviewer_unknown');
  end if;
  select * into doc from public.documents where id = r.document_id for update;
  if doc.id is null then
    return jsonb_build_object('problem', 'not_pending');
  end if;
  if doc.version is distinct from p_version then
    return jsonb_build_object('changed', true);
  end if;
  update public.review_requests
     set status = p_decision, comment = coalesce(p_comment, ''), decided_at = now()
   where id = r.id and status = 'pending' and token_used_at is null returning * into r;
  if not found then
    return jsonb_build_object('problem', 'not_pending');
  end if;
  if p_decision = 'approved' then
    insert into public.medical_approvals (document_id, locale, content_hash, version, reviewer_id, reviewer_name, reviewer_credentials,
                                          reviewer_email, next_review_at, source, request_id, recorded_by, recorded_by_email, comment)
      values (doc.id, doc.locale, p_content_hash, doc.version, r.reviewer_id, left(coalesce(nullif(person.title, ''), r.reviewer_email), 200),
              left(coalesce(person.data ->> 'credentials', ''), 200), r.reviewer_email,
              now() + make_interval(months => private.rereview_months(doc.type, doc.data)), 'member', r.id, (select auth.uid()),
              coalesce((select u.email from auth.users u where u.id = (select auth.uid())), ''), coalesce(p_comment, ''))
      returning * into approval;
  end if;
  -- In the member's own name: the audit stamp takes the caller from the session.
  insert into public.audit_log (action, record_type, record_id, summary)
    values (case p_decision when 'approved' then 'review_approve' else 'review_changes' end, doc.type, doc.id::text, left(coalesce(doc.title, ''), 500));
  return jsonb_build_object('request', private.review_request_json(r), 'approval', case when approval.id is null then null else to_jsonb(approval) end);
end;
$$;

revoke all on function public.review_member_open(uuid) from public, anon;
revoke all on function public.review_member_decide(uuid, text, text, text, integer) from public, anon;
grant execute on function public.review_member_open(uuid) to authenticated;
grant execute on function public.review_member_decide(uuid, text, text, text, integer) to authenticated;
