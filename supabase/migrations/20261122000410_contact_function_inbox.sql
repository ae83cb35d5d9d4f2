-- The contact function takes the inbox's columns (20261122000400): the spam verdict and the lead context. A
-- visitor may only file into the inbox or spam (never archived), and the database still sets the timestamps.

drop function if exists public.submit_contact_message(text, text, text);

create function public.submit_contact_message(
  p_id uuid,
  p_name text,
  p_email text,
  p_message text,
  p_folder text default 'inbox',
  p_spam_reason text default '',
  p_possible_spam boolean default false,
  p_page_path text default '',
  p_referrer_origin text default '',
  p_utm jsonb default '{}'::jsonb
) returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_message text := btrim(coalesce(p_message, ''));
  v_folder text := coalesce(p_folder, 'inbox');
  v_id uuid;
begin
  if length(v_name) not between 1 and 200 then
    raise exception 'Name must be 1 to 200 characters' using errcode = '22023';
  end if;
  if length(v_email) not between 3 and 320 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Enter a valid email address' using errcode = '22023';
  end if;
  if length(v_message) not between 1 and 5000 then
    raise exception 'Message must be 1 to 5,000 characters' using errcode = '22023';
  end if;
  if v_folder not in ('inbox', 'spam') then
    raise exception 'A new message goes to the inbox or to spam' using errcode = '22023';
  end if;
  if (select count(*) from public.messages m
       where lower(m.email) = v_email and m.created_at > now() - interval '10 minutes') >= 5
     or (select count(*) from public.messages m where m.created_at > now() - interval '1 minute') >= 120 then
    raise exception 'Too many messages' using errcode = '54000';
  end if;
  insert into public.messages
    (id, name, email, message, folder, spam_reason, possible_spam, spam_since, page_path, referrer_origin, utm)
  values
    (coalesce(p_id, gen_random_uuid()), v_name, v_email, v_message, v_folder, coalesce(p_spam_reason, ''),
     coalesce(p_possible_spam, false), case when v_folder = 'spam' then now() end, coalesce(p_page_path, ''),
     coalesce(p_referrer_origin, ''), coalesce(p_utm, '{}'::jsonb))
  returning id into v_id;
  return v_id;
end;
$$;

revoke all on function public.submit_contact_message(uuid, text, text, text, text, text, boolean, text, text, jsonb) from public;
grant execute on function public.submit_contact_message(uuid, text, text, text, text, text, boolean, text, text, jsonb)
  to anon, authenticated;
