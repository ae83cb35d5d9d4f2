import "server-only"

import { getBackend } from "@/lib/backend"
import { backendKind } from "@/lib/server/env"
import type { Backend } from "@/lib/backend/types"

import { currentContext, type DataContext } from "@/lib/server/request/context"

/** The current request's backend and context. lib/data is the only caller of getBackend(). */
export async function resolveBackend(): Promise<{ backend: Backend; ctx: DataContext }> {
  const ctx = await currentContext()
  const backend = ctx.backend ? await ctx.backend(ctx.jar) : await getBackend(ctx.jar)
  return { backend, ctx }
}

/** Whether this server runs on Supabase (some screens differ: Supabase Auth sends its own links). */
export function isSupabaseMode(): boolean {
  return backendKind() === "supabase"
}
