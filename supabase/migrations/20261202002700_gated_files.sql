-- Gated resources' files kept from the public key (docs/site-content.md, "Gated resources").
--
-- Before: a gated resource's file was a public URL of the public `uploads` bucket, stored in the document's
-- `data.details.file`, which visitors read with the anon key: the file could be fetched without the form.
--
-- * The file's address leaves the document: on every insert or update of a gated resource a trigger moves
--   `details.file` into public.gated_files (members read it, visitors never) and leaves a marker in its place,
--   'gated:' and the SHA-256 of the address (hex), which says "a file is there" to the public page, and tells the
--   medical review that the file changed (a new address, a new digest) without naming it. Every public read of
--   documents (the table, last_live_document, shared_record, revisions) therefore holds no address of a gated file.
-- * The bytes go to `gated`, a PRIVATE bucket: no public endpoint, and no storage.objects policy for anon. The
--   server moves a gated file there from `uploads` (Storage's move, with the service-role key) the first time it
--   serves it, and records that in gated_files.bucket; from then on only the server's signed download links reach it.
--   Moving bytes is Storage's work, not SQL's (a storage.objects row names bytes kept by the Storage service), so
--   this migration moves the existing addresses and leaves the bytes to the server.
-- * A member's save sends back the file the editor shows (the adapter reads it from gated_files); a marker as the
--   file keeps the stored one (a revision restored), an empty file removes it, and a resource no longer gated gets
--   its file back into `data`.
-- * The medical review reads `details.file` by its digest (private.review_value): the address and its marker are the
--   same file, so gating or ungating a resource leaves its approval standing, as before.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('gated', 'gated', false, 10485760, null)
on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit;

-- Members only, as the uploads bucket's own policies; the service role (the server) bypasses them. No policy names
-- anon: a visitor can neither list, read, add nor change an object of this bucket.
create policy gated_read on storage.objects for select to authenticated
  using (bucket_id = 'gated' and (select private.is_admin()));
create policy gated_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'gated' and (select private.is_admin()));
create policy gated_update on storage.objects for update to authenticated
  using (bucket_id = 'gated' and (select private.is_admin()))
  with check (bucket_id = 'gated' and (select private.is_admin()));
create policy gated_delete on storage.objects for delete to authenticated
  using (bucket_id = 'gated' and (select private.is_admin()));

-- The file of a gated resource: the address the editor picked (a URL of the uploads bucket) and the bucket its
-- bytes are in now. Deferred key: the trigger below writes it before the document's own row exists.
create table public.gated_files (
  document_id uuid primary key references public.documents (id) on delete cascade deferrable initially deferred,
  file text not null check (length(file) between 1 and 2048 and file !~ '^gated:'),
  bucket text not null default 'uploads' check (bucket in ('uploads', 'gated')),
  updated_at timestamptz not null default now()
);
alter table public.gated_files enable row level security;
revoke all on public.gated_files from anon, authenticated, service_role;
-- Visitors may ask and get nothing (no policy names them); members read; only the trigger writes a file, and only
-- the server records where its bytes went.
grant select on public.gated_files to anon, authenticated;
grant select, update (bucket, updated_at) on public.gated_files to service_role;
create policy gated_files_read on public.gated_files for select to authenticated using ((select private.is_admin()));

-- What a document holds in place of a gated file's address.
create function private.gated_file_marker(file text) returns text
language sql immutable set search_path = ''
as $$
  select 'gated:' || encode(sha256(convert_to(file, 'UTF8')), 'hex')
$$;
revoke all on function private.gated_file_marker(text) from public, anon, authenticated;

create function private.keep_gated_file() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  gated boolean;
  file text;
  kept text;
