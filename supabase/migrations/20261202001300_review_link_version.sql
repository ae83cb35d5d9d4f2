-- A review link is bound to the version it was sent for (docs/medical-review.md), the twin of
-- lib/backend/sql/migrations/0022_review_link_version.sql: a request keeps the document's version (beside the
-- reviewed content's hash it already kept) and when its reviewer asked for a new link (relinked_at, once per link).
--
-- * public.review_create_request stores the document's version as it locks it.
-- * public.review_link_open and public.review_link_decide treat a link whose document's reviewed fields changed since
--   the version it was sent for as dead: opening answers {"request", "subject": null, "changed": {the document now,
--   the reviewed text of the version sent}} (no document to review, nothing marked or audited), deciding answers
--   {"changed": true} and records nothing.
-- * public.review_link_relink ("Send me a new link") takes the dead link's token hash, and only for a link that died
--   of a change (once: relinked_at), revokes it and issues a new request to the SAME reviewer and e-mail address for the
--   version as it is now, audited in the reviewer's name. The public key cannot insert requests, so this is how a
--   signed-out reviewer gets one; the caller names no document, reviewer or address.
--
-- What "changed" means here: the reviewed fields of the document now differ from those of its revision at the
-- request's version (compared as jsonb values, as the publish gate compares them, 20261202000300). A request made
-- before this migration has no version and never reads as changed here; the app's hash still decides for it.

alter table public.review_requests add column version integer check (version >= 1);
alter table public.review_requests add column relinked_at timestamptz;

-- ---------------------------------------------------------------- what changed since the link was sent

