-- Version 28: data-subject requests (Admin → Privacy, docs/privacy.md). One row per request about one e-mail address:
-- what was asked (find, export, erase), when it was received and is due (45 days later), whether it is done and what
-- came of it. The address itself is never stored: `subject_bidx` is its blind index (the same HMAC as
-- messages.email_bidx), so an erased lead leaves nothing readable here.

create table dsr_requests (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('find', 'export', 'erase')),
  subject_bidx text not null check (length(subject_bidx) between 16 and 128),
  received_at timestamptz not null default now(),
  due_at timestamptz not null,
  status text not null default 'open' check (status in ('open', 'completed')),
  outcome text not null default '' check (length(outcome) <= 500),
  completed_at timestamptz,
  actor_id uuid,
  actor_email text not null default '',
  seq bigint generated always as identity
);
create index dsr_requests_subject_idx on dsr_requests (subject_bidx) where status = 'open';
create index dsr_requests_due_idx on dsr_requests (status, due_at);
