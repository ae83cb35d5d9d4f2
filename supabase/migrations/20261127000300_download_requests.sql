-- Gated downloads reach the inbox as leads (the SQL history's 0013_download_requests.sql). A message is either a
-- contact-form message or a download request for a resource; a request names the resource by slug and by its title
-- when it was asked for (kept as text: the message stays readable after the resource is renamed or deleted).

alter table public.messages
  add column kind text not null default 'contact' check (kind in ('contact', 'download')),
  add column resource_slug text not null default '' check (length(resource_slug) <= 200),
  add column resource_title text not null default '' check (length(resource_title) <= 300);

-- A download request goes in through the contact function (its checks, limits and the visit it records), then is
-- marked as a request for the resource. The message text is the app's ("Download request: {title}"). Only a new
-- message of the same call is marked: the id is the one this function just stored.
create function public.submit_download_request(
  p_id uuid,
  p_name text,
  p_email text,
  p_resource_slug text,
  p_resource_title text,
  p_folder text default 'inbox',
  p_spam_reason text default '',
  p_possible_spam boolean default false,
  p_page_path text default '',
  p_referrer_origin text default '',
  p_utm jsonb default '{}'::jsonb,
  p_visitor text default null
) returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_slug text := btrim(coalesce(p_resource_slug, ''));
  v_title text := btrim(coalesce(p_resource_title, ''));
  v_id uuid;
begin
  if length(v_slug) not between 1 and 200 or length(v_title) not between 1 and 300 then
    raise exception 'A download request names its resource' using errcode = '22023';
  end if;
  v_id := public.submit_contact_message(p_id, p_name, p_email, 'Download request: ' || v_title, p_folder, p_spam_reason,
                                        p_possible_spam, p_page_path, p_referrer_origin, p_utm, p_visitor);
  update public.messages set kind = 'download', resource_slug = v_slug, resource_title = v_title where id = v_id;
  return v_id;
end;
$$;

revoke all on function public.submit_download_request(uuid, text, text, text, text, text, text, boolean, text, text, jsonb, text) from public;
grant execute on function public.submit_download_request(uuid, text, text, text, text, text, text, boolean, text, text, jsonb, text)
  to anon, authenticated;
