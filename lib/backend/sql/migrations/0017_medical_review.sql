-- Version 17: medical review as a workflow. A review request names a reviewer (a person of People) for one
-- document in one language (each translation is its own document, so it gets its own review); the reviewer signs
-- off as a member or through a single-use link whose token is stored hashed. An approval is bound to the exact
-- reviewed content of the document (content_hash: SHA-256 of the declared reviewed fields, lib/data/medical-review.ts)
-- and is withdrawn by any later change to those fields.

create table review_requests (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references documents (id) on delete cascade,
  locale text not null check (length(locale) between 2 and 10),
  reviewer_id uuid references documents (id) on delete set null,
  -- Where the request (and later the re-review reminder) is e-mailed: People keep no e-mail addresses (their records
  -- are public), so the member who asks names it.
  reviewer_email text not null check (length(reviewer_email) between 3 and 320),
  status text not null default 'pending' check (status in ('pending', 'approved', 'changes_requested', 'revoked')),
  -- The reviewed content when the request was made (what the link first opened).
  content_hash text not null check (length(content_hash) = 64),
  due_date date,
  requested_by uuid references users (id) on delete set null,
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
create index review_requests_document_idx on review_requests (document_id, seq desc);
create index review_requests_pending_idx on review_requests (due_date) where status = 'pending';

create table medical_approvals (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references documents (id) on delete cascade,
  locale text not null check (length(locale) between 2 and 10),
  content_hash text not null check (length(content_hash) = 64),
  -- The document's version the reviewer saw (its revision shows the approved text).
  version integer not null,
  -- The reviewer as signed (a later rename or deletion of the person does not rewrite what was approved).
  reviewer_id uuid references documents (id) on delete set null,
  reviewer_name text not null check (length(reviewer_name) between 1 and 200),
  reviewer_credentials text not null default '' check (length(reviewer_credentials) <= 200),
  reviewer_email text not null default '' check (length(reviewer_email) <= 320),
  approved_at timestamptz not null default now(),
  next_review_at timestamptz not null,
  -- link: through a review link; member: by a signed-in member; recorded: carried over from the typed reviewer and
  -- date of the old editor, by the member who last saved them (recorded_by).
  source text not null check (source in ('link', 'member', 'recorded')),
  request_id uuid references review_requests (id) on delete set null,
  recorded_by uuid references users (id) on delete set null,
  recorded_by_email text not null default '' check (length(recorded_by_email) <= 320),
  comment text not null default '' check (length(comment) <= 5000),
  withdrawn_at timestamptz,
  -- The one re-review reminder: set by the server that sends it, in the statement that claims it.
  reminder_sent_at timestamptz,
  seq bigint generated always as identity
);
create index medical_approvals_document_idx on medical_approvals (document_id, seq desc);
create index medical_approvals_due_idx on medical_approvals (next_review_at) where withdrawn_at is null and reminder_sent_at is null;

-- The typed reviewer and last-reviewed date of existing posts become approval records, marked as recorded by the
-- member who last saved the post, bound to the post's content as it is now. The hash is the one the application
-- computes: for each reviewed field in declared order, "name:bytes:value\n" (lib/data/medical-review.ts).
insert into medical_approvals (document_id, locale, content_hash, version, reviewer_id, reviewer_name, reviewer_credentials,
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
       'recorded', d.updated_by, d.updated_by_email
  from documents d join documents p on p.type = 'person' and p.id = (d.data->>'reviewer_id')::uuid
 where d.type = 'post' and coalesce(d.data->>'last_reviewed', '') ~ '^\d{4}-\d{2}-\d{2}$';

-- The typed date goes: the approval record is the only source of "last reviewed" from now on.
update documents set data = data - 'last_reviewed' where type = 'post' and data ? 'last_reviewed';

-- The Reviewer role: a member who signs off medical reviews addressed to them, and can neither edit nor publish.
alter table memberships drop constraint memberships_role_check;
alter table memberships add constraint memberships_role_check check (role in ('owner', 'admin', 'editor', 'reviewer'));
alter table auth_tokens drop constraint auth_tokens_role_check;
alter table auth_tokens add constraint auth_tokens_role_check check (role in ('owner', 'admin', 'editor', 'reviewer'));
