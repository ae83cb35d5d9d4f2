-- Consent on every lead form (docs/leads.md, "Consent"), the twin of lib/backend/sql/migrations/0024_lead_consent.sql:
-- the numbered wordings the forms showed (consent_versions) and, on a lead, the version its visitor agreed to, the
-- marketing box and when.
--
-- * Anyone reads the versions (the same words every form shows publicly); only the owner and admins (who edit the
--   contact details, where the wording lives) add one; nobody changes or deletes one: a lead's version stays as it was.
-- * The consent columns of messages are written only with the message: the public key still inserts messages only
--   through the submit functions (no direct insert), and a member's update cannot change a lead's consent.
--
-- Limit: the submit functions do not record a consent version yet, and the app's Supabase adapter has no consent
-- store, so a lead stored on this backend has no consent record (null) until they do.

create table public.consent_versions (
  id uuid primary key default gen_random_uuid(),
  form text not null check (form in ('contact', 'download', 'registration')),
  locale text not null check (length(locale) between 2 and 10),
  text text not null check (length(text) between 1 and 4000),
  hash text not null check (hash ~ '^[0-9a-f]{64}$'),
  version integer not null check (version >= 1),
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  unique (form, locale, hash),
  unique (form, locale, version)
);

alter table public.consent_versions enable row level security;
revoke all on public.consent_versions from anon, authenticated;
grant select on public.consent_versions to anon, authenticated;
grant insert on public.consent_versions to authenticated;

create policy consent_versions_read on public.consent_versions for select to anon, authenticated using (true);
create policy consent_versions_add on public.consent_versions for insert to authenticated
  with check ((select private.member_role()) in ('owner', 'admin') and (created_by is null or created_by = (select auth.uid())));

alter table public.messages add column consent_version_id uuid references public.consent_versions (id);
alter table public.messages add column consent_marketing boolean;
alter table public.messages add column consent_at timestamptz;

-- A member works a lead (status, owner, tags…) but never rewrites what its visitor agreed to.
create function private.keep_lead_consent() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if (new.consent_version_id, new.consent_marketing, new.consent_at) is distinct from (old.consent_version_id, old.consent_marketing, old.consent_at) then
    raise exception 'a lead''s consent cannot be changed' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger messages_keep_consent before update on public.messages for each row execute function private.keep_lead_consent();
