-- Version 26: leads are erased after the owner's retention period (lib/domain/leads/retention.ts). One row per day
-- in the site's time zone marks that day's run: the first server to insert it erases, in the same transaction; every
-- other server finds the row and does nothing. The row keeps only counts.

create table lead_retention_runs (
  day date primary key,
  ran_at timestamptz not null default now(),
  erased integer not null default 0 check (erased >= 0),
  spam integer not null default 0 check (spam >= 0)
);

-- The run's rule reads leads by when they were received (every folder, spam included).
create index messages_received_at_idx on messages (received_at);
