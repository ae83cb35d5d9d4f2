-- Lead master-key rotation on Supabase (docs/privacy.md, "Rotation"), in step with rotateLeadKeys of
-- lib/server/crypto/envelope.ts on the SQL backends: `npm run admin -- rotate-lead-key` (scripts/lib/rotate-lead-key.mjs)
-- re-wraps every sealed value's data key under LEAD_ENCRYPTION_KEY_NEW while the site serves. The master keys never
-- enter the database: the command (service role) reads a page of sealed values whose data key another master key
-- wraps, re-wraps them itself, and writes them back through these functions, which only the service role may call.
--
-- * The sealed values on this backend (20261202002800): messages' name, email and message, and lead_events' body
--   (notes and replies of the timeline); then the key check and the blind index key of private.lead_secrets.
-- * Only the wrapped data key in front of a value changes: a value is written back only where the stored one is still
--   the one that was read (compare-and-set: a lead edited meanwhile is never overwritten, it is left to the next pass),
--   and only with the same ciphertext (the last part of the envelope), so the blind index key stays the same key and
--   the blind indexes stay valid.

-- A page of the values, by id after p_after, of which at least one is not wrapped by the master key p_key_id (its 8
-- hex digits). Rows partly in plain text are the start-up sealing's (plain_lead_rows), not this.
create function public.lead_values_to_rewrap(p_key_id text, p_table text, p_after uuid default null, p_limit integer default 500)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_prefix text;
  v_limit integer := least(greatest(coalesce(p_limit, 0), 0), 1000);
begin
  if coalesce(p_key_id, '') !~ '^[0-9a-f]{8}$' then
    raise exception 'A master key id is 8 hex digits' using errcode = '22023';
  end if;
  v_prefix := 'lc1.' || p_key_id || '.';
  if p_table = 'messages' then
    return coalesce((
      select jsonb_agg(jsonb_build_object('id', m.id, 'name', m.name, 'email', m.email, 'message', m.message) order by m.id)
        from (select x.id, x.name, x.email, x.message from public.messages x
               where (p_after is null or x.id > p_after)
                 and x.name like 'lc1.%' and x.email like 'lc1.%' and x.message like 'lc1.%'
                 and not (starts_with(x.name, v_prefix) and starts_with(x.email, v_prefix) and starts_with(x.message, v_prefix))
               order by x.id
               limit v_limit) m), '[]'::jsonb);
  elsif p_table = 'lead_events' then
    return coalesce((
      select jsonb_agg(jsonb_build_object('id', e.id, 'body', e.body) order by e.id)
        from (select x.id, x.body from public.lead_events x
               where (p_after is null or x.id > p_after)
                 and x.body like 'lc1.%' and not starts_with(x.body, v_prefix)
               order by x.id
               limit v_limit) e), '[]'::jsonb);
  end if;
  raise exception 'Sealed values are in messages or lead_events' using errcode = '22023';
end
$$;
revoke all on function public.lead_values_to_rewrap(text, text, uuid, integer) from public, anon, authenticated;
grant execute on function public.lead_values_to_rewrap(text, text, uuid, integer) to service_role;

-- Same envelope, same ciphertext: only the master key id and the wrapped data key may differ.
create function private.is_rewrap_of(v text, old text) returns boolean
language sql immutable set search_path = ''
as $$
  select coalesce(v ~ '^lc1\.[0-9a-f]{8}\.[A-Za-z0-9+/=_-]+\.[A-Za-z0-9+/=_-]+$'
                  and old ~ '^lc1\.[0-9a-f]{8}\.[A-Za-z0-9+/=_-]+\.[A-Za-z0-9+/=_-]+$'
                  and split_part(v, '.', 4) = split_part(old, '.', 4), false)
$$;
revoke all on function private.is_rewrap_of(text, text) from public, anon, authenticated;

-- Writes back re-wrapped values: p_messages [{id, name, email, message, old_name, old_email, old_message}], p_events
-- [{id, body, old_body}]. A row whose stored values are no longer the old ones is left as it is. Returns the rows
-- written.
create function public.rewrap_lead_values(p_messages jsonb, p_events jsonb) returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  n integer;
  k integer;
begin
  update public.messages m
     set name = x.name, email = x.email, message = x.message
    from jsonb_to_recordset(coalesce(p_messages, '[]'::jsonb))
           as x(id uuid, name text, email text, message text, old_name text, old_email text, old_message text)
   where m.id = x.id
     and m.name = x.old_name and m.email = x.old_email and m.message = x.old_message
     and private.is_rewrap_of(x.name, x.old_name) and private.is_rewrap_of(x.email, x.old_email)
     and private.is_rewrap_of(x.message, x.old_message)
     and length(x.name) <= 1400 and length(x.email) <= 2000 and length(x.message) <= 28000;
  get diagnostics n = row_count;
  update public.lead_events e
     set body = x.body
    from jsonb_to_recordset(coalesce(p_events, '[]'::jsonb)) as x(id uuid, body text, old_body text)
   where e.id = x.id and e.body = x.old_body and private.is_rewrap_of(x.body, x.old_body) and length(x.body) <= 20000;
  get diagnostics k = row_count;
  return n + k;
end
$$;
revoke all on function public.rewrap_lead_values(jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.rewrap_lead_values(jsonb, jsonb) to service_role;

-- The key check and the blind index key re-wrapped, last, together: p_secrets [{name, value, old_value}], each
-- written only where the stored value is still old_value and the ciphertext is the same (the blind index key does
-- not change). Returns the rows written.
create function public.rewrap_lead_secrets(p_secrets jsonb) returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  n integer;
begin
  update private.lead_secrets s
     set value = x.value
    from jsonb_to_recordset(coalesce(p_secrets, '[]'::jsonb)) as x(name text, value text, old_value text)
   where s.name = x.name and s.value = x.old_value and private.is_rewrap_of(x.value, x.old_value);
  get diagnostics n = row_count;
  return n;
end
$$;
revoke all on function public.rewrap_lead_secrets(jsonb) from public, anon, authenticated;
grant execute on function public.rewrap_lead_secrets(jsonb) to service_role;
