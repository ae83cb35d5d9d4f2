-- Data-subject requests, as the SQL backend's version 28 (lib/backend/sql/migrations/0028_data_subject_requests.sql):
-- one row per request about one e-mail address, kept by the address's blind index, never the address. The Supabase
-- backend has no privacy adapter yet (its leads are stored without blind indexes: docs/privacy.md), so the register
-- waits in the private schema, out of the data API, for the server function that will write it.

create table private.dsr_requests (
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
revoke all on private.dsr_requests from public, anon, authenticated;
create index dsr_requests_subject_idx on private.dsr_requests (subject_bidx) where status = 'open';
create index dsr_requests_due_idx on private.dsr_requests (status, due_at);
