import "server-only"

import type { MediaFile, UploadKind, VerifiedUpload } from "@/lib/backend/types"
import { serverEnv } from "@/lib/env"

import { requireAdmin } from "./auth"
import { resolveBackend } from "./backend"
import { DataError, parseId } from "./errors"
import { cleanFileName, extensionOf, IMAGE_EXTENSIONS, imageSize, MAX_IMAGE_SIDE, sniffRaster } from "./file-types"

const invalid = (message: string) => new DataError("validation", message, { fieldErrors: { file: [message] } })

function formatMb(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
}

/**
 * Reads the body with a running count, refusing as soon as it passes the limit. A Blob knows its size, so the bytes
 * go straight into one buffer of that size: the upload is held in memory once, not as chunks plus a copy.
 */
async function readLimited(file: Blob, limit: number): Promise<Uint8Array> {
  const tooLarge = () => invalid(`File is too large (at most ${formatMb(limit)})`)
  if (file.size > limit) throw tooLarge()
  const out = new Uint8Array(file.size)
  let at = 0
  const reader = file.stream().getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (at + value.byteLength > out.byteLength) {
      await reader.cancel()
      throw at + value.byteLength > limit ? tooLarge() : invalid("The file changed while it was being read")
    }
    out.set(value, at)
    at += value.byteLength
  }
  return at === out.byteLength ? out : out.subarray(0, at)
}

/**
 * Checks an upload by its bytes (the browser's Content-Type is ignored): featured images must be JPG, PNG, GIF or
 * WebP with matching magic bytes and sane dimensions; media may be anything, but only a verified raster image is
 * recorded as an image (everything else is served as a download).
 */
export async function verifyUpload(file: unknown, kind: UploadKind, limit = serverEnv().MEDIA_MAX_BYTES): Promise<VerifiedUpload> {
  if (!(file instanceof Blob) || file.size === 0) throw invalid("Choose a file to upload")
  const rawName = typeof (file as File).name === "string" ? (file as File).name : "file"
  const name = cleanFileName(rawName)
  const ext = extensionOf(name)
  const bytes = await readLimited(file, limit)
  const sniffed = sniffRaster(bytes)
  const expected = IMAGE_EXTENSIONS[ext]

  if (kind === "featured") {
    if (!expected || !sniffed || sniffed !== expected) throw invalid("Featured images must be JPG, PNG, GIF or WebP files")
  }
  if (sniffed && expected === sniffed) {
    const size = imageSize(bytes, sniffed)
    if (!size || size.width < 1 || size.height < 1) throw invalid("The image could not be read")
    if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) {
      throw invalid(`Images may be at most ${MAX_IMAGE_SIDE.toLocaleString("en-US")} pixels per side`)
    }
    return { bytes, name, ext, contentType: sniffed, kind }
  }
  return { bytes, name, ext, contentType: "application/octet-stream", kind }
}

export async function uploadMedia(file: unknown, opts: { kind?: UploadKind } = {}): Promise<MediaFile> {
  await requireAdmin()
  const kind: UploadKind = opts.kind === "featured" ? "featured" : "media"
  const verified = await verifyUpload(file, kind)
  const { backend } = await resolveBackend()
  return backend.media.upload(verified)
}

export async function listMedia(): Promise<MediaFile[]> {
  await requireAdmin()
  const { backend } = await resolveBackend()
  return backend.media.list()
}

export async function deleteMedia(id: unknown): Promise<void> {
  await requireAdmin()
  const { backend } = await resolveBackend()
  if (!(await backend.media.remove(parseId(id)))) throw new DataError("not_found", "File not found")
}
