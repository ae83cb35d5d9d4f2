import { draftMode } from "next/headers"
import { NextResponse, type NextRequest } from "next/server"

import { readJsonLimited } from "@/lib/server/http/read-json"
import { isSameOriginRequest } from "@/lib/server/http/same-origin"
import { dataErrorStatus, isDataError } from "@/lib/data/errors"
import { createPreview } from "@/lib/data/previews"
import type { ActionResult } from "@/lib/data/result"
import { localizedPath } from "@/lib/domain/i18n"
import { livePreviewPath } from "@/lib/domain/live-preview"

/*
 * "Preview" in every editor: the editor posts its unsaved state here. The data layer checks the admin and stores it
 * briefly. A post or a page is then shown on its public URL, which draft mode lets render it for this browser only;
 * a document (site page, case study, resource, singleton) on the member-only preview page (/preview/live/{id}),
 * so its public routes stay static. The answer is the URL to open (in the tab the editor reserved at the click).
 */

function reply(body: ActionResult<{ url: string }>, status: number) {
  return NextResponse.json(body, { status, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } })
}

export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request.headers)) return reply({ ok: false, error: "Cross-site request refused" }, 403)
  const read = await readJsonLimited(request)
  if (!read.ok && read.reason === "too_large") return reply({ ok: false, error: "The page is too large to preview" }, 413)
  const body = (read.ok ? read.value : null) as { kind?: unknown; id?: unknown; values?: unknown } | null
  if (!body || typeof body !== "object") return reply({ ok: false, error: "The preview request is malformed" }, 400)
  try {
    const preview = await createPreview(body.kind, body.id ?? null, body.values)
    if (preview.kind !== "post" && preview.kind !== "page") return reply({ ok: true, data: { url: livePreviewPath(preview.id) } }, 200)
    ;(await draftMode()).enable()
    // A translation previews on its own language's address (its words, its <html lang>).
    const path = localizedPath(preview.locale, preview.kind === "post" ? `/blog/${preview.slug}` : `/${preview.slug}`)
    return reply({ ok: true, data: { url: `${path}?preview=${preview.id}` } }, 200)
  } catch (err) {
    if (isDataError(err)) {
      const status = dataErrorStatus(err)
      return reply(err.fieldErrors ? { ok: false, error: err.message, fieldErrors: err.fieldErrors } : { ok: false, error: err.message }, status)
    }
    console.error("[preview] failed", err)
    return reply({ ok: false, error: "The preview could not be opened. Please try again." }, 500)
  }
}
