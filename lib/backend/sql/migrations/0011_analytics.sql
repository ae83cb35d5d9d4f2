-- First-party, cookie-less analytics (docs/analytics.md).

-- The day's salt of the visitor hash. One row: each day's first view replaces it and deletes the old one, so a
-- stored hash can no longer be recomputed from an address once its day is over.
create table analytics_salts (
  day date primary key,
  salt text not null
);

-- Raw page views, kept ANALYTICS retention days (30 by default). No address, no cookie: visitor is the day's hash.
-- id is chosen once per view by the page, so a batch written twice counts once.
create table page_views (
  id text primary key check (length(id) between 16 and 64),
  occurred_at timestamptz not null,
  visitor text not null check (length(visitor) <= 64),
  path text not null check (length(path) <= 300),
  content_type text check (content_type in ('post', 'page')),
  content_id text check (length(content_id) <= 100),
  referrer text not null default '' check (length(referrer) <= 300),
  utm jsonb not null default '{}'::jsonb,
  device text not null check (device in ('desktop', 'mobile', 'tablet')),
  language text not null default '' check (length(language) <= 8)
);
create index page_views_time_idx on page_views (occurred_at);
create index page_views_visitor_idx on page_views (visitor, occurred_at);

-- Roll-ups the reports read: views and distinct visitors per day (in the site's time zone) or per hour (UTC hour
-- start), per dimension and value. Recomputed from the raw views for days that can still change.
create table analytics_daily (
  day date not null,
  dimension text not null check (dimension in ('total', 'path', 'content', 'referrer', 'campaign', 'source', 'device')),
  value text not null check (length(value) <= 400),
  views integer not null,
  visitors integer not null,
  primary key (day, dimension, value)
);

create table analytics_hourly (
  hour timestamptz not null,
  dimension text not null check (dimension in ('total', 'path', 'content', 'referrer', 'campaign', 'source', 'device')),
  value text not null check (length(value) <= 400),
  views integer not null,
  visitors integer not null,
  primary key (hour, dimension, value)
);

-- A lead's journey (messages here; gated downloads will carry the same): the visit's landing page, the first and
-- the last content page read before it, in the visit the message was sent from.
alter table messages
  add column landing_path text not null default '' check (length(landing_path) <= 300),
  add column first_content_type text check (first_content_type in ('post', 'page')),
  add column first_content_id text check (length(first_content_id) <= 100),
  add column first_content_path text not null default '' check (length(first_content_path) <= 300),
  add column last_content_type text check (last_content_type in ('post', 'page')),
  add column last_content_id text check (length(last_content_id) <= 100),
  add column last_content_path text not null default '' check (length(last_content_path) <= 300),
  add column visit_views integer not null default 0;
create index messages_last_content_idx on messages (last_content_type, last_content_id) where last_content_id is not null;
