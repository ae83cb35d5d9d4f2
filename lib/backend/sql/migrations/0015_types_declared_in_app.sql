-- Version 15: the database stops listing content types. A content type is declared once, in the application's
-- registry (CONTENT_TYPES, lib/domain/content): a new document type, or a new kind of lead, needs no migration.
--
-- 1. The checks that listed type names go: documents.type, the kind of content_revisions, previews, share_links and
--    editor_presence, the content type a page view or a lead's first and last view is attributed to (page_views,
--    messages: 'post', 'page'), and messages.kind ('contact', 'download'). The app writes declared names only (it
--    validates a kind before storing anything). Some of these checks were named by PostgreSQL, so they are found in the catalog:
--    every check on exactly that one column of these tables (content_revisions_check, which ties a revision's kind
--    to its foreign key, spans several columns and stays).
-- 2. documents.path: the document's own public address in its language, written by the app on every save from its
--    declaration (addressOf in lib/domain/content/address.ts: the declared publicPath, with the locale's prefix for a
--    language other than the default, as redirects have always treated a Spanish document: /es/work/{slug}, '/es'
--    for the Spanish home page). Null for a singleton (navigation, footer, contact details, site settings): shown on
--    every page, it has no address of its own.
-- 3. documents.redirect_on_move: whether a published document whose address changes leaves a redirect (the
--    declaration's redirectOnSlugChange), written with path on every save. A separate flag rather than a null path,
--    so that path stays the address even for a type that moves without leaving redirects.
--
-- Existing rows get what the declarations said until now: site_page '/' || slug (the home page's slug is '', so
-- '/'), case_study '/work/' || slug, resource '/resources/' || slug, each with the '/' || locale prefix outside the
-- default language 'en' (the home page in Spanish is '/es'); the singletons null. The three collections leave
-- redirects, the singletons do not.

do $$
declare
  c record;
begin
  for c in
    select t.relname as tbl, k.conname as name
      from pg_constraint k
      join pg_class t on t.oid = k.conrelid
      join pg_namespace n on n.oid = t.relnamespace
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
     where k.contype = 'c' and n.nspname = current_schema() and array_length(k.conkey, 1) = 1
       and (t.relname, a.attname) in (('documents', 'type'), ('content_revisions', 'kind'), ('previews', 'kind'),
                                      ('share_links', 'kind'), ('editor_presence', 'kind'), ('messages', 'kind'),
                                      ('page_views', 'content_type'), ('messages', 'first_content_type'),
                                      ('messages', 'last_content_type'))
  loop
    execute format('alter table %I drop constraint %I', c.tbl, c.name);
  end loop;
end
$$;

alter table documents
  add column path text,
  add column redirect_on_move boolean not null default false;

update documents set
  path = case
    when type not in ('site_page', 'case_study', 'resource') then null
    else (select case when locale = 'en' then p when p = '/' then '/' || locale else '/' || locale || p end
            from (select case type when 'site_page' then '/' || slug when 'case_study' then '/work/' || slug else '/resources/' || slug end as p) address)
  end,
  redirect_on_move = type in ('site_page', 'case_study', 'resource');
