import { NextResponse, type NextRequest } from "next/server"

import { readJsonLimited } from "@/lib/server/http/read-json"
import { isSameOriginRequest } from "@/lib/server/http/same-origin"
import { dataErrorStatus, isDataError } from "@/lib/data/errors"
import { createPreview, updatePreview } from "@/lib/data/previews"
import type { ActionResult } from "@/lib/data/result"
import { livePreviewPath } from "@/lib/domain/live-preview"

/*
 * The live preview beside a document editor. POST opens it: the editor's unsaved state becomes a preview of the
 * signed-in member (the answer names the frame's URL). PUT replaces that preview's state as the member types; the
 * editor then asks the frame to render again. Both are checked and parsed by the data layer like a save, and only
 * the member who made a preview can change or see it.
 */

type Body = { kind?: unknown; id?: unknown; previewId?: unknown; values?: unknown }

function reply(body: ActionResult<{ previewId: string; url: string }>, status: number) {
  return NextResponse.json(body, { status, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } })
}

async function handle(request: NextRequest, run: (body: Body) => Promise<{ id: string }>) {
  if (!isSameOriginRequest(request.headers)) return reply({ ok: false, error: "Cross-site request refused" }, 403)
  const read = await readJsonLimited(request)
  if (!read.ok && read.reason === "too_large") return reply({ ok: false, error: "The page is too large to preview" }, 413)
  const body = (read.ok ? read.value : null) as Body | null
  if (!body || typeof body !== "object") return reply({ ok: false, error: "The preview request is malformed" }, 400)
  try {
    const { id } = await run(body)
    return reply({ ok: true, data: { previewId: id, url: livePreviewPath(id, true) } }, 200)
  } catch (err) {
    if (isDataError(err)) {
      const status = dataErrorStatus(err)
      return reply(err.fieldErrors ? { ok: false, error: err.message, fieldErrors: err.fieldErrors } : { ok: false, error: err.message }, status)
    }
    console.error("[live preview] failed", err)
    return reply({ ok: false, error: "The preview could not be updated. Please try again." }, 500)
  }
}

export function POST(request: NextRequest) {
  return handle(request, (body) => createPreview(body.kind, body.id ?? null, body.values))
}

export function PUT(request: NextRequest) {
  return handle(request, (body) => updatePreview(body.previewId, body.values))
}
