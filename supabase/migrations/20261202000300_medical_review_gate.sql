-- Medical review's rules on the write itself (docs/medical-review.md). On the SQL backend the data layer's reviewGate
-- (lib/data/medical-review.ts) runs inside the save's transaction; on Supabase a save is one PostgREST request and
-- nothing the app does after it can undo it, and a member's key can write documents straight through the data API.
-- So the database keeps the two rules here, in the write's own transaction:
--
-- * Withdrawn by an edit: a write that changes any reviewed field of a document (its type's declared review.fields)
--   withdraws its standing approvals, with the audit entry "review_withdraw" (as a content save's other entries).
-- * Publishing needs a current approval: a write that leaves a document live or scheduled (published, or a
--   publish_at set) is refused (SQLSTATE PT422, the reason in words as the data layer words it) when review is
--   required for it (the owner's medicalReviewForAll setting, or a post whose category is one of the
--   clinicalCategories, compared as slugs) and it has no approval that is not withdrawn.
--
-- Why "not withdrawn" is enough here, where the data layer compares the approval's content hash (computed in
-- TypeScript, over the fields' JSON as the app writes it, which PostgreSQL's jsonb does not reproduce byte for
-- byte): every change of a reviewed field withdraws the standing approvals in the same statement (compared as jsonb
-- values, not hashes), and an approval is only written by public.review_add_approval (20261202000400), which locks
-- the document and refuses unless the document is still at the version whose content the reviewer saw. So an
-- approval that is not withdrawn always covers the document's reviewed fields as they are.
--
-- A seed (lumora.seeding, set by public.seed_documents for the server's starting content) is not gated: its
-- documents are the site's own copy, inserted once.
--
-- Keep in step with the declarations: private.review_fields and private.review_category_field say what each type's
-- `review` declares (tests/integration/supabase/medical-review-rls.test.ts compares them), and the refusals are the
-- words of REVIEW_MESSAGES.publishNeedsApproval and publishApprovalWithdrawn (lib/copy/medical-review.ts).

-- ---------------------------------------------------------------- what each type declares

-- The reviewed fields of a type, in declared order; null for a type without review.
create function private.review_fields(doc_type text) returns text[]
language sql immutable set search_path = ''
as $$
  select case doc_type
    when 'post' then array['title', 'excerpt', 'content', 'meta_description']
    when 'page' then array['title', 'content', 'meta_description']
    when 'site_page' then array['title', 'sections', 'meta_description']
    when 'case_study' then array['title', 'details', 'meta_description']
    when 'resource' then array['title', 'details', 'meta_description']
    when 'event' then array['title', 'details', 'meta_description']
  end
$$;

-- The field whose value (a category) makes a document clinical; null when the type has none.
create function private.review_category_field(doc_type text) returns text
language sql immutable set search_path = ''
as $$
  select case doc_type when 'post' then 'category' end
$$;

-- The noun the refusal names (the declaration's labels.singular).
create function private.review_noun(doc_type text) returns text
language sql immutable set search_path = ''
as $$
  select replace(doc_type, '_', ' ')
$$;

-- The reviewed fields' values, in order: the title column for `title`, else the field in data (missing or JSON null
-- read as "", as the application's hash reads them).
create function private.reviewed_content(doc public.documents) returns jsonb
language sql stable set search_path = ''
as $$
  select coalesce(jsonb_agg(
           case when f.name = 'title' then to_jsonb(coalesce(doc.title, ''))
                when doc.data -> f.name is null or jsonb_typeof(doc.data -> f.name) = 'null' then '""'::jsonb
                else doc.data -> f.name end
           order by f.n), '[]'::jsonb)
    from unnest(private.review_fields(doc.type)) with ordinality as f(name, n)
$$;

-- The application's slug rule for a category (lib/domain/slug.ts: accents keep their base letter).
create function private.category_slug(value text) returns text
language sql immutable set search_path = ''
as $$
  select public.slugify(regexp_replace(normalize(lower(coalesce(value, '')), NFD), '[\u0300-\u036f]', '', 'g'))
$$;

-- Whether publishing this document needs a current approval (reviewRequired in lib/data/medical-review.ts).
create function private.review_required(doc_type text, doc_data jsonb) returns boolean
language sql stable security definer set search_path = ''
as $$
  select private.review_fields(doc_type) is not null and (
    coalesce((select s.value = 'true'::jsonb from public.site_settings s where s.key = 'medicalReviewForAll'), false)
    or (private.review_category_field(doc_type) is not null
        and private.category_slug(doc_data ->> private.review_category_field(doc_type)) <> ''
        and exists (
          select 1 from public.site_settings s
            cross join lateral jsonb_array_elements_text(case when jsonb_typeof(s.value) = 'array' then s.value else '[]'::jsonb end) c(category)
           where s.key = 'clinicalCategories'
             and private.category_slug(c.category) = private.category_slug(doc_data ->> private.review_category_field(doc_type)))))
$$;

revoke all on function private.review_fields(text) from public, anon, authenticated;
revoke all on function private.review_category_field(text) from public, anon, authenticated;
revoke all on function private.review_noun(text) from public, anon, authenticated;
revoke all on function private.reviewed_content(public.documents) from public, anon, authenticated;
revoke all on function private.category_slug(text) from public, anon, authenticated;
revoke all on function private.review_required(text, jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------- the gate

create function private.medical_review_gate() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  withdrawn_by text;
begin
  if private.review_fields(new.type) is null then
    return null;
  end if;
  -- Withdrawn by an edit: the newest standing approval's reviewer is named in the refusal below.
  if tg_op = 'UPDATE' and private.reviewed_content(old) is distinct from private.reviewed_content(new) then
    with gone as (
      update public.medical_approvals a set withdrawn_at = now()
       where a.document_id = new.id and a.withdrawn_at is null
      returning a.reviewer_name, a.seq
    )
    select g.reviewer_name into withdrawn_by from gone g order by g.seq desc limit 1;
    if withdrawn_by is not null then
      perform private.write_content_audit(array['review_withdraw'], new.type, new.id, new.title);
    end if;
  end if;
  if not (new.published or new.publish_at is not null)
     or coalesce(current_setting('lumora.seeding', true), '') <> ''
     or not private.review_required(new.type, new.data)
     or exists (select 1 from public.medical_approvals a where a.document_id = new.id and a.withdrawn_at is null) then
    return null;
  end if;
  if withdrawn_by is not null then
    raise exception using errcode = 'PT422', detail = 'medical_approval_withdrawn',
      message = format('This %s changed after %s approved it (title, body, excerpt, sections or SEO description), so the approval no longer applies. Save it as a draft and ask for a new sign-off before publishing.',
                       private.review_noun(new.type), withdrawn_by);
  end if;
  raise exception using errcode = 'PT422', detail = 'medical_approval_required',
    message = format('This %s needs a current medical approval before it can be published or scheduled. Request a medical review, then publish once the reviewer approves this version.',
                     private.review_noun(new.type));
end;
$$;
revoke all on function private.medical_review_gate() from public, anon, authenticated;

create trigger documents_medical_review after insert or update on public.documents
  for each row execute function private.medical_review_gate();
