-- Medical review: a reviewed field may be one sub-field of a structured field (docs/medical-review.md, "Which content
-- is reviewed"). Case studies, resources and events review the text a patient reads in their `details`
-- (`details.summary`, `details.body`…), no longer the whole value: an image's alt text, an event's times, a
-- download's gate or an event's seats change without withdrawing an approval. Keep in step with each type's
-- `review.fields` (lib/domain/content; tests/integration/supabase/medical-review-rls.test.ts compares them).

-- The reviewed fields of a type, in declared order: a field, or a path "field.subfield" into a structured field.
create or replace function private.review_fields(doc_type text) returns text[]
language sql immutable set search_path = ''
as $$
  select case doc_type
    when 'post' then array['title', 'excerpt', 'content', 'meta_description']
    when 'page' then array['title', 'content', 'meta_description']
    when 'site_page' then array['title', 'sections', 'meta_description']
    when 'case_study' then array['title', 'details.summary', 'details.challenge', 'details.approach', 'details.results', 'details.testimonial', 'meta_description']
    when 'resource' then array['title', 'details.summary', 'details.file', 'details.body', 'meta_description']
    when 'event' then array['title', 'details.summary', 'details.body', 'meta_description']
  end
$$;

-- The reviewed fields' values, in order: the title column for `title`, else the value at the field's path in data
-- (missing, JSON null, or a step that is not an object read as "", as the application's hash reads them).
create or replace function private.reviewed_content(doc public.documents) returns jsonb
language sql stable set search_path = ''
as $$
  select coalesce(jsonb_agg(
           case when f.name = 'title' then to_jsonb(coalesce(doc.title, ''))
                when doc.data #> string_to_array(f.name, '.') is null
                  or jsonb_typeof(doc.data #> string_to_array(f.name, '.')) = 'null' then '""'::jsonb
                else doc.data #> string_to_array(f.name, '.') end
           order by f.n), '[]'::jsonb)
    from unnest(private.review_fields(doc.type)) with ordinality as f(name, n)
$$;

revoke all on function private.review_fields(text) from public, anon, authenticated;
revoke all on function private.reviewed_content(public.documents) from public, anon, authenticated;
