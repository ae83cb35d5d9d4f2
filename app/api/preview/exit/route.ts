import { draftMode } from "next/headers"
import { NextResponse, type NextRequest } from "next/server"

import { isSameOriginRequest } from "@/lib/server/http/same-origin"
import { safeAdminPath } from "@/lib/server/http/safe-redirect"

/** Leaves preview: draft mode off for this browser, then back to the editor (or the home page). */
export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request.headers)) return new NextResponse("Cross-site request refused", { status: 403 })
  ;(await draftMode()).disable()
  const form = await request.formData().catch(() => null)
  const next = safeAdminPath(String(form?.get("next") ?? ""), "/")
  // A relative Location: the request's own origin (nextUrl's may name the bind address instead of the public host).
  return new NextResponse(null, { status: 303, headers: { Location: next, "Cache-Control": "no-store" } })
}
