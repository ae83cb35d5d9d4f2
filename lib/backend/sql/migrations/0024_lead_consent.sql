-- Consent on every lead form (docs/leads.md, "Consent"): each wording the site showed next to a form's send button,
-- per form and language, is a numbered version, kept for good; a lead names the version its visitor agreed to, the
-- marketing box (ticked or not) and when it was given. The page and the language are the message's own page_path
-- and locale. Messages stored before this migration have no consent record (null).
create table consent_versions (
  id uuid primary key default gen_random_uuid(),
  form text not null check (form in ('contact', 'download', 'registration')),
  locale text not null check (length(locale) between 2 and 10),
  text text not null check (length(text) between 1 and 4000),
  hash text not null check (hash ~ '^[0-9a-f]{64}$'),
  version integer not null check (version >= 1),
  created_at timestamptz not null default now(),
  created_by uuid references users(id) on delete set null,
  unique (form, locale, hash),
  unique (form, locale, version)
);

alter table messages add column consent_version_id uuid references consent_versions(id);
alter table messages add column consent_marketing boolean;
alter table messages add column consent_at timestamptz;
