-- Revisions record the per-record SEO fields (posts and pages) and the people fields (posts) too, as the embedded
-- and PostgreSQL backends do: the same snapshot whatever the backend, so history, diffs and restore cover them.
create or replace function private.record_revision() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  snapshot jsonb;
  author text;
begin
  if tg_table_name = 'posts' then
    snapshot := jsonb_build_object(
      'title', new.title, 'slug', new.slug, 'excerpt', new.excerpt, 'content', new.content, 'category', new.category,
      'tags', to_jsonb(new.tags), 'published', new.published, 'featured_image', new.featured_image,
      'featured_image_alt', new.featured_image_alt, 'meta_title', new.meta_title, 'meta_description', new.meta_description,
      'publish_at', new.publish_at)
      || jsonb_build_object(
      'canonical_url', new.canonical_url, 'noindex', new.noindex, 'social_image', new.social_image,
      'social_title', new.social_title, 'social_description', new.social_description, 'author_id', new.author_id,
      'reviewer_id', new.reviewer_id, 'last_reviewed', new.last_reviewed, 'medical_disclaimer', new.medical_disclaimer);
  else
    snapshot := jsonb_build_object('title', new.title, 'slug', new.slug, 'content', new.content, 'published', new.published,
      'publish_at', new.publish_at, 'canonical_url', new.canonical_url, 'noindex', new.noindex,
      'social_image', new.social_image, 'social_title', new.social_title, 'social_description', new.social_description);
  end if;
  select u.email into author from auth.users u where u.id = auth.uid();
  if tg_table_name = 'posts' then
    insert into public.content_revisions (kind, post_id, version, data, author_id, author_email)
      values ('post', new.id, new.version, snapshot, auth.uid(), coalesce(author, ''));
    delete from public.content_revisions r where r.post_id = new.id
      and r.seq <= (select x.seq from public.content_revisions x where x.post_id = new.id order by x.seq desc offset 50 limit 1);
  else
    insert into public.content_revisions (kind, page_id, version, data, author_id, author_email)
      values ('page', new.id, new.version, snapshot, auth.uid(), coalesce(author, ''));
    delete from public.content_revisions r where r.page_id = new.id
      and r.seq <= (select x.seq from public.content_revisions x where x.page_id = new.id order by x.seq desc offset 50 limit 1);
  end if;
  return null;
end;
$$;
revoke all on function private.record_revision() from public;
