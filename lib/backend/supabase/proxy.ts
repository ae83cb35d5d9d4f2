import { createServerClient } from "@supabase/ssr"
import type { NextRequest, NextResponse } from "next/server"

class NoRealtimeOnServer {
  constructor() {
    throw new Error("Supabase Realtime is not used in the proxy")
  }
}

/**
 * Supabase mode: refreshes the auth cookies before the page renders (server components cannot set cookies), the
 * @supabase/ssr way: the refreshed tokens go both to the forwarded request and to the response. Returns whether
 * the Auth server knows the user (verified with getUser, not read from the cookie).
 */
export async function refreshSupabaseSession(
  request: NextRequest,
  makeResponse: () => NextResponse,
): Promise<{ response: NextResponse; signedIn: boolean }> {
  let response = makeResponse()
  const supabase = createServerClient(process.env.NEXT_PUBLIC_SUPABASE_URL!, process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY!, {
    realtime: { transport: NoRealtimeOnServer as unknown as typeof WebSocket },
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (cookies) => {
        for (const { name, value } of cookies) request.cookies.set(name, value)
        response = makeResponse()
        for (const { name, value, options } of cookies) response.cookies.set(name, value, options)
      },
    },
  })
  const { data } = await supabase.auth.getUser()
  return { response, signedIn: !!data.user }
}
