-- Medical review's writes on Supabase (docs/medical-review.md), as functions: nobody writes review_requests or
-- medical_approvals through the data API (20261202000100), so every write goes through one of these, each deciding
-- who may make it.
--
-- * Members (private.is_admin(): the owner, admins, editors; never a Reviewer) ask for a review, and revoke requests:
--   public.review_create_request, public.review_revoke_pending, public.review_revoke_request.
-- * A signed-out reviewer holds a link: public.review_link_open and public.review_link_decide take the token's hash
--   and read or decide only that request's document, only while the link works (pending, not used, not expired, not
--   revoked). A link never reads any other document: the caller names no document at all.
-- * The decision locks the request and the document, refuses when the document is no longer at the version whose
--   content the reviewer saw (the app hashed that version's reviewed fields and compared them with what the page
--   showed), uses the link up and writes the approval, in one transaction. With the publish gate's trigger
--   (20261202000300), which withdraws approvals when a reviewed field changes, an approval that is not withdrawn
--   always covers the document as it is.
-- * The review queue is read with the caller's row-level security (members only see it).
--
-- The audit entries of a reviewer without an account carry the name they confirmed: the audit stamp now takes an
-- actor name set by these functions for the transaction (lumora.audit_actor), which no client can set.

-- ---------------------------------------------------------------- the audit stamp: a reviewer's confirmed name

create or replace function private.stamp_audit_entry() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  new.at := now();
  if coalesce(current_setting('lumora.audit_actor', true), '') <> '' then
    new.actor_id := null;
    new.actor_email := left(current_setting('lumora.audit_actor', true), 320);
    return new;
  end if;
  new.actor_id := (select auth.uid());
  new.actor_email := coalesce((select u.email from auth.users u where u.id = new.actor_id), '');
  return new;
end;
$$;

-- An entry in a link reviewer's name (they have no account).
create function private.review_audit(action text, doc public.documents, actor text) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform set_config('lumora.audit_actor', coalesce(nullif(actor, ''), ' '), true);
  insert into public.audit_log (action, record_type, record_id, summary) values (action, doc.type, doc.id::text, left(coalesce(doc.title, ''), 500));
  perform set_config('lumora.audit_actor', '', true);
end;
$$;
revoke all on function private.review_audit(text, public.documents, text) from public, anon, authenticated;

-- ---------------------------------------------------------------- rows as the app reads them

-- A request without its token's hash and the requesting member's id (what a link holder may be shown).
create function private.review_request_json(r public.review_requests) returns jsonb
language sql stable set search_path = ''
as $$ select to_jsonb(r) - 'token_hash' - 'requested_by' $$;
revoke all on function private.review_request_json(public.review_requests) from public, anon, authenticated;

-- Why a link no longer works (the app's linkProblem, in its order), or null while it works.
create function private.review_link_problem(r public.review_requests) returns text
language sql stable set search_path = ''
as $$
  select case
    when r.id is null then 'forged'
    when r.status = 'revoked' or r.revoked_at is not null then 'revoked'
    when r.token_used_at is not null or r.status <> 'pending' then 'used'
    when r.token_expires_at is null or r.token_expires_at <= now() then 'expired'
  end
$$;
revoke all on function private.review_link_problem(public.review_requests) from public, anon, authenticated;

-- What a reviewer is shown for a request: its document, the approval the diff starts from (the standing one, else
-- the newest) with its version's revision, and the reviewer as People lists them.
create function private.review_subject(r public.review_requests) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
           'document', to_jsonb(d),
           'approved', case when a.id is null then null else to_jsonb(a) end,
           'approved_data', (select x.data from public.content_revisions x where x.document_id = d.id and x.version = a.version order by x.seq desc limit 1),
           'reviewer', (select jsonb_build_object('name', p.title, 'credentials', coalesce(p.data ->> 'credentials', '')) from public.documents p where p.id = r.reviewer_id))
    from public.documents d
    left join lateral (
      select m.* from public.medical_approvals m where m.document_id = d.id order by (m.withdrawn_at is null) desc, m.seq desc limit 1
    ) a on true
   where d.id = r.document_id
$$;
revoke all on function private.review_subject(public.review_requests) from public, anon, authenticated;

