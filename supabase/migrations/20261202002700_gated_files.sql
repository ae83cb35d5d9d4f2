-- Gated resources' files kept from the public key (docs/site-content.md, "Gated resources").
--
-- Before: a gated resource's file was a public URL of the public `uploads` bucket, stored in the document's
-- `data.details.file`, which visitors read with the anon key: the file could be fetched without the form.
--
-- * The file's address leaves the document: on every insert or update of a gated resource a trigger moves
--   `details.file` into public.gated_files (members read it, visitors never) and leaves the marker 'gated' in its
--   place, which says "a file is there" to the public page and to nothing else. Every public read of documents (the
--   table, last_live_document, shared_record, revisions) therefore holds no address of a gated file.
-- * The bytes go to `gated`, a PRIVATE bucket: no public endpoint, and no storage.objects policy for anon. The
--   server moves a gated file there from `uploads` (Storage's move, with the service-role key) the first time it
--   serves it, and records that in gated_files.bucket; from then on only the server's signed download links reach it.
--   Moving bytes is Storage's work, not SQL's (a storage.objects row names bytes kept by the Storage service), so
--   this migration moves the existing addresses and leaves the bytes to the server.
-- * A member's save sends back the file the editor shows (the adapter reads it from gated_files); the marker as the
--   file keeps the stored one (a revision restored), an empty file removes it, and a resource no longer gated gets
--   its file back into `data`.

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
  file text not null check (length(file) between 1 and 2048 and file <> 'gated'),
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

create function private.keep_gated_file() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  gated boolean := coalesce(new.data->'details'->'gated' = 'true'::jsonb, false);
  file text := coalesce(new.data->'details'->>'file', '');
begin
  if new.data->'details' is null or jsonb_typeof(new.data->'details') <> 'object' then
    delete from public.gated_files where document_id = new.id;
    return new;
  end if;
  if gated then
    if file = '' then
      delete from public.gated_files where document_id = new.id;
    elsif file <> 'gated' then
      -- A new address starts in uploads; the same one keeps the bucket its bytes were moved to.
      insert into public.gated_files (document_id, file) values (new.id, file)
        on conflict (document_id) do update
          set file = excluded.file,
              bucket = case when public.gated_files.file = excluded.file then public.gated_files.bucket else 'uploads' end,
              updated_at = now();
      new.data := jsonb_set(new.data, '{details,file}', '"gated"');
    end if;
  else
    if file = 'gated' then
      new.data := jsonb_set(new.data, '{details,file}', to_jsonb(coalesce((select g.file from public.gated_files g where g.document_id = new.id), '')));
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
  where type = 'resource' and data->'details'->'gated' = 'true'::jsonb and coalesce(data->'details'->>'file', '') not in ('', 'gated');
alter table public.documents disable trigger user;
update public.documents d set data = jsonb_set(d.data, '{details,file}', '"gated"')
  from public.gated_files g where g.document_id = d.id;
alter table public.documents enable trigger user;
update public.content_revisions r set data = jsonb_set(r.data, '{details,file}', '"gated"')
  where r.data->'details'->'gated' = 'true'::jsonb and coalesce(r.data->'details'->>'file', '') not in ('', 'gated')
    and r.data->'details'->>'file' like '%/storage/v1/object/public/uploads/%';
