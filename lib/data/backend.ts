import "server-only"

import { getBackend } from "@/lib/backend"
import type { Backend } from "@/lib/backend/types"
import { backendKind } from "@/lib/server/env"
import { currentContext, oncePerRequest, type DataContext } from "@/lib/server/request/context"

const BACKEND = Symbol("backend")

/**
 * The current request's backend and context. The backend is built once per request (one runWithDataContext call,
 * or one Next request) and shared by every data function it calls, as the signed-in user is (lib/data/session.ts).
 * lib/data is the only caller of getBackend(); a failed construction is not remembered.
 */
export async function resolveBackend(): Promise<{ backend: Backend; ctx: DataContext }> {
  const ctx = await currentContext()
  const backend = await oncePerRequest(BACKEND, () => (ctx.backend ? ctx.backend(ctx.jar) : getBackend(ctx.jar)))
  return { backend, ctx }
}

/** Whether this server runs on Supabase (some screens differ: Supabase Auth sends its own links). */
export function isSupabaseMode(): boolean {
  return backendKind() === "supabase"
}
