import { draftMode } from "next/headers"
import { NextResponse, type NextRequest } from "next/server"

import { isSameOriginRequest } from "@/lib/admin/same-origin"
import { safeAdminPath } from "@/lib/safe-redirect"

/** Leaves preview: draft mode off for this browser, then back to the editor (or the home page). */
export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request.headers)) return new NextResponse("Cross-site request refused", { status: 403 })
  ;(await draftMode()).disable()
  const form = await request.formData().catch(() => null)
  const next = safeAdminPath(String(form?.get("next") ?? ""), "/")
  return NextResponse.redirect(new URL(next, request.nextUrl.origin), { status: 303, headers: { "Cache-Control": "no-store" } })
}
