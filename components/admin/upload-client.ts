"use client"

import type { ActionResult } from "@/lib/data/admin/views"

/** alt, caption and size come back from the library (absent from older callers' stubs). */
export type UploadedFile = { id: string; name: string; size: number; url: string; alt?: string; caption?: string; width?: number | null; height?: number | null }
export type PickerImage = { id: string; name: string; url: string; alt: string; caption: string; width: number | null; height: number | null }
export type PickerPage = { rows: PickerImage[]; total: number; page: number; pageSize: number }
/** image: a library file that must be a verified JPG, PNG, GIF or WebP (images added to a post body). */
export type UploadKind = "media" | "featured" | "image"
export type UploadAction = (file: File) => Promise<ActionResult<UploadedFile>>

/** The upload endpoint: the raw file is the request body, streamed to disk on the server (no multipart, no base64). */
export const UPLOAD_ENDPOINT = "/api/admin/media"

/** The endpoint's JSON answer; a body that is not JSON (a proxy's error page) becomes "{failed} (HTTP status)". */
async function json<T>(response: Response, failed = "Request failed"): Promise<ActionResult<T>> {
  try {
    return (await response.json()) as ActionResult<T>
  } catch {
    return { ok: false, error: `${failed} (HTTP ${response.status})` }
  }
}

export async function uploadFile(file: File, kind: UploadKind): Promise<ActionResult<UploadedFile>> {
  const response = await fetch(`${UPLOAD_ENDPOINT}?kind=${kind}`, {
    method: "POST",
    body: file,
    headers: {
      "content-type": file.type || "application/octet-stream",
      "x-file-name": encodeURIComponent(file.name),
    },
  })
  return json<UploadedFile>(response, "Upload failed")
}

export const uploadFeaturedImage: UploadAction = (file) => uploadFile(file, "featured")
export const uploadMediaFile: UploadAction = (file) => uploadFile(file, "media")
export const uploadContentImage: UploadAction = (file) => uploadFile(file, "image")

/** A page of the library's images for the editor's picker. */
export async function fetchPickerImages(q: string, page: number): Promise<ActionResult<PickerPage>> {
  const params = new URLSearchParams({ page: String(page) })
  if (q) params.set("q", q)
  return json<PickerPage>(await fetch(`${UPLOAD_ENDPOINT}?${params}`, { cache: "no-store" }))
}

/** Stores alt text and caption as the file's defaults in the library. */
export async function saveImageMeta(id: string, meta: { alt: string; caption: string }): Promise<ActionResult<{ id: string }>> {
  return json<{ id: string }>(
    await fetch(`${UPLOAD_ENDPOINT}?id=${encodeURIComponent(id)}`, { method: "PATCH", body: JSON.stringify(meta), headers: { "content-type": "application/json" } }),
  )
}
