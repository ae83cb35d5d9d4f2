import "server-only"

import type { StoredFile } from "@/lib/backend/types"
import type { ByteRange } from "@/lib/server/http/range"

import { resolveBackend } from "./backend"
import { isInlineSafe } from "@/lib/domain/file-types"

export type ServedUpload = {
  size: number
  contentType: string
  inline: boolean
  downloadName: string
  /** The bytes as a stream (whole, or one inclusive range): a file is never read whole into memory to serve it. */
  stream(range?: ByteRange): ReadableStream<Uint8Array>
}

const KEY_PATTERN = /^(?:post-images\/)?[A-Za-z0-9][A-Za-z0-9._-]{0,160}$/

type StreamingStore = { openRead(key: string): Promise<{ file: { name: string; contentType: string }; size: number; stream: ServedUpload["stream"] } | null> }

/**
 * PUBLIC: an uploaded file of the embedded/PostgreSQL backend by its storage key (uploads are public, as in the
 * Supabase bucket). The key is looked up in the database, never turned into a path directly.
 */
export async function readUpload(key: string): Promise<ServedUpload | null> {
  if (!KEY_PATTERN.test(key) || key.includes("..")) return null
  const { backend } = await resolveBackend()
  const media = backend.media as Partial<StreamingStore>
  if (!media.openRead) return null
  const found = await media.openRead(key)
  if (!found) return null
  return {
    size: found.size,
    contentType: found.file.contentType,
    inline: isInlineSafe(found.file.contentType),
    downloadName: found.file.name,
    stream: found.stream,
  }
}

/** A file served once, whole: a gated download. Its size is known on the SQL backend, and from Storage when it says. */
export type ServedFile = Omit<ServedUpload, "size" | "stream"> & { size: number | null; stream(): ReadableStream<Uint8Array> }

/**
 * PUBLIC: a file of the Supabase backend's `uploads` bucket by its public URL, streamed through this server; null
 * when the URL is not the bucket's, the file is gone, or the backend has no such store (the SQL backend: its files
 * are /api/uploads/ keys, read by readUpload). Throws when Storage cannot be reached.
 */
export async function readStoredFile(url: string): Promise<ServedFile | null> {
  const { backend } = await resolveBackend()
  if (!backend.media.openByUrl) return null
  return served(await backend.media.openByUrl(url))
}

/**
 * PUBLIC: a gated resource's file whose address the backend keeps from visitors (Supabase: in gated_files, the bytes
 * in the private bucket), streamed through this server; null when the backend keeps no such file for the document
 * (the SQL backend: its documents hold the address), it is gone, or the server lacks the key to read it.
 */
export async function readGatedFile(documentId: string): Promise<ServedFile | null> {
  const { backend } = await resolveBackend()
  if (!backend.media.openGated) return null
  return served(await backend.media.openGated(documentId))
}

function served(found: StoredFile | null): ServedFile | null {
  if (!found) return null
  return {
    size: found.size,
    contentType: found.contentType,
    inline: isInlineSafe(found.contentType),
    downloadName: found.name,
    stream: found.stream,
  }
}
