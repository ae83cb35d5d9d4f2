import { NextResponse, type NextRequest } from "next/server"

import { isSameOriginRequest } from "@/lib/admin/same-origin"
import { UploadTooLargeError, withStreamedUpload } from "@/lib/admin/stream-upload"
import { requireAdmin } from "@/lib/data/auth"
import { isDataError } from "@/lib/data/errors"
import { uploadMedia } from "@/lib/data/media"
import type { ActionResult } from "@/lib/data/result"
import { serverEnv } from "@/lib/env"
import { tooLargeMessage } from "@/lib/messages/media"
import type { UploadedFile } from "@/components/admin/upload-client"

/*
 * Admin uploads (media library and featured images). The raw file is the request body, streamed to a temporary
 * file with a running byte count. It lives outside /admin on purpose: the proxy (matcher /admin/*) buffers and
 * truncates request bodies (proxyClientMaxBodySize), which would hold every upload in memory and cut large ones.
 */

type Body = ActionResult<UploadedFile>

function reply(body: Body, status: number) {
  return NextResponse.json(body, { status, headers: { "Cache-Control": "no-store" } })
}

function fileName(headers: Headers): string {
  try {
    return decodeURIComponent(headers.get("x-file-name") ?? "").slice(0, 255) || "file"
  } catch {
    return "file"
  }
}

export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request.headers)) return reply({ ok: false, error: "Cross-site request refused" }, 403)
  const kind = request.nextUrl.searchParams.get("kind") === "featured" ? "featured" : "media"
  const name = fileName(request.headers)
  try {
    // The session is checked before a single byte of the body is read.
    await requireAdmin()
    const limit = serverEnv().MEDIA_MAX_BYTES
    const declared = Number(request.headers.get("content-length") ?? "0")
    if (declared > limit) return reply({ ok: false, error: tooLargeMessage(limit) }, 413)
    if (!request.body) return reply({ ok: false, error: "Choose a file to upload" }, 400)

    const media = await withStreamedUpload(request.body, { name, limit }, (file) => uploadMedia(file, { kind }))
    return reply({ ok: true, data: { id: media.id, name: media.name, size: media.size, url: media.url } }, 201)
  } catch (error) {
    if (error instanceof UploadTooLargeError) {
      console.warn(`[admin:upload] refused ${kind} "${name}": over the size limit`)
      return reply({ ok: false, error: tooLargeMessage(serverEnv().MEDIA_MAX_BYTES) }, 413)
    }
    if (isDataError(error)) {
      console.warn(`[admin:upload] refused ${kind} "${name}": ${error.code} ${error.message}`)
      const status = error.code === "unauthorized" ? 401 : error.code === "forbidden" ? 403 : 400
      return reply({ ok: false, error: error.message }, status)
    }
    const ref = Math.random().toString(36).slice(2, 10)
    console.error(`[admin:upload ${ref}] ${kind} "${name}" failed`, error)
    return reply({ ok: false, error: `Upload failed (reference ${ref}). Please try again.` }, 500)
  }
}
