import "server-only"

import { openAsBlob } from "node:fs"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { MediaFile, MediaStore } from "@/lib/backend/types"
import { randomName } from "@/lib/backend/local/random-name"

import { fromPostgrest } from "./errors"

export const BUCKET = "uploads"
const FEATURED_FOLDER = "post-images"

type StorageEntry = { id: string | null; name: string; created_at: string | null; metadata: { size?: number; mimetype?: string } | null }

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
  })
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
      const name = path.split("/").pop()!
      return toFile(
        { id: data.id ?? path, name, created_at: new Date().toISOString(), metadata: { size: file.size, mimetype: file.contentType } },
        path,
      )
    },
    async list() {
      return (await listFolder("")).map(({ entry, path }) => toFile(entry, path))
    },
    async remove(id) {
      const all = [...(await listFolder("")), ...(await listFolder(FEATURED_FOLDER))]
      const found = all.find(({ entry }) => entry.id === id)
      if (!found) return false
      const { data, error } = await bucket().remove([found.path])
      if (error) throw new Error(`remove upload failed: ${error.message}`)
      return (data ?? []).length > 0
    },
  }
}
