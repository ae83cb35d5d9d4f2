-- Data-subject requests on Supabase (docs/privacy.md, "Data-subject requests"), as the SQL backend's
-- lib/backend/sql/privacy.ts: one address's leads found and erased by the blind index of its e-mail (email_bidx, set by
-- the server since 20261202002800), and the register private.dsr_requests (20261202002600) written and listed, the
-- address only as its blind index. Every function here is the service role's only (the server's
-- lib/backend/supabase/privacy.ts, after lib/data/privacy.ts has checked the member's `privacy` permission).
--
-- * One erase rule: private.erase_leads deletes leads by id (their timeline goes with them: lead_events is on delete
--   cascade; the journey and consent are columns of the row). public.run_lead_retention is re-created here to erase
--   through it, with the same expiry rule (private.lead_expired) and results as before.
-- * An erasure and its register row are one transaction: public.dsr_erase_subject deletes the leads and completes the
--   address's open requests (or records a completed one), so an erasure is never left unrecorded. The app then names
--   the member and its own outcome on those rows (public.dsr_save_request with p_erasure).
-- * No outbox on Supabase (notifications are off): no recipients to list, no lead.deleted events to queue.

-- A blind index as the server computes it (lib/server/crypto/envelope.ts: 32 hex digits).
create function private.is_blind_index(v text) returns boolean
language sql immutable set search_path = ''
as $$
  select coalesce(v ~ '^[0-9a-f]{32}$', false)
$$;
revoke all on function private.is_blind_index(text) from public, anon, authenticated;

-- The one erase of leads (the retention run, a data-subject erasure): the rows go, their timeline with them (on delete
-- cascade). Returns what went.
create function private.erase_leads(p_ids uuid[]) returns table (id uuid, folder text)
language sql volatile security definer set search_path = ''
as $$
  delete from public.messages m where m.id = any(coalesce(p_ids, '{}'::uuid[])) returning m.id, m.folder
$$;
revoke all on function private.erase_leads(uuid[]) from public, anon, authenticated;

-- The day's retention run of 20261202002400, unchanged but for erasing through private.erase_leads.
create or replace function public.run_lead_retention(p_now timestamptz default now()) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  cfg record;
  v_day date;
  v_cutoff timestamptz;
  v_spam_cutoff timestamptz;
  v_leads integer;
  v_spam integer;
begin
  select * into cfg from private.lead_retention_settings();
  v_day := (p_now at time zone cfg.time_zone)::date;
  v_cutoff := ((p_now at time zone 'UTC') - make_interval(months => cfg.months)) at time zone 'UTC';
  v_spam_cutoff := p_now - interval '720 hours'; -- 30 days of 24 hours, as the app counts (no calendar-day shift across DST)
  insert into private.lead_retention_runs (day) values (v_day) on conflict (day) do nothing;
  if not found then return null; end if;
  select count(*) filter (where g.folder <> 'spam'), count(*) filter (where g.folder = 'spam') into v_leads, v_spam
    from private.erase_leads(array(select m.id from public.messages m where private.lead_expired(m, v_cutoff, v_spam_cutoff))) g;
  update private.lead_retention_runs set erased = v_leads, spam = v_spam where day = v_day;
  insert into public.audit_log (action, record_type, summary)
    values ('lead_retention', 'lead', format('Retention erased %s %s (%s spam)', v_leads + v_spam, case when v_leads + v_spam = 1 then 'lead' else 'leads' end, v_spam));
  return jsonb_build_object('leads', v_leads, 'spam', v_spam);
end
$$;
revoke all on function public.run_lead_retention(timestamptz) from public, anon, authenticated;
grant execute on function public.run_lead_retention(timestamptz) to service_role;

-- ---------------------------------------------------------------- find

-- Every lead of the address (contact messages, download requests, event registrations; spam and archived included),
-- each with its consent version's form, wording, hash and number, and their timelines. The fields stay sealed: the
-- server opens them.
create function public.dsr_subject_leads(p_bidx text) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not private.is_blind_index(p_bidx) then
    raise exception 'An address is looked up by its blind index' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'leads', coalesce((
      select jsonb_agg(to_jsonb(m) || jsonb_build_object('consent_form', cv.form, 'consent_text', cv.text, 'consent_hash', cv.hash, 'consent_version', cv.version)
                       order by m.received_at, m.created_at, m.id)
        from public.messages m left join public.consent_versions cv on cv.id = m.consent_version_id
       where m.email_bidx = p_bidx), '[]'::jsonb),
    'events', coalesce((
      select jsonb_agg(to_jsonb(e) order by e.at, e.seq)
        from public.lead_events e join public.messages m on m.id = e.message_id
       where m.email_bidx = p_bidx), '[]'::jsonb));
end
$$;
revoke all on function public.dsr_subject_leads(text) from public, anon, authenticated;
grant execute on function public.dsr_subject_leads(text) to service_role;

-- ---------------------------------------------------------------- erase, recorded in the same transaction

