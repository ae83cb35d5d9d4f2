import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { AnalyticsStore } from "@/lib/backend/types"

// Placeholder until the Supabase analytics functions land (see supabase/migrations): every call fails loudly.
function unavailable(): never {
  throw new Error("Analytics on Supabase is not available yet")
}

export function supabaseAnalytics(_sb: SupabaseClient): AnalyticsStore {
  return {
    insert: unavailable,
    salt: unavailable,
    rollup: unavailable,
    daily: unavailable,
    hourly: unavailable,
    visitorViews: unavailable,
    leads: unavailable,
    prune: unavailable,
    clear: unavailable,
  }
}

export function supabaseAnalyticsWriter(): AnalyticsStore | null {
  return null
}
