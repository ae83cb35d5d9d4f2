-- Event registration on Supabase, as the SQL store takes it in its insert's transaction (lib/backend/sql/messages.ts).
-- The public key can neither read messages nor lock a row, so both steps are functions that run as their owner:
--
-- * public.submit_event_registration: the document must be live with registration open (its details'
--   registration_open); its row is locked for the call's transaction, so registrations for one document queue here
--   and each counts the ones committed before it; with a capacity in its details and no seat left it refuses with
--   'PT409' (PostgREST answers 409; the app reads "event_full"); otherwise the lead goes in through the contact
--   function (its checks, limits, visit and locale) and is marked as a registration naming the document by id and
--   title (resource_slug / resource_title, as in the SQL store). A document that is not live or not open: 'PT404'.
-- * public.event_registrations: the seats taken (registrations outside spam) of a live document, 0 for any other id,
--   so the public page can say how many are left and nothing is learnt about drafts.
--
-- No table or column changes; nothing to fill.

create function public.submit_event_registration(
  p_id uuid,
  p_name text,
  p_email text,
  p_event uuid,
  p_message text,
  p_folder text default 'inbox',
  p_spam_reason text default '',
  p_possible_spam boolean default false,
  p_page_path text default '',
  p_referrer_origin text default '',
  p_utm jsonb default '{}'::jsonb,
  p_visitor text default null,
  p_locale text default 'en'
) returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_title text;
  v_capacity text;
  v_taken int;
  v_id uuid;
begin
  select d.title, d.data->'details'->>'capacity' into v_title, v_capacity
    from public.documents d
   where d.id = p_event
     and public.is_live(d.published, d.publish_at)
     and d.data->'details'->'registration_open' = 'true'::jsonb
   for update;
  if not found then
    raise exception 'This event is not open for registration' using errcode = 'PT404';
  end if;
  if v_capacity ~ '^[0-9]+$' then
    select count(*)::int into v_taken
      from public.messages m
     where m.kind = 'event_registration' and m.resource_slug = p_event::text and m.folder <> 'spam';
    if v_taken >= v_capacity::int then
      raise exception 'event_full' using errcode = 'PT409';
    end if;
  end if;
  v_id := public.submit_contact_message(p_id, p_name, p_email, p_message, p_folder, p_spam_reason, p_possible_spam,
                                        p_page_path, p_referrer_origin, p_utm, p_visitor, p_locale);
  update public.messages
     set kind = 'event_registration', resource_slug = p_event::text, resource_title = left(v_title, 300)
   where id = v_id;
  return v_id;
end;
$$;

revoke all on function public.submit_event_registration(uuid, text, text, uuid, text, text, text, boolean, text, text, jsonb, text, text) from public;
grant execute on function public.submit_event_registration(uuid, text, text, uuid, text, text, text, boolean, text, text, jsonb, text, text)
  to anon, authenticated;

create function public.event_registrations(p_event uuid) returns integer
language sql stable security definer set search_path = ''
as $$
  select case when exists (select 1 from public.documents d where d.id = p_event and public.is_live(d.published, d.publish_at))
              then (select count(*)::int from public.messages m
                     where m.kind = 'event_registration' and m.resource_slug = p_event::text and m.folder <> 'spam')
              else 0 end
$$;

revoke all on function public.event_registrations(uuid) from public;
grant execute on function public.event_registrations(uuid) to anon, authenticated;
