import { NextResponse, type NextRequest } from "next/server"

import { isSameOriginRequest } from "@/lib/server/http/same-origin"
import { UploadTooLargeError, withStreamedUpload } from "@/lib/data/admin/stream-upload"
import { requireContentAccess } from "@/lib/data/auth"
import { dataErrorStatus, isDataError } from "@/lib/data/errors"
import { queryMedia, updateMediaMeta, uploadMedia } from "@/lib/data/media"
import type { ActionResult } from "@/lib/data/result"
import { serverEnv } from "@/lib/server/env"
import { tooLargeMessage } from "@/lib/copy/media"
import type { PickerPage, UploadedFile } from "@/components/admin/upload-client"

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
  const asked = request.nextUrl.searchParams.get("kind")
  const kind = asked === "featured" ? "featured" : "media"
  // Images added to a post body (picker upload, paste, drop): library files that must be verified images.
  const imagesOnly = asked === "image"
  const name = fileName(request.headers)
  try {
    // The session is checked before a single byte of the body is read.
    await requireContentAccess()
    const limit = serverEnv().MEDIA_MAX_BYTES
    const declared = Number(request.headers.get("content-length") ?? "0")
    if (declared > limit) return reply({ ok: false, error: tooLargeMessage(limit) }, 413)
    if (!request.body) return reply({ ok: false, error: "Choose a file to upload" }, 400)

    const media = await withStreamedUpload(request.body, { name, limit }, (file) => uploadMedia(file, { kind, imagesOnly }))
    const data = { id: media.id, name: media.name, size: media.size, url: media.url, alt: media.alt, caption: media.caption, width: media.width, height: media.height }
    return reply({ ok: true, data }, 201)
  } catch (error) {
    if (error instanceof UploadTooLargeError) {
      console.warn(`[admin:upload] refused ${kind} "${name}": over the size limit`)
      return reply({ ok: false, error: tooLargeMessage(serverEnv().MEDIA_MAX_BYTES) }, 413)
    }
    if (isDataError(error)) {
      console.warn(`[admin:upload] refused ${kind} "${name}": ${error.code} ${error.message}`)
      return reply({ ok: false, error: error.message }, dataErrorStatus(error))
    }
    const ref = Math.random().toString(36).slice(2, 10)
    console.error(`[admin:upload ${ref}] ${kind} "${name}" failed`, error)
    return reply({ ok: false, error: `Upload failed (reference ${ref}). Please try again.` }, 500)
  }
}

function failure(error: unknown, what: string) {
  if (isDataError(error)) {
    return NextResponse.json({ ok: false, error: error.message, fieldErrors: error.fieldErrors }, { status: dataErrorStatus(error), headers: { "Cache-Control": "no-store" } })
  }
  const ref = Math.random().toString(36).slice(2, 10)
  console.error(`[admin:media ${ref}] ${what} failed`, error)
  return NextResponse.json({ ok: false, error: `Request failed (reference ${ref}). Please try again.` }, { status: 500 })
}

/** The editor's media picker: a page of the library's images (search by name), newest first. */
export async function GET(request: NextRequest) {
  if (!isSameOriginRequest(request.headers)) return reply({ ok: false, error: "Cross-site request refused" }, 403)
  const params = request.nextUrl.searchParams
  try {
    const page = await queryMedia({ search: params.get("q") ?? undefined, page: params.get("page") ?? undefined, filter: "images", pageSize: 24 })
    const body: ActionResult<PickerPage> = {
      ok: true,
      data: {
        rows: page.rows.map((f) => ({ id: f.id, name: f.name, url: f.url, alt: f.alt, caption: f.caption, width: f.width, height: f.height })),
        total: page.total,
        page: page.page,
        pageSize: page.pageSize,
      },
    }
    return NextResponse.json(body, { headers: { "Cache-Control": "no-store" } })
  } catch (error) {
    return failure(error, "picker list")
  }
}

/** Sets a file's alt text and caption (asked for after an image is pasted or dropped into the editor). */
export async function PATCH(request: NextRequest) {
  if (!isSameOriginRequest(request.headers)) return reply({ ok: false, error: "Cross-site request refused" }, 403)
  try {
    await requireContentAccess()
    let input: unknown
    try {
      input = await request.json()
    } catch {
      return reply({ ok: false, error: "Send the alt text and caption as JSON" }, 400)
    }
    const file = await updateMediaMeta(request.nextUrl.searchParams.get("id"), input)
    return NextResponse.json({ ok: true, data: { id: file.id, alt: file.alt, caption: file.caption } }, { headers: { "Cache-Control": "no-store" } })
  } catch (error) {
    return failure(error, "update meta")
  }
}
