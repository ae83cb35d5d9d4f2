-- Previews and share links of every document type. The live preview replaces its own preview's state as the
-- editor types (an update of the member's own row, under the previews_own policy), and a share link of a document
-- resolves to the document's saved state, like a post's or a page's.

grant update on public.previews to authenticated;

create or replace function public.shared_record(token_hash text) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select case l.kind
    when 'post' then (select jsonb_build_object('kind', 'post', 'row', to_jsonb(p)) from public.posts p where p.id = l.record_id)
    when 'page' then (select jsonb_build_object('kind', 'page', 'row', to_jsonb(g)) from public.pages g where g.id = l.record_id)
    else (select jsonb_build_object('kind', d.type, 'row', to_jsonb(d)) from public.documents d where d.id = l.record_id and d.type = l.kind)
  end
  from public.share_links l
  where l.token_hash = shared_record.token_hash and l.revoked_at is null and l.expires_at > now()
$$;
revoke all on function public.shared_record(text) from public;
grant execute on function public.shared_record(text) to anon, authenticated;
