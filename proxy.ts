import { NextResponse, type NextRequest } from "next/server"

import { adminCsp, supabaseOriginOf } from "@/lib/admin-csp"
import { refreshSupabaseSession } from "@/lib/backend/supabase/proxy"
import { sessionCookieNameFromEnv } from "@/lib/session-cookie-name"

// Optimistic guard only: a visitor without a session is sent to the sign-in page before any rendering. The real
// check is requireAdmin() in the data layer (and the panel layout), which also slides the embedded session.
const SESSION_COOKIE = sessionCookieNameFromEnv()
const supabaseMode = !!(process.env.NEXT_PUBLIC_SUPABASE_URL && process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY)

function hasSessionCookie(request: NextRequest): boolean {
  return !!request.cookies.get(SESSION_COOKIE)?.value
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const isLogin = pathname === "/admin/login" || pathname.startsWith("/admin/login/")

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

export const config = { matcher: ["/admin", "/admin/:path*"] }
