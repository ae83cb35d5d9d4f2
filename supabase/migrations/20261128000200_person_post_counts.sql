-- How many live posts of each language name each person (as author or reviewer; a post naming them twice counts
-- once): the author pages that exist, for the sitemap, hreflang and the analytics paths, in one read instead of a
-- count per person and language. Invoker: row-level security counts only what the caller may read (visitors: live
-- posts, and the people they name).
create function public.person_live_post_counts()
returns table (slug text, locale text, total int)
language sql stable security invoker set search_path = ''
as $$
  select pe.slug, po.locale, count(*)::int
  from public.people pe
  join public.posts po on po.author_id = pe.id or po.reviewer_id = pe.id
  where public.is_live(po.published, po.publish_at)
  group by pe.slug, po.locale
  order by pe.slug, po.locale
$$;
revoke all on function public.person_live_post_counts() from public;
grant execute on function public.person_live_post_counts() to anon, authenticated;
