import { NextResponse, type NextRequest } from "next/server"

// Optimistic guard only: a visitor without a session cookie is sent to the sign-in page before any rendering.
// The real check is requireAdmin() in the data layer (and the panel layout), which also slides the session.
const SESSION_COOKIES = ["__Host-session", "session"]
const SUPABASE_AUTH_COOKIE = /^sb-.+-auth-token(?:\.\d+)?$/

function hasSessionCookie(request: NextRequest): boolean {
  return request.cookies.getAll().some((c) => c.value && (SESSION_COOKIES.includes(c.name) || SUPABASE_AUTH_COOKIE.test(c.name)))
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const isLogin = pathname === "/admin/login" || pathname.startsWith("/admin/login/")

  if (!isLogin && !hasSessionCookie(request)) {
    const url = request.nextUrl.clone()
    url.pathname = "/admin/login"
    url.search = `?next=${encodeURIComponent(pathname + search)}`
    return NextResponse.redirect(url)
  }

  // The panel layout reads this to build ?next= when a stale cookie reaches it (layouts do not get the path).
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set("x-admin-path", pathname + search)
  return NextResponse.next({ request: { headers: requestHeaders } })
}

export const config = { matcher: ["/admin", "/admin/:path*"] }
