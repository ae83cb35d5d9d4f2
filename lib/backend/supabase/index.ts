import "server-only"

import type { Backend, CookieJar } from "@/lib/backend/types"
import { DataError } from "@/lib/data/errors"

export function createSupabaseBackend(jar: CookieJar): Backend {
  void jar
  throw new DataError("unavailable", "The Supabase backend is not available yet")
}
