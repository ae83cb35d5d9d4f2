import { draftMode } from "next/headers"
import { NextResponse, type NextRequest } from "next/server"

import { isSameOriginRequest } from "@/lib/admin/same-origin"
import { isDataError } from "@/lib/data/errors"
import { createPreview } from "@/lib/data/previews"

/*
 * "Preview" in the post and page editors: the form posts its unsaved state here (in a new tab). The data layer
 * checks the admin and stores it briefly; draft mode then lets the public URL render it for this browser only.
 */

function refuse(message: string, status: number) {
  return new NextResponse(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  })
}

export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request.headers)) return refuse("Cross-site request refused", 403)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refuse("The preview request is malformed", 400)
  }
  const kind = form.get("kind")
  const id = form.get("id")
  let values: unknown
  try {
    values = JSON.parse(String(form.get("values") ?? ""))
  } catch {
    return refuse("The preview request is malformed", 400)
  }
  try {
    const preview = await createPreview(kind, typeof id === "string" && id ? id : null, values)
    ;(await draftMode()).enable()
    const path = preview.kind === "post" ? `/blog/${preview.slug}` : `/${preview.slug}`
    const url = new URL(`${path}?preview=${preview.id}`, request.nextUrl.origin)
    return NextResponse.redirect(url, { status: 303, headers: { "Cache-Control": "no-store" } })
  } catch (err) {
    if (isDataError(err)) {
      const status = err.code === "unauthorized" ? 401 : err.code === "forbidden" ? 403 : 400
      return refuse(err.message, status)
    }
    console.error("[preview] failed", err)
    return refuse("The preview could not be opened. Please try again.", 500)
  }
}
