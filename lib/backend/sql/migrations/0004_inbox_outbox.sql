-- Version 4: contact messages are never dropped as spam but quarantined with the reason; each records where the
-- lead came from; notifications wait in a durable outbox that a worker delivers with retries.

alter table messages
  -- inbox | spam | archived: the inbox's three views.
  add column folder text not null default 'inbox' check (folder in ('inbox', 'spam', 'archived')),
  -- Why a spam signal fired ('' when none did); kept when a person moves the message back.
  add column spam_reason text not null default '' check (length(spam_reason) <= 500),
  -- Only weak signals fired: the message stays in the inbox, marked "Possible spam".
  add column possible_spam boolean not null default false,
  -- When the message went to the spam folder: spam is purged 30 days later.
  add column spam_since timestamptz,
  add column page_path text not null default '' check (length(page_path) <= 300),
  add column referrer_origin text not null default '' check (length(referrer_origin) <= 300),
  add column utm jsonb not null default '{}'::jsonb;

create index messages_folder_order_idx on messages (folder, created_at desc, seq desc);
create index messages_spam_since_idx on messages (spam_since) where folder = 'spam';

-- Work to be done after a transaction commits (e-mails, webhooks), stored in that same transaction, so a crash
-- or an unreachable server delays it but never loses it. Generic: `topic` says what a job is about and `ref`
-- points at it (for contact messages: the message id).
create table outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('email', 'webhook')),
  topic text not null check (length(topic) <= 100),
  ref text,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 14,
  next_attempt_at timestamptz not null default now(),
  -- A worker holds a claimed job until then; a crashed worker's jobs become claimable again after it.
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  seq bigint generated always as identity
);
create index outbox_due_idx on outbox (next_attempt_at, seq) where status = 'pending';
create index outbox_ref_idx on outbox (ref);

-- Server-side secrets that must be shared by every server on one database (the contact form's timing token).
create table app_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
-- gen_random_uuid() draws from the server's strong random source: two of them give 244 random bits.
insert into app_secrets (name, value)
values ('form_token', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