begin
  if jsonb_typeof(new.data->'details') is distinct from 'object' then
    delete from public.gated_files where document_id = new.id;
    return new;
  end if;
  gated := coalesce(new.data->'details'->'gated' = 'true'::jsonb, false);
  file := coalesce(new.data->'details'->>'file', '');
  kept := (select g.file from public.gated_files g where g.document_id = new.id);
  if gated and file ~ '^gated:' then
    -- The marker (a restored revision, a client that never saw the address): the stored file stays, if any.
    new.data := jsonb_set(new.data, '{details,file}', to_jsonb(coalesce(private.gated_file_marker(kept), '')));
  elsif gated and file <> '' then
    -- A new address starts in uploads; the same one keeps the bucket its bytes were moved to.
    insert into public.gated_files (document_id, file) values (new.id, file)
      on conflict (document_id) do update
        set file = excluded.file,
            bucket = case when public.gated_files.file = excluded.file then public.gated_files.bucket else 'uploads' end,
            updated_at = now();
    new.data := jsonb_set(new.data, '{details,file}', to_jsonb(private.gated_file_marker(file)));
  else
    if not gated and file ~ '^gated:' then
      new.data := jsonb_set(new.data, '{details,file}', to_jsonb(coalesce(kept, '')));
    end if;
    delete from public.gated_files where document_id = new.id;
  end if;
  return new;
end
$$;
revoke all on function private.keep_gated_file() from public, anon, authenticated;

-- Before every other trigger of a save (they fire by name): the version, the revision and the save hooks all see
-- the document without the address.
create trigger documents_gated_file before insert or update on public.documents
  for each row when (new.type = 'resource') execute function private.keep_gated_file();

-- The gated resources there are: their addresses moved out of the documents (and of their revisions, which members
-- read, so that a restored revision brings the marker back, not an address). The save triggers stay out of it: no
-- new version, revision or audit entry for a change nobody made.
insert into public.gated_files (document_id, file)
  select id, data->'details'->>'file' from public.documents
  where type = 'resource' and data->'details'->'gated' = 'true'::jsonb and coalesce(data->'details'->>'file', '') !~ '^(gated:|$)';
alter table public.documents disable trigger user;
update public.documents d set data = jsonb_set(d.data, '{details,file}', to_jsonb(private.gated_file_marker(g.file)))
  from public.gated_files g where g.document_id = d.id;
alter table public.documents enable trigger user;
update public.content_revisions r set data = jsonb_set(r.data, '{details,file}', to_jsonb(private.gated_file_marker(r.data->'details'->>'file')))
  where r.kind = 'resource' and r.data->'details'->'gated' = 'true'::jsonb and coalesce(r.data->'details'->>'file', '') !~ '^(gated:|$)';

-- ---------------------------------------------------------------- the medical review reads a file by its digest

-- A reviewed value as the review compares it: `details.file` by the SHA-256 of its address (a gated file's marker
-- carries it), so an address and its marker are the same file; any other value as it is.
create function private.review_value(field text, v jsonb) returns jsonb
language sql immutable set search_path = ''
as $$
  select case when field = 'details.file' and jsonb_typeof(v) = 'string' and v #>> '{}' <> '' then
           to_jsonb(case when v #>> '{}' ~ '^gated:[0-9a-f]{64}$' then substr(v #>> '{}', 7)
                         else encode(sha256(convert_to(v #>> '{}', 'UTF8')), 'hex') end)
         else v end
$$;
revoke all on function private.review_value(text, jsonb) from public, anon, authenticated;

create or replace function private.reviewed_content(doc public.documents) returns jsonb
language sql stable set search_path = ''
as $$
  select coalesce(jsonb_agg(
           case when f.name = 'title' then to_jsonb(coalesce(doc.title, ''))
                when doc.data #> string_to_array(f.name, '.') is null
                  or jsonb_typeof(doc.data #> string_to_array(f.name, '.')) = 'null' then '""'::jsonb
                else private.review_value(f.name, doc.data #> string_to_array(f.name, '.')) end
           order by f.n), '[]'::jsonb)
    from unnest(private.review_fields(doc.type)) with ordinality as f(name, n)
$$;

create or replace function private.reviewed_snapshot(doc_type text, snapshot jsonb) returns jsonb
language sql immutable set search_path = ''
as $$
  select case when snapshot is null then null else coalesce((
    select jsonb_agg(
             case when snapshot #> string_to_array(f.name, '.') is null
                    or jsonb_typeof(snapshot #> string_to_array(f.name, '.')) = 'null' then '""'::jsonb
                  else private.review_value(f.name, snapshot #> string_to_array(f.name, '.')) end
             order by f.n)
      from unnest(private.review_fields(doc_type)) with ordinality as f(name, n)), '[]'::jsonb) end
$$;
