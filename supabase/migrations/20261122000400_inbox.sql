-- The inbox: spam is quarantined with its reason instead of dropped, and each message records where the lead
-- came from (page path, referrer origin, UTM of the landing URL). Same columns as the embedded backend.

alter table public.messages
  add column folder text not null default 'inbox' check (folder in ('inbox', 'spam', 'archived')),
  add column spam_reason text not null default '' check (length(spam_reason) <= 500),
  add column possible_spam boolean not null default false,
  add column spam_since timestamptz,
  add column page_path text not null default '' check (length(page_path) <= 300),
  add column referrer_origin text not null default '' check (length(referrer_origin) <= 300),
  add column utm jsonb not null default '{}'::jsonb check (jsonb_typeof(utm) = 'object' and length(utm::text) <= 1500);

create index messages_folder_order_idx on public.messages (folder, created_at desc, id desc);
create index messages_spam_since_idx on public.messages (spam_since) where folder = 'spam';

-- Spam older than 30 days goes for good. Schedule it daily with pg_cron:
--   select cron.schedule('purge-spam', '17 3 * * *', 'select private.purge_old_spam()');
create function private.purge_old_spam() returns integer
language sql security definer set search_path = ''
as $$
  with gone as (
    delete from public.messages where folder = 'spam' and spam_since < now() - interval '30 days' returning 1
  )
  select count(*)::int from gone
$$;
revoke all on function private.purge_old_spam() from public, anon, authenticated;
