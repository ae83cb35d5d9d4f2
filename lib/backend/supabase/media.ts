import "server-only"

import { openAsBlob } from "node:fs"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { MediaFile, MediaQuery, MediaUsage } from "@/lib/domain/types"
import type { MediaStore, StoredFile } from "@/lib/backend/types"
import { randomName } from "@/lib/backend/sql/random-name"

import { fromPostgrest } from "./errors"
import { sessionlessClient } from "./server"

export const BUCKET = "uploads"
/** The private bucket of gated resources' files (supabase/migrations/20261202002700_gated_files.sql): the server only. */
export const GATED_BUCKET = "gated"
const FEATURED_FOLDER = "post-images"

type StorageEntry = { id: string | null; name: string; created_at: string | null; metadata: { size?: number; mimetype?: string } | null }
type MetaRow = { path: string; alt: string; caption: string; width: number | null; height: number | null }

const SORTERS: Record<MediaQuery["sort"], (a: MediaFile, b: MediaFile) => number> = {
  newest: (a, b) => b.created_at.localeCompare(a.created_at),
  name: (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
  size: (a, b) => b.size - a.size,
}

// A path this store writes: post-images/{random}.{ext} or {random}-{cleaned name}.
const PATH_PATTERN = /^(?:post-images\/)?[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/
const RANDOM_PREFIX = /^[0-9a-z]{1,13}-(?=.)/
// How long Storage may take to start answering a read; the body then streams for as long as the visitor needs.
const OPEN_TIMEOUT_MS = 15_000

/** Where the store reads a file from on the server's side: the project, and the service-role key when set. */
export type StorageAccess = { url: string; serviceKey?: string }

let gatedWithoutKeyLogged = false

const storageUrl = (access: StorageAccess) => `${access.url.replace(/\/+$/, "")}/storage/v1/object`
const serviceHeaders = (serviceKey: string) => ({ apikey: serviceKey, authorization: `Bearer ${serviceKey}` })

/**
 * Reads one object of a bucket for the server, as a stream with its size and type (one request). With the
 * service-role key: the authenticated endpoint, which works whether or not the bucket is public; without it: the
 * public endpoint (the uploads bucket is public, supabase/migrations/20251122000000_init.sql). supabase-js's
 * download() is not used: it reads the whole file into a Blob, and its asStream() drops the size and type.
 */
async function readObject(access: StorageAccess, path: string, bucket = BUCKET): Promise<StoredFile | null> {
  const encoded = path.split("/").map(encodeURIComponent).join("/")
  const storage = storageUrl(access)
  const target = access.serviceKey ? `${storage}/authenticated/${bucket}/${encoded}` : `${storage}/public/${bucket}/${encoded}`
  const headers: Record<string, string> = access.serviceKey ? serviceHeaders(access.serviceKey) : {}
  const opening = new AbortController()
  const timer = setTimeout(() => opening.abort(), OPEN_TIMEOUT_MS)
  let res: Response
  try {
    res = await fetch(target, { headers, signal: opening.signal, redirect: "error", cache: "no-store" })
  } catch (error) {
    throw new Error(`Storage could not be reached: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    clearTimeout(timer)
  }
  if (!res.ok || !res.body) {
    await res.body?.cancel().catch(() => undefined)
    if (res.status >= 500) throw new Error(`Storage answered ${res.status} reading an upload`)
    // 400 and 404 are Storage's "not found"; 401 and 403 mean the bucket is private and this server has no
    // service-role key: the file cannot be served, which is the operator's to fix, not the visitor's.
    if (res.status !== 400 && res.status !== 404) console.error(`[media] Storage refused to read "${path}" (${res.status}): a private bucket needs SUPABASE_SERVICE_ROLE_KEY on the server`)
    return null
  }
  const length = Number(res.headers.get("content-length") ?? "")
  const name = path.split("/").pop()!
  const body = res.body
  return {
    name: name.replace(RANDOM_PREFIX, ""),
    contentType: (res.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase() || "application/octet-stream",
    size: res.headers.has("content-length") && Number.isSafeInteger(length) && length >= 0 ? length : null,
    stream: () => body,
  }
}

/**
 * Moves an object of the public uploads bucket into the private one under the same name (Storage's move, with the
 * service-role key): true when it moved, false when uploads has no such object (moved already, or deleted); throws
 * when Storage cannot be reached or fails.
 */
async function moveToGated(access: StorageAccess & { serviceKey: string }, path: string): Promise<boolean> {
  let res: Response
  try {
    res = await fetch(`${storageUrl(access)}/move`, {
      method: "POST",
      headers: { ...serviceHeaders(access.serviceKey), "content-type": "application/json" },
      body: JSON.stringify({ bucketId: BUCKET, sourceKey: path, destinationBucket: GATED_BUCKET, destinationKey: path }),
      redirect: "error",
      cache: "no-store",
      signal: AbortSignal.timeout(OPEN_TIMEOUT_MS),
    })
  } catch (error) {
    throw new Error(`Storage could not be reached: ${error instanceof Error ? error.message : String(error)}`)
  }
  await res.body?.cancel().catch(() => undefined)
  if (res.status >= 500) throw new Error(`Storage answered ${res.status} moving a gated file`)
  return res.ok
}

/** Bucket `uploads`: featured images as post-images/{random}.{ext}, media as {random}-{name}. */
export function supabaseMedia(sb: SupabaseClient, access?: StorageAccess): MediaStore {
  const bucket = () => sb.storage.from(BUCKET)
  const toFile = (entry: StorageEntry, path: string): MediaFile => ({
    id: entry.id ?? path,
    name: entry.name,
    size: Number(entry.metadata?.size ?? 0),
    url: bucket().getPublicUrl(path).data.publicUrl,
    content_type: entry.metadata?.mimetype ?? "application/octet-stream",
    created_at: entry.created_at ? new Date(entry.created_at).toISOString() : new Date(0).toISOString(),
    alt: "",
    caption: "",
    width: null,
    height: null,
  })
  // Alt text, caption and size live in media_meta (keyed by storage path); where-used in media_refs, kept by a
  // trigger on documents for posts and pages (supabase/migrations).
  async function metaFor(paths: string[]): Promise<Map<string, MetaRow>> {
    if (paths.length === 0) return new Map()
    const { data, error } = await sb.from("media_meta").select("path, alt, caption, width, height").in("path", paths)
    if (error) throw fromPostgrest(error, "media meta")
    return new Map(((data ?? []) as MetaRow[]).map((r) => [r.path, r]))
  }
  async function usedCounts(paths: string[]): Promise<Map<string, number>> {
    if (paths.length === 0) return new Map()
    const { data, error } = await sb.from("media_refs").select("path, document_id").in("path", paths)
    if (error) throw fromPostgrest(error, "media refs")
    const owners = new Map<string, Set<string>>()
    for (const r of (data ?? []) as { path: string; document_id: string }[]) {
      const set = owners.get(r.path) ?? new Set<string>()
      set.add(String(r.document_id))
      owners.set(r.path, set)
    }
    return new Map([...owners].map(([k, v]) => [k, v.size]))
  }
  const withMeta = (file: MediaFile, meta: MetaRow | undefined): MediaFile =>
    meta ? { ...file, alt: meta.alt, caption: meta.caption, width: meta.width, height: meta.height } : file
  async function all(): Promise<{ file: MediaFile; path: string }[]> {
    const entries = await listFolder("")
    const meta = await metaFor(entries.map((e) => e.path))
    return entries.map(({ entry, path }) => ({ file: withMeta(toFile(entry, path), meta.get(path)), path }))
  }
  async function find(id: string) {
    const entries = [...(await listFolder("")), ...(await listFolder(FEATURED_FOLDER))]
    return entries.find(({ entry }) => entry.id === id) ?? null
  }
  async function listFolder(prefix: string): Promise<{ entry: StorageEntry; path: string }[]> {
    const { data, error } = await bucket().list(prefix, { limit: 1000, sortBy: { column: "created_at", order: "desc" } })
    if (error) throw new Error(`list uploads failed: ${error.message}`)
    return ((data ?? []) as StorageEntry[])
      .filter((e) => e.id) // folders come back with id null
      .map((entry) => ({ entry, path: prefix ? `${prefix}/${entry.name}` : entry.name }))
  }

  /** Only a URL of this bucket, turned back into its path and checked: never a request to an address as given. */
  function pathOfUrl(url: string): string | null {
    const prefix = bucket().getPublicUrl("").data.publicUrl
    if (!url.startsWith(prefix)) return null
    let path: string
    try {
      path = decodeURI(url.slice(prefix.length).split(/[?#]/)[0]!)
    } catch {
      return null
    }
    return PATH_PATTERN.test(path) && !path.includes("..") ? path : null
  }

  return {
    async upload(file) {
      const path = file.kind === "featured" ? `${FEATURED_FOLDER}/${randomName()}.${file.ext}` : `${randomName()}-${file.name}`
      // A staged file goes up as a disk-backed Blob, streamed from the file rather than read into memory.
      const body = "path" in file.body ? await openAsBlob(file.body.path, { type: file.contentType }) : file.body.bytes
      const { data, error } = await bucket().upload(path, body, { contentType: file.contentType, upsert: false })
      if (error) throw fromPostgrest({ message: error.message }, "upload")
      if (file.width && file.height) {
        const { error: metaError } = await sb.from("media_meta").upsert({ path, width: file.width, height: file.height })
        if (metaError) throw fromPostgrest(metaError, "media meta")
      }
      const name = path.split("/").pop()!
      return toFile(
        { id: data.id ?? path, name, created_at: new Date().toISOString(), metadata: { size: file.size, mimetype: file.contentType } },
        path,
      )
    },
    async list() {
      return (await listFolder("")).map(({ entry, path }) => toFile(entry, path))
    },
    async query(q) {
      let files = await all()
      if (q.search) files = files.filter(({ file }) => file.name.toLowerCase().includes(q.search.toLowerCase()))
      if (q.filter === "images") files = files.filter(({ file }) => file.content_type.startsWith("image/"))
      if (q.filter === "documents") files = files.filter(({ file }) => !file.content_type.startsWith("image/"))
      const counts = await usedCounts(files.map((f) => f.path))
      let rows = files.map(({ file, path }) => ({ ...file, used_count: counts.get(path) ?? 0 }))
      if (q.filter === "unused") rows = rows.filter((f) => f.used_count === 0)
      rows.sort(SORTERS[q.sort])
      const offset = (q.page - 1) * q.pageSize
      return { rows: rows.slice(offset, offset + q.pageSize), total: rows.length, page: q.page, pageSize: q.pageSize }
    },
    async get(id) {
      const found = await find(id)
      if (!found) return null
      return withMeta(toFile(found.entry, found.path), (await metaFor([found.path])).get(found.path))
    },
    async updateMeta(id, meta) {
      const found = await find(id)
      if (!found) return null
      const { error } = await sb.from("media_meta").upsert({ path: found.path, alt: meta.alt, caption: meta.caption })
      if (error) throw fromPostgrest(error, "media meta")
      return withMeta(toFile(found.entry, found.path), (await metaFor([found.path])).get(found.path))
    },
    async usage(id) {
      const found = await find(id)
      if (!found) return []
      const { data, error } = await sb
        .from("media_refs")
        .select("usage, document:documents(id, type, title, slug, published)")
        .eq("path", found.path)
      if (error) throw fromPostgrest(error, "media usage")
      type Owner = { id: string; type: string; title: string; slug: string; published: boolean } | null
      const rows = ((data ?? []) as Record<string, unknown>[]).flatMap((r): MediaUsage[] => {
        // A to-one embed: PostgREST answers with the object (the client's types say a list).
        const owner = (Array.isArray(r.document) ? r.document[0] : r.document) as Owner | undefined
        // Only posts' and pages' text and covers are tracked (the trigger's rule).
        if (!owner || (owner.type !== "post" && owner.type !== "page")) return []
        const { type: kind, ...rest } = owner
        return [{ kind, ...rest, usage: r.usage === "featured" ? "featured" : "content" }]
      })
      // The SQL backend's order: posts before pages, then by title, featured before content.
      return rows.sort((a, b) => b.kind.localeCompare(a.kind) || a.title.localeCompare(b.title) || b.usage.localeCompare(a.usage))
    },
    async imagesByUrl(urls) {
      const prefix = bucket().getPublicUrl("").data.publicUrl
      const paths = [...new Set(urls.filter((u) => u.startsWith(prefix)).map((u) => u.slice(prefix.length)))]
      if (paths.length === 0) return []
      // Visitors may read only these columns (supabase/migrations: media_meta grants).
      const { data, error } = await sb.from("media_meta").select("path, width, height").in("path", paths)
      if (error) throw fromPostgrest(error, "media sizes")
      return ((data ?? []) as Pick<MetaRow, "path" | "width" | "height">[])
        .filter((m) => m.width && m.height)
        .map((m) => ({
          ...toFile({ id: m.path, name: m.path.split("/").pop()!, created_at: null, metadata: { mimetype: "image/*" } }, m.path),
          width: m.width,
          height: m.height,
        }))
    },
    async remove(id) {
      const found = await find(id)
      if (!found) return false
      const { data, error } = await bucket().remove([found.path])
      if (error) throw new Error(`remove upload failed: ${error.message}`)
      await sb.from("media_refs").delete().eq("path", found.path)
      await sb.from("media_meta").delete().eq("path", found.path)
      return (data ?? []).length > 0
    },
    async openByUrl(url) {
      if (!access) return null
      const path = pathOfUrl(url)
      return path ? readObject(access, path) : null
    },
    // The address is read with the service-role key (visitors read no row of gated_files); the bytes are moved into
    // the private bucket the first time, and that is recorded, so the next read goes there directly.
    async openGated(documentId) {
      const serviceKey = access?.serviceKey
      if (!access || !serviceKey) {
        if (!gatedWithoutKeyLogged) {
          gatedWithoutKeyLogged = true
          console.error("[media] a gated resource's file cannot be served: SUPABASE_SERVICE_ROLE_KEY is not set on the server (the file is in a private bucket)")
        }
        return null
      }
      const service = sessionlessClient(access.url, serviceKey)
      const { data, error } = await service.from("gated_files").select("file, bucket").eq("document_id", documentId).maybeSingle()
      if (error) throw fromPostgrest(error, "gated file")
      const row = data as { file: string; bucket: string } | null
      const path = row ? pathOfUrl(row.file) : null
      if (!row || !path) return null
      if (row.bucket !== GATED_BUCKET) {
        // Not in uploads (any more): it may be in the private bucket already (a move whose record was lost).
        await moveToGated({ ...access, serviceKey }, path)
        const { error: recordError } = await service
          .from("gated_files")
          .update({ bucket: GATED_BUCKET, updated_at: new Date().toISOString() })
          .eq("document_id", documentId)
          .eq("file", row.file)
        if (recordError) throw fromPostgrest(recordError, "gated file")
      }
      return readObject({ ...access, serviceKey }, path, GATED_BUCKET)
    },
  }
}
