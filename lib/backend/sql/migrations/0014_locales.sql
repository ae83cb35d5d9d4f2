-- Version 14: content per language (docs/i18n.md). Every public record carries its locale; a translation is a
-- record of its own (own slug, status, revisions, author line and reviewer) linked to the record it translates
-- (translation_of, null for an original) and to the version of that record it was last saved against
-- (source_version: the original has changed since when its version is newer). Slugs are unique per locale;
-- singletons are one document per locale. Existing rows are English. Contact messages and download requests record
-- the language of the page they were sent from.
--
-- The allowed locales are a named check on each table (lib/domain/i18n/locales.mjs lists them): a new language is a
-- migration that replaces these checks.

alter table posts
  add column locale text not null default 'en' constraint posts_locale_check check (locale in ('en', 'es')),
  add column translation_of uuid references posts (id) on delete cascade,
  add column source_version integer,
  add constraint posts_translation_check check (translation_of is null or (source_version is not null and translation_of <> id));
drop index posts_slug_key;
create unique index posts_slug_key on posts (locale, slug);
create unique index posts_translation_key on posts (translation_of, locale);
create index posts_locale_published_order_idx on posts (locale, (coalesce(published_at, created_at)) desc, slug) where published;

alter table pages
  add column locale text not null default 'en' constraint pages_locale_check check (locale in ('en', 'es')),
  add column translation_of uuid references pages (id) on delete cascade,
  add column source_version integer,
  add constraint pages_translation_check check (translation_of is null or (source_version is not null and translation_of <> id));
drop index pages_slug_key;
create unique index pages_slug_key on pages (locale, slug);
create unique index pages_translation_key on pages (translation_of, locale);

alter table documents
  add column locale text not null default 'en' constraint documents_locale_check check (locale in ('en', 'es')),
  add column translation_of uuid references documents (id) on delete cascade,
  add column source_version integer,
  add constraint documents_translation_check check (translation_of is null or (source_version is not null and translation_of <> id));
alter table documents drop constraint documents_type_slug_key;
-- The name stays: one document of a type per locale and slug (a singleton's slug is its type name: one per locale).
alter table documents add constraint documents_type_slug_key unique (type, locale, slug);
create unique index documents_translation_key on documents (translation_of, locale);

alter table messages
  add column locale text not null default 'en' constraint messages_locale_check check (locale in ('en', 'es'));
