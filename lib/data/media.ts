import "server-only"

import { open } from "node:fs/promises"

import { z } from "zod"

import { UPLOADS_ROUTE } from "@/lib/domain/file-types"
import type { MediaFile, MediaQuery, MediaUsage, Paged } from "@/lib/domain/types"
import type { UploadKind, VerifiedUpload } from "@/lib/backend/types"
import { isBuildPhase, serverEnv } from "@/lib/server/env"

import { requireContentAccess } from "./auth"
import { audit } from "./audit"
import { resolveBackend } from "./backend"
import { DataError, parseId, parseInput } from "./errors"
import { cleanFileName, extensionOf, IMAGE_EXTENSIONS, imageSize, jpegSize, MAX_IMAGE_SIDE, sniffRaster, type RasterType } from "@/lib/domain/file-types"

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
 * An upload this server already holds in a file (see lib/data/admin/stream-upload.ts). It is checked by reading its first
 * bytes only and then copied into storage, so a large upload is never held in memory. A class, so that no plain
 * object sent by a client can pass for one.
 */
export class StagedUpload {
  constructor(
    readonly path: string,
    readonly name: string,
    readonly size: number,
  ) {}
}

// Enough for every header imageSize reads (PNG, GIF, WebP); JPEG dimensions are found by walking its segments.
const HEAD_BYTES = 64 * 1024

/** The staged file's first bytes and, for a JPEG, its dimensions read segment by segment from the file. */
async function inspectStaged(file: StagedUpload): Promise<{ head: Uint8Array; jpeg: { width: number; height: number } | null }> {
  const handle = await open(file.path, "r")
  try {
    const head = new Uint8Array(Math.min(HEAD_BYTES, file.size))
    const { bytesRead } = await handle.read(head, 0, head.byteLength, 0)
    const readAt = async (offset: number, length: number) => {
      const out = new Uint8Array(length)
      const { bytesRead: n } = await handle.read(out, 0, length, offset)
      return out.subarray(0, n)
    }
    const jpeg = sniffRaster(head) === "image/jpeg" ? await jpegSize(readAt) : null
    return { head: head.subarray(0, bytesRead), jpeg }
  } finally {
    await handle.close()
  }
}

/**
 * Checks an upload by its bytes (the browser's Content-Type is ignored): featured images must be JPG, PNG, GIF or
 * WebP with matching magic bytes and sane dimensions; media may be anything, but only a verified raster image is
 * recorded as an image (everything else is served as a download).
 */
export async function verifyUpload(file: unknown, kind: UploadKind, limit = serverEnv().MEDIA_MAX_BYTES, imagesOnly = false): Promise<VerifiedUpload> {
  const staged = file instanceof StagedUpload
  if (!(staged || file instanceof Blob) || file.size === 0) throw invalid("Choose a file to upload")
  const rawName = staged ? file.name : typeof (file as File).name === "string" ? (file as File).name : "file"
  const name = cleanFileName(rawName)
  const ext = extensionOf(name)
  let bytes: Uint8Array
  let dimensions: (type: RasterType) => { width: number; height: number } | null
  if (staged) {
    if (file.size > limit) throw invalid(`File is too large (at most ${formatMb(limit)})`)
    const inspected = await inspectStaged(file)
    bytes = inspected.head
    dimensions = (type) => (type === "image/jpeg" ? inspected.jpeg : imageSize(inspected.head, type))
  } else {
    bytes = await readLimited(file, limit)
    dimensions = (type) => imageSize(bytes, type)
  }
  const sniffed = sniffRaster(bytes)
  const expected = IMAGE_EXTENSIONS[ext]
  const body = staged ? { path: file.path } : { bytes }
  const size = staged ? file.size : bytes.byteLength

  if (kind === "featured") {
    if (!expected || !sniffed || sniffed !== expected) throw invalid("Featured images must be JPG, PNG, GIF or WebP files")
  }
  if (imagesOnly && (!expected || !sniffed || sniffed !== expected)) throw invalid("Only JPG, PNG, GIF or WebP images can be added here")
  if (sniffed && expected === sniffed) {
    const dims = dimensions(sniffed)
    if (!dims || dims.width < 1 || dims.height < 1) throw invalid("The image could not be read")
    if (dims.width > MAX_IMAGE_SIDE || dims.height > MAX_IMAGE_SIDE) {
      throw invalid(`Images may be at most ${MAX_IMAGE_SIDE.toLocaleString("en-US")} pixels per side`)
    }
    return { body, size, name, ext, contentType: sniffed, kind, width: dims.width, height: dims.height }
  }
  return { body, size, name, ext, contentType: "application/octet-stream", kind }
}

