import "server-only"

import { openAsBlob } from "node:fs"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { MediaFile, MediaQuery, MediaUsage } from "@/lib/domain/types"
import type { MediaStore } from "@/lib/backend/types"
import { randomName } from "@/lib/backend/sql/random-name"

import { fromPostgrest } from "./errors"

export const BUCKET = "uploads"
const FEATURED_FOLDER = "post-images"

type StorageEntry = { id: string | null; name: string; created_at: string | null; metadata: { size?: number; mimetype?: string } | null }
type MetaRow = { path: string; alt: string; caption: string; width: number | null; height: number | null }

const SORTERS: Record<MediaQuery["sort"], (a: MediaFile, b: MediaFile) => number> = {
  newest: (a, b) => b.created_at.localeCompare(a.created_at),
  name: (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
  size: (a, b) => b.size - a.size,
}

/** Bucket `uploads`: featured images as post-images/{random}.{ext}, media as {random}-{name}. */
export function supabaseMedia(sb: SupabaseClient): MediaStore {
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
  // Alt text, caption and size live in media_meta (keyed by storage path); where-used in media_refs, kept by
  // triggers on posts and pages (supabase/migrations).
  async function metaFor(paths: string[]): Promise<Map<string, MetaRow>> {
    if (paths.length === 0) return new Map()
    const { data, error } = await sb.from("media_meta").select("path, alt, caption, width, height").in("path", paths)
    if (error) throw fromPostgrest(error, "media meta")
    return new Map(((data ?? []) as MetaRow[]).map((r) => [r.path, r]))
  }
  async function usedCounts(paths: string[]): Promise<Map<string, number>> {
    if (paths.length === 0) return new Map()
    const { data, error } = await sb.from("media_refs").select("path, post_id, page_id").in("path", paths)
    if (error) throw fromPostgrest(error, "media refs")
    const owners = new Map<string, Set<string>>()
    for (const r of (data ?? []) as { path: string; post_id: string | null; page_id: string | null }[]) {
      const set = owners.get(r.path) ?? new Set<string>()
      set.add(String(r.post_id ?? r.page_id))
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
        .select("usage, post:posts(id, title, slug, published), page:pages(id, title, slug, published)")
        .eq("path", found.path)
      if (error) throw fromPostgrest(error, "media usage")
      type Owner = { id: string; title: string; slug: string; published: boolean } | null
      return ((data ?? []) as unknown as { usage: string; post: Owner; page: Owner }[]).flatMap((r): MediaUsage[] => {
        const owner = r.post ?? r.page
        if (!owner) return []
        return [{ kind: r.post ? "post" : "page", ...owner, usage: r.usage === "featured" ? "featured" : "content" }]
      })
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
  }
}
