-- Contact messages no longer go straight into public.messages with the public key: a direct insert skipped the
-- site's checks and let a client choose its own created_at. Visitors (and the server, which uses the same key)
-- call public.submit_contact_message instead. It runs as its owner, applies the field rules itself, sets its own
-- timestamp and state, and refuses floods: at most 5 messages per e-mail address per 10 minutes and 120 per minute
-- for the whole site (the server's per-IP limit applies before it, for requests that come through the site).

drop policy if exists messages_insert on public.messages;
revoke insert on public.messages from anon, authenticated;

create index if not exists messages_email_created_idx on public.messages (lower(email), created_at desc);

create function public.submit_contact_message(p_name text, p_email text, p_message text) returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_message text := btrim(coalesce(p_message, ''));
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
  if (select count(*) from public.messages m
       where lower(m.email) = v_email and m.created_at > now() - interval '10 minutes') >= 5
     or (select count(*) from public.messages m where m.created_at > now() - interval '1 minute') >= 120 then
    raise exception 'Too many messages' using errcode = '54000';
  end if;
  insert into public.messages (name, email, message) values (v_name, v_email, v_message) returning id into v_id;
  return v_id;
end;
$$;

revoke all on function public.submit_contact_message(text, text, text) from public;
grant execute on function public.submit_contact_message(text, text, text) to anon, authenticated;