export async function uploadMedia(file: unknown, opts: { kind?: UploadKind; imagesOnly?: boolean } = {}): Promise<MediaFile> {
  await requireContentAccess()
  const kind: UploadKind = opts.kind === "featured" ? "featured" : "media"
  const verified = await verifyUpload(file, kind, undefined, opts.imagesOnly === true)
  const { backend } = await resolveBackend()
  const stored = await backend.media.upload(verified)
  await audit("create", { type: "media", id: stored.id, label: stored.name })
  return stored
}

export async function listMedia(): Promise<MediaFile[]> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return backend.media.list()
}

export const MEDIA_PAGE_SIZE = 40

const mediaQuerySchema = z.object({
  search: z.string().max(200, "Search must be at most 200 characters").optional(),
  sort: z.enum(["newest", "name", "size"]).optional(),
  filter: z.enum(["all", "images", "documents", "unused"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
})

export function normalizeMediaQuery(q: unknown): MediaQuery {
  const v = parseInput(mediaQuerySchema, q ?? {})
  return {
    search: v.search?.trim() ?? "",
    sort: v.sort ?? "newest",
    filter: v.filter ?? "all",
    page: v.page ?? 1,
    pageSize: v.pageSize ?? MEDIA_PAGE_SIZE,
  }
}

/** A page of the library (40 files by default), each with how many posts and pages use it. */
export async function queryMedia(q: unknown = {}): Promise<Paged<MediaFile>> {
  await requireContentAccess()
  const query = normalizeMediaQuery(q)
  const { backend } = await resolveBackend()
  return backend.media.query(query)
}

export async function getMediaFile(id: unknown): Promise<MediaFile> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  const file = await backend.media.get(parseId(id))
  if (!file) throw new DataError("not_found", "File not found")
  return file
}

/** The posts and pages using a file, as featured image or in their content. */
export async function getMediaUsage(id: unknown): Promise<MediaUsage[]> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return backend.media.usage(parseId(id))
}

const metaSchema = z.object({
  alt: z.string({ error: "Alt text must be text" }).max(1000, "Alt text must be at most 1000 characters"),
  caption: z.string({ error: "Caption must be text" }).max(1000, "Caption must be at most 1000 characters"),
})

export async function updateMediaMeta(id: unknown, input: unknown): Promise<MediaFile> {
  await requireContentAccess()
  const fileId = parseId(id)
  const meta = parseInput(metaSchema, input)
  const { backend } = await resolveBackend()
  const file = await backend.media.updateMeta(fileId, { alt: meta.alt.trim(), caption: meta.caption.trim() })
  if (!file) throw new DataError("not_found", "File not found")
  await audit("update", { type: "media", id: file.id, label: file.name })
  return file
}

/**
 * PUBLIC: the stored pixel size of library images among a body's image URLs, so the page reserves their space
 * (uploads are public files; nothing else about them is returned).
 */
export async function getLibraryImageSizes(urls: string[]): Promise<Map<string, { width: number; height: number; alt: string }>> {
  const out = new Map<string, { width: number; height: number; alt: string }>()
  // Only addresses of our uploads (embedded route or the Supabase bucket) are looked up; others cost nothing.
  const candidates = urls.filter((u) => u.startsWith(`${UPLOADS_ROUTE}/`) || u.includes("/storage/v1/object/public/uploads/"))
  if (candidates.length === 0 || isBuildPhase()) return out
  const { backend } = await resolveBackend()
  const files = await backend.media.imagesByUrl(candidates.slice(0, 200))
  const byUrl = new Map(files.filter((f) => f.width && f.height).map((f) => [f.url, { width: f.width!, height: f.height!, alt: f.alt }]))
  for (const url of urls) {
    const size = byUrl.get(url)
    if (size) out.set(url, size)
  }
  return out
}

export async function deleteMedia(id: unknown): Promise<void> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  const fileId = parseId(id)
  if (!(await backend.media.remove(fileId))) throw new DataError("not_found", "File not found")
  await audit("delete", { type: "media", id: fileId })
}