-- The reviewed fields' values of a revision's snapshot (title and the type's fields at the top level; a sub-field by
-- its path, "details.summary"), in declared order, as private.reviewed_content reads a document; null without one.
create function private.reviewed_snapshot(doc_type text, snapshot jsonb) returns jsonb
language sql immutable set search_path = ''
as $$
  select case when snapshot is null then null else coalesce((
    select jsonb_agg(
             case when snapshot #> string_to_array(f.name, '.') is null
                    or jsonb_typeof(snapshot #> string_to_array(f.name, '.')) = 'null' then '""'::jsonb
                  else snapshot #> string_to_array(f.name, '.') end
             order by f.n)
      from unnest(private.review_fields(doc_type)) with ordinality as f(name, n)), '[]'::jsonb) end
$$;
revoke all on function private.reviewed_snapshot(text, jsonb) from public, anon, authenticated;

-- The snapshot of the document at the version a request was sent for (null when none is kept).
create function private.review_sent_snapshot(r public.review_requests) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select x.data from public.content_revisions x where x.document_id = r.document_id and x.version = r.version order by x.seq desc limit 1
$$;
revoke all on function private.review_sent_snapshot(public.review_requests) from public, anon, authenticated;

-- Whether the document's reviewed fields changed since the version the request was sent for. A version whose
-- revision is no longer kept counts as changed when the document moved past it.
create function private.review_content_changed(r public.review_requests) returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((
    select case
             when r.version is null or d.version = r.version then false
             else private.reviewed_snapshot(d.type, private.review_sent_snapshot(r)) is distinct from private.reviewed_content(d)
           end
      from public.documents d where d.id = r.document_id), false)
$$;
revoke all on function private.review_content_changed(public.review_requests) from public, anon, authenticated;

-- What a dead link shows: the document as it is now and the reviewed text of the version the link was sent for.
create function private.review_changes(r public.review_requests) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object('document', to_jsonb(d), 'sent_data', private.review_sent_snapshot(r))
    from public.documents d where d.id = r.document_id
$$;
revoke all on function private.review_changes(public.review_requests) from public, anon, authenticated;

-- ---------------------------------------------------------------- members: the request keeps its version

create or replace function public.review_create_request(
  p_document uuid, p_reviewer uuid, p_reviewer_email text, p_content_hash text, p_due_date date, p_token_hash text, p_token_expires_at timestamptz
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  doc public.documents;
  created public.review_requests;
begin
  if not (select private.is_admin()) then
    raise exception using errcode = '42501', message = 'Only members ask for a medical review';
  end if;
  select * into doc from public.documents d where d.id = p_document for update;
  if doc.id is null or private.review_fields(doc.type) is null then
    raise exception using errcode = 'PT404', message = 'Document not found';
  end if;
  if not exists (select 1 from public.documents p where p.id = p_reviewer and p.type = 'person') then
    raise exception using errcode = 'PT422', message = 'Choose a reviewer from People';
  end if;
  -- A new request replaces the document's open one (its link stops working).
  update public.review_requests set status = 'revoked', revoked_at = now() where document_id = doc.id and status = 'pending';
  insert into public.review_requests (document_id, locale, reviewer_id, reviewer_email, content_hash, due_date, requested_by, requested_by_email,
                                      token_hash, token_expires_at, version)
    values (doc.id, doc.locale, p_reviewer, lower(trim(p_reviewer_email)), p_content_hash, p_due_date, auth.uid(),
            coalesce((select u.email from auth.users u where u.id = auth.uid()), ''), p_token_hash,
            least(p_token_expires_at, now() + interval '7 days'), doc.version)
    returning * into created;
  return to_jsonb(created);
end;
$$;

-- ---------------------------------------------------------------- the link (no account)

create or replace function public.review_link_open(p_token_hash text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.review_requests;
  doc public.documents;
begin
  select * into r from public.review_requests where token_hash = p_token_hash;
  if r.id is null then
    return null;
  end if;
  -- A link that died of a change (and, once its reviewer asked for a new one, stays so): what changed, no document to review.
  if r.relinked_at is not null or (private.review_link_problem(r) is null and private.review_content_changed(r)) then
    return jsonb_build_object('request', private.review_request_json(r), 'subject', null, 'changed', private.review_changes(r));
  end if;
  if private.review_link_problem(r) is not null then
    return jsonb_build_object('request', private.review_request_json(r), 'subject', null);
  end if;
  update public.review_requests set viewed_at = now() where id = r.id and viewed_at is null returning * into r;
  if found then
    select * into doc from public.documents where id = r.document_id;
    perform private.review_audit('review_view', doc, (select p.title from public.documents p where p.id = r.reviewer_id));
  else
    select * into r from public.review_requests where token_hash = p_token_hash;
  end if;
  return jsonb_build_object('request', private.review_request_json(r), 'subject', private.review_subject(r));
end;
$$;

create or replace function public.review_link_decide(
  p_token_hash text, p_decision text, p_comment text, p_name text, p_credentials text, p_content_hash text, p_version integer
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.review_requests;
  doc public.documents;
  approval public.medical_approvals;
begin
  if p_decision is null or p_decision not in ('approved', 'changes_requested') then
    raise exception using errcode = '22023', message = 'Choose approve or request changes';
  end if;
  if length(trim(coalesce(p_name, ''))) not between 1 and 200 or length(trim(coalesce(p_credentials, ''))) not between 1 and 200
     or length(coalesce(p_comment, '')) > 5000 or (p_decision = 'changes_requested' and trim(coalesce(p_comment, '')) = '') then
    raise exception using errcode = '22023', message = 'Confirm your name and credentials; a request for changes says which';
  end if;
  select * into r from public.review_requests where token_hash = p_token_hash for update;
  if private.review_link_problem(r) is not null then
    return jsonb_build_object('problem', private.review_link_problem(r));
  end if;
  select * into doc from public.documents where id = r.document_id for update;
  if doc.id is null then
    return jsonb_build_object('problem', 'revoked');
  end if;
  -- The document moved past the version the page showed, or its reviewed fields changed since the link was sent.
  if doc.version is distinct from p_version or private.review_content_changed(r) then
    return jsonb_build_object('changed', true);
  end if;
  update public.review_requests
     set status = p_decision, comment = coalesce(p_comment, ''), decided_at = now(), token_used_at = now()
   where id = r.id and status = 'pending' and token_used_at is null returning * into r;
  if not found then
    return jsonb_build_object('problem', 'used');
  end if;
  if p_decision = 'approved' then
    insert into public.medical_approvals (document_id, locale, content_hash, version, reviewer_id, reviewer_name, reviewer_credentials,
                                          reviewer_email, next_review_at, source, request_id, comment)
      values (doc.id, doc.locale, p_content_hash, doc.version, r.reviewer_id, trim(p_name), trim(coalesce(p_credentials, '')), r.reviewer_email,
              now() + make_interval(months => private.rereview_months(doc.type, doc.data)), 'link', r.id, coalesce(p_comment, ''))
      returning * into approval;
  end if;
  perform private.review_audit(case p_decision when 'approved' then 'review_approve' else 'review_changes' end, doc, trim(p_name));
  return jsonb_build_object('request', private.review_request_json(r), 'approval', case when approval.id is null then null else to_jsonb(approval) end);
end;
$$;

-- "Send me a new link": for a link that died of a change only, once. p_content_hash and p_version are what the app
-- hashed of the document as the dead link showed it ({"moved": true} when the document moved on since: nothing done).
-- Answers {"problem": …} for a link that no longer works for another reason, {"unchanged": true} for a link that still
-- works, {"already": true} when a new link was already issued for it, else {"request": the new request, "reviewer": the
-- reviewer's name as People lists it, "title": the document's title}. The caller hands the new token to the reviewer's
-- e-mail address, which it reads from the new request: it names none itself.
create function public.review_link_relink(p_token_hash text, p_new_token_hash text, p_token_expires_at timestamptz, p_content_hash text, p_version integer)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.review_requests;
  doc public.documents;
  created public.review_requests;
  reviewer text;
begin
  if p_new_token_hash is null or length(p_new_token_hash) <> 64 or p_content_hash is null or length(p_content_hash) <> 64 then
    raise exception using errcode = '22023', message = 'A new link needs a token and the content it covers';
  end if;
  select * into r from public.review_requests where token_hash = p_token_hash for update;
  if r.id is null then
    return jsonb_build_object('problem', 'forged');
  end if;
  if r.relinked_at is not null then
    return jsonb_build_object('already', true);
  end if;
  if private.review_link_problem(r) is not null then
    return jsonb_build_object('problem', private.review_link_problem(r));
  end if;
  select * into doc from public.documents where id = r.document_id for update;
  if doc.id is null then
    return jsonb_build_object('problem', 'revoked');
  end if;
  if not private.review_content_changed(r) then
    return jsonb_build_object('unchanged', true);
  end if;
  if doc.version is distinct from p_version then
    return jsonb_build_object('moved', true);
  end if;
  update public.review_requests set status = 'revoked', revoked_at = now(), relinked_at = now() where id = r.id;
  update public.review_requests set status = 'revoked', revoked_at = now() where document_id = doc.id and status = 'pending';
  insert into public.review_requests (document_id, locale, reviewer_id, reviewer_email, content_hash, due_date, requested_by, requested_by_email,
                                      token_hash, token_expires_at, version)
    values (doc.id, doc.locale, r.reviewer_id, r.reviewer_email, p_content_hash, r.due_date, r.requested_by, r.requested_by_email,
            p_new_token_hash, least(p_token_expires_at, now() + interval '7 days'), doc.version)
    returning * into created;
  select p.title into reviewer from public.documents p where p.id = r.reviewer_id;
  perform private.review_audit('review_request', doc, coalesce(reviewer, r.reviewer_email));
  return jsonb_build_object('request', private.review_request_json(created), 'reviewer', coalesce(reviewer, ''), 'title', coalesce(doc.title, ''));
end;
$$;

revoke all on function public.review_link_relink(text, text, timestamptz, text, integer) from public;
grant execute on function public.review_link_relink(text, text, timestamptz, text, integer) to anon, authenticated;
