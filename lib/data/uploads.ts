import "server-only"

import { resolveBackend } from "./backend"
import { isInlineSafe } from "./file-types"

export type ServedUpload = { bytes: Buffer; contentType: string; inline: boolean; downloadName: string }

const KEY_PATTERN = /^(?:post-images\/)?[A-Za-z0-9][A-Za-z0-9._-]{0,160}$/

/**
 * PUBLIC: an uploaded file of the embedded/PostgreSQL backend by its storage key (uploads are public, as in the
 * Supabase bucket). The key is looked up in the database, never turned into a path directly.
 */
export async function readUpload(key: string): Promise<ServedUpload | null> {
  if (!KEY_PATTERN.test(key) || key.includes("..")) return null
  const { backend } = await resolveBackend()
  const media = backend.media as Partial<{ read(key: string): Promise<{ file: { name: string; contentType: string }; bytes: Buffer } | null> }>
  if (!media.read) return null
  const found = await media.read(key)
  if (!found) return null
  return {
    bytes: found.bytes,
    contentType: found.file.contentType,
    inline: isInlineSafe(found.file.contentType),
    downloadName: found.file.name,
  }
}
