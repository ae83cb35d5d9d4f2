import { NextResponse, type NextRequest } from "next/server"

import { adminCsp, supabaseOriginOf } from "@/lib/server/http/admin-csp"
import { refreshSupabaseSession } from "@/lib/backend/supabase/proxy"
import { sessionCookieNameFromEnv } from "@/lib/server/http/session-cookie-name"
import { redirectKey, redirectLocation, redirectTableState } from "@/lib/server/redirects/table-state"

// Optimistic guard only: a visitor without a session is sent to the sign-in page before any rendering. The real
// check is requireContentAccess() in the data layer (and the panel layout), which also slides the embedded session.
const SESSION_COOKIE = sessionCookieNameFromEnv()
const supabaseMode = !!(process.env.NEXT_PUBLIC_SUPABASE_URL && process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY)

// Pages reached without a session: forgot password, and the single-use links (invitation, reset, confirmations).
const PUBLIC_ADMIN_PAGES = /^\/admin\/(forgot-password|invite|reset|confirm|confirm-email)(\/|$)/

function hasSessionCookie(request: NextRequest): boolean {
  return !!request.cookies.get(SESSION_COOKIE)?.value
}

/**
 * Old URLs (slug changes, the agency's previous site) answer from the in-memory redirect table: no database query
 * per request. A redirect never hides a live page: the data layer refuses or removes any whose source is live.
 */
async function publicRedirect(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null
  const table = redirectTableState()
  if (!table) return null
  await table.ensure()
  const entry = table.map?.get(redirectKey(request.nextUrl.pathname))
  if (!entry) return null
  table.hit(entry.id)
  // Next turns a same-origin Location back into a relative one, so the browser keeps the host it asked for.
  const location = new URL(redirectLocation(entry.to, request.nextUrl.search), request.url)
  return NextResponse.redirect(location, { status: entry.status, headers: { "Cache-Control": "no-store" } })
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (pathname !== "/admin" && !pathname.startsWith("/admin/")) return (await publicRedirect(request)) ?? NextResponse.next()
  const isLogin = pathname === "/admin/login" || pathname.startsWith("/admin/login/") || PUBLIC_ADMIN_PAGES.test(pathname)

  // The panel layout reads this to build ?next= when a stale session reaches it (layouts do not get the path).
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64")
  const csp = adminCsp(nonce, {
    dev: process.env.NODE_ENV !== "production",
    supabaseOrigin: supabaseOriginOf(process.env.NEXT_PUBLIC_SUPABASE_URL),
  })
  // Built on demand: a Supabase refresh rewrites the request's cookies, which must reach the page.
  const next = () => {
    const headers = new Headers(request.headers)
    headers.set("x-admin-path", pathname + search)
    headers.set("x-nonce", nonce)
    headers.set("Content-Security-Policy", csp)
    const response = NextResponse.next({ request: { headers } })
    response.headers.set("Content-Security-Policy", csp)
    return response
  }

  let response = next()
  let signedIn = hasSessionCookie(request)
  if (supabaseMode) ({ response, signedIn } = await refreshSupabaseSession(request, next))

  if (!isLogin && !signedIn) {
    const url = request.nextUrl.clone()
    url.pathname = "/admin/login"
    url.search = `?next=${encodeURIComponent(pathname + search)}`
    return NextResponse.redirect(url)
  }
  return response
}

// Everything but Next's own files and the API routes (uploads stream there without the proxy buffering them).
export const config = { matcher: ["/admin", "/admin/:path*", "/((?!_next/|api/|admin).*)"] }
