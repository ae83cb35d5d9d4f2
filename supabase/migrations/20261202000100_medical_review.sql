-- Medical review as a workflow: the twin of lib/backend/sql/migrations/0017_medical_review.sql (the same tables and
-- the same carry-over of typed reviewers). A review request names a reviewer (a person of People) for one document
-- in one language; an approval is bound to the exact reviewed content (content_hash, computed by the application)
-- and withdrawn by any later change to it.
--
-- Row-level security: members read requests and approvals; visitors read the approvals of documents they may see
-- (the public "Medically reviewed by" line); nobody writes either through the data API (no insert, update or delete
-- policy), so an editor's key cannot write an approval: approvals are written by the server's review flow.

create table public.review_requests (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.documents (id) on delete cascade,
  locale text not null check (length(locale) between 2 and 10),
  reviewer_id uuid references public.documents (id) on delete set null,
  -- Where the request (and later the re-review reminder) is e-mailed: People keep no e-mail addresses (their records
  -- are public), so the member who asks names it.
  reviewer_email text not null check (length(reviewer_email) between 3 and 320),
  status text not null default 'pending' check (status in ('pending', 'approved', 'changes_requested', 'revoked')),
  -- The reviewed content when the request was made (what the link first opened).
  content_hash text not null check (length(content_hash) = 64),
  due_date date,
  requested_by uuid references auth.users (id) on delete set null,
  requested_by_email text not null default '' check (length(requested_by_email) <= 320),
  -- The single-use link: only the token's hash is kept; it expires, is used once, and can be revoked.
  token_hash text unique check (length(token_hash) = 64),
  token_expires_at timestamptz,
  token_used_at timestamptz,
  revoked_at timestamptz,
  -- When the reviewer first opened the link (audited once).
  viewed_at timestamptz,
  comment text not null default '' check (length(comment) <= 5000),
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  seq bigint generated always as identity
);
create index review_requests_document_idx on public.review_requests (document_id, seq desc);
create index review_requests_pending_idx on public.review_requests (due_date) where status = 'pending';

create table public.medical_approvals (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.documents (id) on delete cascade,
  locale text not null check (length(locale) between 2 and 10),
  content_hash text not null check (length(content_hash) = 64),
  -- The document's version the reviewer saw (its revision shows the approved text).
  version integer not null,
  -- The reviewer as signed (a later rename or deletion of the person does not rewrite what was approved).
  reviewer_id uuid references public.documents (id) on delete set null,
  reviewer_name text not null check (length(reviewer_name) between 1 and 200),
  reviewer_credentials text not null default '' check (length(reviewer_credentials) <= 200),
  reviewer_email text not null default '' check (length(reviewer_email) <= 320),
  approved_at timestamptz not null default now(),
  next_review_at timestamptz not null,
  -- link: through a review link; member: by a signed-in member; recorded: carried over from the typed reviewer and
  -- date of the old editor, by the member who last saved them (recorded_by).
  source text not null check (source in ('link', 'member', 'recorded')),
  request_id uuid references public.review_requests (id) on delete set null,
  recorded_by uuid references auth.users (id) on delete set null,
  recorded_by_email text not null default '' check (length(recorded_by_email) <= 320),
  comment text not null default '' check (length(comment) <= 5000),
  withdrawn_at timestamptz,
  -- The one re-review reminder: set by the server that sends it, in the statement that claims it.
  reminder_sent_at timestamptz,
  seq bigint generated always as identity
);
create index medical_approvals_document_idx on public.medical_approvals (document_id, seq desc);
create index medical_approvals_due_idx on public.medical_approvals (next_review_at) where withdrawn_at is null and reminder_sent_at is null;

-- The typed reviewer and last-reviewed date of existing posts become approval records, marked as recorded by the
-- member who last saved the post (on Supabase, the author of its newest revision), bound to the post's content as it is now. The hash is the one the application
-- computes: for each reviewed field in declared order, "name:bytes:value\n" (lib/data/medical-review.ts).
insert into public.medical_approvals (document_id, locale, content_hash, version, reviewer_id, reviewer_name, reviewer_credentials,
                               approved_at, next_review_at, source, recorded_by, recorded_by_email)
select d.id, d.locale,
       encode(sha256(convert_to(
         'title:' || octet_length(d.title) || ':' || d.title || E'\n' ||
         'excerpt:' || octet_length(coalesce(d.data->>'excerpt', '')) || ':' || coalesce(d.data->>'excerpt', '') || E'\n' ||
         'content:' || octet_length(coalesce(d.data->>'content', '')) || ':' || coalesce(d.data->>'content', '') || E'\n' ||
         'meta_description:' || octet_length(coalesce(d.data->>'meta_description', '')) || ':' || coalesce(d.data->>'meta_description', '') || E'\n',
         'UTF8')), 'hex'),
       d.version, p.id, p.title, coalesce(p.data->>'credentials', ''),
       (d.data->>'last_reviewed')::date::timestamptz, (d.data->>'last_reviewed')::date::timestamptz + interval '12 months',
       'recorded', r.author_id, coalesce(r.author_email, '')
  from public.documents d join public.documents p on p.type = 'person' and p.id = (d.data->>'reviewer_id')::uuid
  left join lateral (select x.author_id, x.author_email from public.content_revisions x where x.document_id = d.id order by x.seq desc limit 1) r on true
 where d.type = 'post' and coalesce(d.data->>'last_reviewed', '') ~ '^\d{4}-\d{2}-\d{2}$';


revoke all on public.review_requests from anon, authenticated;
revoke all on public.medical_approvals from anon, authenticated;
grant select on public.review_requests to authenticated;
grant select on public.medical_approvals to anon, authenticated;
alter table public.review_requests enable row level security;
alter table public.medical_approvals enable row level security;

create policy review_requests_read on public.review_requests for select to authenticated
  using ((select private.is_admin()));

-- The subquery runs under the caller's row-level security on documents: a visitor sees the approvals of live
-- documents only, a member every one.
create policy medical_approvals_read on public.medical_approvals for select to anon, authenticated
  using (exists (select 1 from public.documents d where d.id = document_id));

-- The typed date goes: the approval record is the only source of "last reviewed" from now on. Not a save: the
-- save hooks (revision, audit entries) stay out of it.
alter table public.documents disable trigger user;
update public.documents set data = data - 'last_reviewed' where type = 'post' and data ? 'last_reviewed';
alter table public.documents enable trigger user;

-- The Reviewer role: a member who signs off medical reviews addressed to them. On Supabase they count as no member
-- for content (private.is_admin() is what every content policy asks), so they can neither read drafts through the
-- data API nor write anything.
alter table public.memberships drop constraint memberships_role_check;
alter table public.memberships add constraint memberships_role_check check (role in ('owner', 'admin', 'editor', 'reviewer'));

create or replace function private.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.memberships m where m.user_id = (select auth.uid()) and m.role <> 'reviewer')
$$;

alter table public.invitations drop constraint invitations_role_check;
alter table public.invitations add constraint invitations_role_check check (role in ('admin', 'editor', 'reviewer'));
