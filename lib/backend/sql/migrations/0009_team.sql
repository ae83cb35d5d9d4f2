-- Version 9: a team instead of one account. Roles owner / admin / editor, invitations and password resets by
-- single-use links, sessions a member can see and end, and an append-only audit log.

alter table memberships drop constraint memberships_role_check;
alter table memberships add constraint memberships_role_check check (role in ('owner', 'admin', 'editor'));

alter table users add column last_sign_in_at timestamptz;

-- A session gets an id a member can name ("sign out that one") without the token; the device is the user agent.
alter table sessions
  add column id uuid not null default gen_random_uuid(),
  add column user_agent text not null default '' check (length(user_agent) <= 500);
create unique index sessions_id_key on sessions (id);

-- Single-use links: invitations, password resets, e-mail changes and confirmations of a listed registration.
-- Only the SHA-256 of the secret part is kept; the link carries `<id>.<secret>`, so the row is found by id and
-- the secret compared in constant time.
create table auth_tokens (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('invite', 'reset', 'email_change', 'register')),
  secret_hash text not null,
  email text not null check (email = lower(email) and length(email) <= 320),
  user_id uuid references users (id) on delete cascade,
  role text check (role in ('owner', 'admin', 'editor')),
  -- kind 'register': the password hash chosen at registration, used only once the address is confirmed.
  password_hash text,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index auth_tokens_kind_email_idx on auth_tokens (kind, email);

-- Who did what, when, from which session. The app only ever inserts and reads; rows are pruned after the
-- retention period (AUDIT_RETENTION_DAYS), never edited.
create table audit_log (
  id uuid primary key default gen_random_uuid(),
  at timestamptz not null default now(),
  actor_id uuid,
  actor_email text not null default '' check (length(actor_email) <= 320),
  session_id uuid,
  action text not null check (length(action) <= 60),
  record_type text not null default '' check (length(record_type) <= 40),
  record_id text not null default '' check (length(record_id) <= 100),
  summary text not null default '' check (length(summary) <= 500),
  seq bigint generated always as identity
);
create index audit_log_at_idx on audit_log (at desc, seq desc);
create index audit_log_actor_idx on audit_log (actor_id, at desc);

create function audit_log_no_update() returns trigger language plpgsql as $$
begin
  raise exception 'audit log entries cannot be changed';
end
$$;
create trigger audit_log_no_update before update on audit_log for each row execute function audit_log_no_update();
