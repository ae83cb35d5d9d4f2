import "server-only"

import { createServerClient } from "@supabase/ssr"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"

import type { CookieJar, CookieOptions } from "@/lib/backend/types"
import { serverEnv } from "@/lib/server/env"

export type SupabaseConfig = { url: string; anonKey: string }

export function supabaseConfig(): SupabaseConfig {
  const env = serverEnv()
  return { url: env.NEXT_PUBLIC_SUPABASE_URL!, anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY! }
}

type SsrCookieOptions = { httpOnly?: boolean; secure?: boolean; sameSite?: boolean | string; path?: string; maxAge?: number; expires?: Date }

export function toCookieOptions(o: SsrCookieOptions = {}): CookieOptions {
  const sameSite = typeof o.sameSite === "string" ? (o.sameSite.toLowerCase() as CookieOptions["sameSite"]) : o.sameSite ? "strict" : "lax"
  return {
    path: o.path ?? "/",
    sameSite,
    ...(o.httpOnly !== undefined ? { httpOnly: o.httpOnly } : {}),
    ...(o.secure !== undefined ? { secure: o.secure } : {}),
    ...(o.maxAge !== undefined ? { maxAge: o.maxAge } : {}),
    ...(o.expires ? { expires: o.expires } : {}),
  }
}

/**
 * The @supabase/ssr server client for one request, with the anon key only (the service-role key never serves a
 * visitor). The session lives in the request's cookies; while a server component renders, cookies cannot be set,
 * and the proxy refreshes them instead.
 */
// supabase-js builds a Realtime client eagerly and, on Node 20 (no global WebSocket), throws at creation unless a
// transport is given. The server never subscribes to Realtime, so this placeholder is never constructed.
export class NoRealtimeOnServer {
  constructor() {
    throw new Error("Supabase Realtime is not used on the server")
  }
}

export function supabaseServerClient(jar: CookieJar, config: SupabaseConfig = supabaseConfig()): SupabaseClient {
  return createServerClient(config.url, config.anonKey, {
    realtime: { transport: NoRealtimeOnServer as unknown as typeof WebSocket },
    cookies: {
      getAll: () => jar.getAll(),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies) {
          try {
            jar.set(name, value, toCookieOptions(options))
          } catch {
            // Server component render: the proxy has already refreshed the session for this request.
          }
        }
      },
    },
  })
}

/**
 * A client that keeps no session (no cookies, no token refresh), for server work outside a visitor's request: the
 * service-role key (the Team screen) or the public key (the analytics writer, a probe).
 */
export function sessionlessClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeOnServer as unknown as typeof WebSocket },
  })
}
