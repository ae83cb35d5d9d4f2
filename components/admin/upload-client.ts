"use client"

import type { ActionResult } from "./types"

export type UploadedFile = { id: string; name: string; size: number; url: string }
export type UploadKind = "media" | "featured"
export type UploadAction = (file: File) => Promise<ActionResult<UploadedFile>>

/** The upload endpoint: the raw file is the request body, streamed to disk on the server (no multipart, no base64). */
export const UPLOAD_ENDPOINT = "/api/admin/media"

export async function uploadFile(file: File, kind: UploadKind): Promise<ActionResult<UploadedFile>> {
  const response = await fetch(`${UPLOAD_ENDPOINT}?kind=${kind}`, {
    method: "POST",
    body: file,
    headers: {
      "content-type": file.type || "application/octet-stream",
      "x-file-name": encodeURIComponent(file.name),
    },
  })
  try {
    return (await response.json()) as ActionResult<UploadedFile>
  } catch {
    return { ok: false, error: `Upload failed (HTTP ${response.status})` }
  }
}

export const uploadFeaturedImage: UploadAction = (file) => uploadFile(file, "featured")
export const uploadMediaFile: UploadAction = (file) => uploadFile(file, "media")