-- Erases every lead of the address through private.erase_leads and, in the same transaction, completes the address's
-- open requests as an erasure (none open: records a completed one, received now and due 45 days of 24 hours later,
-- as the app's dsrDueAt). Returns the ids erased, the register rows written and whether one was opened for it.
create function public.dsr_erase_subject(p_bidx text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_ids uuid[];
  v_n integer;
  v_outcome text;
  v_requests uuid[];
  v_opened boolean := false;
begin
  if not private.is_blind_index(p_bidx) then
    raise exception 'An address is looked up by its blind index' using errcode = '22023';
  end if;
  select coalesce(array_agg(g.id order by g.id), '{}'::uuid[]) into v_ids
    from private.erase_leads(array(select m.id from public.messages m where m.email_bidx = p_bidx)) g;
  v_n := cardinality(v_ids);
  v_outcome := format('Erased %s %s', v_n, case when v_n = 1 then 'lead' else 'leads' end);
  with done as (
    update private.dsr_requests r set status = 'completed', kind = 'erase', outcome = v_outcome, completed_at = now()
     where r.subject_bidx = p_bidx and r.status = 'open'
    returning r.id, r.seq
  )
  select coalesce(array_agg(d.id order by d.seq), '{}'::uuid[]) into v_requests from done d;
  if cardinality(v_requests) = 0 then
    insert into private.dsr_requests (kind, subject_bidx, received_at, due_at, status, outcome, completed_at)
      values ('erase', p_bidx, now(), now() + interval '1080 hours', 'completed', v_outcome, now())
      returning array[id] into v_requests;
    v_opened := true;
  end if;
  return jsonb_build_object('ids', to_jsonb(v_ids), 'requests', to_jsonb(v_requests), 'opened', v_opened);
end
$$;
revoke all on function public.dsr_erase_subject(text) from public, anon, authenticated;
grant execute on function public.dsr_erase_subject(text) to service_role;

-- ---------------------------------------------------------------- the register

-- Records a request as the SQL store's saveRequest: `p_complete` completes the address's open requests (none open:
-- records a completed one); otherwise the open one is returned, or one is opened. `p_erasure`: the rows
-- public.dsr_erase_subject wrote for this address get the member's kind, outcome and name instead (and the day the
-- request was received, when the erasure opened the row: `p_erasure_opened`). Returns the row written or found.
create function public.dsr_save_request(
  p_kind text,
  p_subject_bidx text,
  p_received_at timestamptz,
  p_due_at timestamptz,
  p_complete boolean,
  p_outcome text,
  p_actor_id uuid,
  p_actor_email text,
  p_erasure uuid[] default null,
  p_erasure_opened boolean default false
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_row private.dsr_requests;
begin
  if not private.is_blind_index(p_subject_bidx) then
    raise exception 'An address is recorded by its blind index' using errcode = '22023';
  end if;
  if p_erasure is not null then
    with done as (
      update private.dsr_requests r
         set kind = p_kind, outcome = p_outcome, actor_id = p_actor_id, actor_email = coalesce(p_actor_email, ''),
             received_at = case when p_erasure_opened then p_received_at else r.received_at end,
             due_at = case when p_erasure_opened then p_due_at else r.due_at end
       where r.id = any(p_erasure) and r.subject_bidx = p_subject_bidx and r.status = 'completed'
      returning r.*
    )
    select * into v_row from done order by seq limit 1;
    if found then return to_jsonb(v_row); end if;
  end if;
  if p_complete then
    with done as (
      update private.dsr_requests r
         set status = 'completed', kind = p_kind, outcome = p_outcome, completed_at = now(), actor_id = p_actor_id, actor_email = coalesce(p_actor_email, '')
       where r.subject_bidx = p_subject_bidx and r.status = 'open'
      returning r.*
    )
    select * into v_row from done order by seq limit 1;
    if found then return to_jsonb(v_row); end if;
    insert into private.dsr_requests (kind, subject_bidx, received_at, due_at, status, outcome, completed_at, actor_id, actor_email)
      values (p_kind, p_subject_bidx, p_received_at, p_due_at, 'completed', p_outcome, now(), p_actor_id, coalesce(p_actor_email, ''))
      returning * into v_row;
    return to_jsonb(v_row);
  end if;
  select * into v_row from private.dsr_requests r where r.subject_bidx = p_subject_bidx and r.status = 'open' order by r.seq limit 1;
  if found then return to_jsonb(v_row); end if;
  insert into private.dsr_requests (kind, subject_bidx, received_at, due_at, outcome, actor_id, actor_email)
    values (p_kind, p_subject_bidx, p_received_at, p_due_at, p_outcome, p_actor_id, coalesce(p_actor_email, ''))
    returning * into v_row;
  return to_jsonb(v_row);
end
$$;
revoke all on function public.dsr_save_request(text, text, timestamptz, timestamptz, boolean, text, uuid, text, uuid[], boolean) from public, anon, authenticated;
grant execute on function public.dsr_save_request(text, text, timestamptz, timestamptz, boolean, text, uuid, text, uuid[], boolean) to service_role;

-- The Privacy screen's list: the open requests first (earliest due first), then the newest completed, up to p_limit each.
create function public.dsr_request_list(p_limit integer) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) - 'part' - 'rank' order by x.part, x.rank), '[]'::jsonb)
    from (
      (select r.*, 0 as part, row_number() over (order by r.due_at, r.seq) as rank
         from private.dsr_requests r where r.status = 'open' order by r.due_at, r.seq limit greatest(p_limit, 0))
      union all
      (select r.*, 1 as part, row_number() over (order by r.completed_at desc, r.seq desc) as rank
         from private.dsr_requests r where r.status = 'completed' order by r.completed_at desc, r.seq desc limit greatest(p_limit, 0))
    ) x
$$;
revoke all on function public.dsr_request_list(integer) from public, anon, authenticated;
grant execute on function public.dsr_request_list(integer) to service_role;
