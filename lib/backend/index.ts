import "server-only"

import { backendKind, serverEnv } from "@/lib/env"

import { createLocalBackend } from "./local"
import { openLocalDb } from "./local/open"
import type { Backend, CookieJar } from "./types"

/**
 * The backend the environment selects (Supabase, else PostgreSQL with DATABASE_URL, else embedded PGlite), bound
 * to this request's cookies. Only lib/data calls this.
 */
export async function getBackend(jar: CookieJar): Promise<Backend> {
  const env = serverEnv()
  if (backendKind(env) === "supabase") {
    const { createSupabaseBackend } = await import("./supabase")
    return createSupabaseBackend(jar)
  }
  const { db, uploadsDir, kind } = await openLocalDb()
  return createLocalBackend({ db, uploadsDir, jar, adminEmails: env.adminEmails, kind })
}
