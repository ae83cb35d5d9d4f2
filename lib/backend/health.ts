import "server-only"

import { migrationVersion } from "@/lib/backend/db/migrate"
import { backendKind, isBuildPhase, serverEnv } from "@/lib/server/env"

import { openSqlDb } from "./sql/open"

export type Health =
  | { ok: true; backend: "embedded" | "postgres" | "supabase"; migration: string | null }
  | { ok: false; backend: "embedded" | "postgres" | "supabase" }

const TIMEOUT_MS = 3_000

/**
 * Whether this server can reach its database, and the schema version it found there. Nothing else: no URL, host,
 * user or error text (load balancers and orchestrators poll it, anyone can).
 */
export async function backendHealth(): Promise<Health> {
  const env = serverEnv()
  const backend = backendKind(env)
  if (isBuildPhase()) return { ok: false, backend }
  try {
    const migration = await withTimeout(backend === "supabase" ? supabaseVersion() : localVersion(), TIMEOUT_MS)
    return { ok: true, backend, migration }
  } catch (err) {
    console.error("[health] database check failed:", err instanceof Error ? err.message : err)
    return { ok: false, backend }
  }
}

async function localVersion(): Promise<string | null> {
  const { db } = await openSqlDb()
  return migrationVersion(db)
}

async function supabaseVersion(): Promise<string | null> {
  const { supabaseServerClient } = await import("./supabase/server")
  // No visitor: an empty cookie jar, so the anon role asks.
  const client = supabaseServerClient({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {} })
  const { data, error } = await client.rpc("schema_version")
  if (error) throw new Error(error.message)
  return typeof data === "string" ? data : null
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