-- Months from an approval to its re-review: the document's category's setting (reReviewMonths, keyed by the
-- category's slug, 1 to 36), else 12 (reReviewMonths in lib/data/medical-review.ts).
create function private.rereview_months(doc_type text, doc_data jsonb) returns integer
language sql stable security definer set search_path = ''
as $$
  select coalesce((
    select v.months::integer
      from public.site_settings s
      cross join lateral (select s.value -> private.category_slug(doc_data ->> private.review_category_field(doc_type)) as setting) x
      cross join lateral (select case when jsonb_typeof(x.setting) = 'number' then (x.setting #>> '{}')::numeric end as months) v
     where s.key = 'reReviewMonths' and jsonb_typeof(s.value) = 'object' and private.review_category_field(doc_type) is not null
       and v.months between 1 and 36 and v.months = trunc(v.months)
  ), 12)
$$;
revoke all on function private.rereview_months(text, jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------- members: requests

create function public.review_create_request(
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
                                      token_hash, token_expires_at)
    values (doc.id, doc.locale, p_reviewer, lower(trim(p_reviewer_email)), p_content_hash, p_due_date, auth.uid(),
            coalesce((select u.email from auth.users u where u.id = auth.uid()), ''), p_token_hash,
            least(p_token_expires_at, now() + interval '7 days'))
    returning * into created;
  return to_jsonb(created);
end;
$$;

create function public.review_revoke_pending(p_document uuid) returns setof jsonb
language plpgsql security definer set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception using errcode = '42501', message = 'Only members revoke a medical review';
  end if;
  return query
    update public.review_requests r set status = 'revoked', revoked_at = now()
     where r.document_id = p_document and r.status = 'pending' returning to_jsonb(r.*);
end;
$$;

create function public.review_revoke_request(p_id uuid, p_document uuid) returns setof jsonb
language plpgsql security definer set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception using errcode = '42501', message = 'Only members revoke a medical review';
  end if;
  return query
    update public.review_requests r set status = 'revoked', revoked_at = now()
     where r.id = p_id and r.document_id = p_document and r.status = 'pending' returning to_jsonb(r.*);
end;
$$;

-- ---------------------------------------------------------------- the link (no account)

-- What the link opens: its request (null for a token never issued) and, while the link works, its document with the
-- diff's starting point and the reviewer. The first opening is marked and audited ("review_view") in the reviewer's
-- name as People lists them.
create function public.review_link_open(p_token_hash text) returns jsonb
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

-- The reviewer's decision: 'approved' or 'changes_requested', with the name and credentials they confirmed, on the
-- document at p_version (the version whose content the app checked against what the page showed). Answers
-- {"problem": …} when the link no longer works, {"changed": true} when the document moved on (nothing recorded),
-- else {"request": …, "approval": … or null}.
create function public.review_link_decide(
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
  if doc.version is distinct from p_version then
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

-- ---------------------------------------------------------------- the queue (members, through row-level security)

create function public.review_queue(p_until timestamptz) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'open', coalesce((
      select jsonb_agg(to_jsonb(r) || jsonb_build_object('document_type', d.type, 'document_title', d.title) order by r.due_date nulls last, r.seq)
        from public.review_requests r join public.documents d on d.id = r.document_id
       where r.status = 'pending'), '[]'::jsonb),
    'due', coalesce((
      select jsonb_agg(to_jsonb(a) || jsonb_build_object('document_type', d.type, 'document_title', d.title) order by a.next_review_at)
        from public.medical_approvals a join public.documents d on d.id = a.document_id
       where a.withdrawn_at is null and d.published and a.next_review_at <= p_until
         and not exists (select 1 from public.medical_approvals n where n.document_id = a.document_id and n.seq > a.seq)), '[]'::jsonb))
$$;

revoke all on function public.review_create_request(uuid, uuid, text, text, date, text, timestamptz) from public, anon;
revoke all on function public.review_revoke_pending(uuid) from public, anon;
revoke all on function public.review_revoke_request(uuid, uuid) from public, anon;
revoke all on function public.review_queue(timestamptz) from public, anon;
grant execute on function public.review_create_request(uuid, uuid, text, text, date, text, timestamptz) to authenticated;
grant execute on function public.review_revoke_pending(uuid) to authenticated;
grant execute on function public.review_revoke_request(uuid, uuid) to authenticated;
grant execute on function public.review_queue(timestamptz) to authenticated;
revoke all on function public.review_link_open(text) from public;
revoke all on function public.review_link_decide(text, text, text, text, text, text, integer) from public;
grant execute on function public.review_link_open(text) to anon, authenticated;
grant execute on function public.review_link_decide(text, text, text, text, text, text, integer) to anon, authenticated;
