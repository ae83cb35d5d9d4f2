import { NextResponse, type NextRequest } from "next/server"

// Kept thin on purpose: session refresh and the optimistic /admin redirect land here; the real access check
// lives in the data layer.
export function proxy(request: NextRequest) {
  void request
  return NextResponse.next()
}

export const config = { matcher: ["/admin/:path*"] }
