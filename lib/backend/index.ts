import "server-only"

import { backendKind, s3Config, serverEnv } from "@/lib/server/env"

import { postgresDb } from "./db/postgres"
import type { Db } from "./db/types"
import { postgresLimitStore } from "./db/limit-store"
import { createSqlBackend } from "./sql"
import { sqlLeads } from "./sql/leads"
import { sqlMessages } from "./sql/messages"
import { sqlSettings } from "./sql/people"
import { openSqlDb } from "./sql/open"
import { sqlOutbox } from "./sql/outbox"
import { s3Blobs } from "./sql/s3-blobs"
import { vacuumLeadTables } from "./sql/vacuum"
import { sqlAnalytics } from "./sql/analytics"
import type { AnalyticsStore, Backend, CookieJar, LeadStore, MessageStore, OutboxStore, SettingsStore } from "./types"

/**
 * The backend the environment selects (Supabase, else PostgreSQL with DATABASE_URL, else embedded PGlite), bound
 * to this request's cookies. Only lib/data calls this.
 */
export async function getBackend(jar: CookieJar): Promise<Backend> {
  const env = serverEnv()
  if (backendKind(env) === "supabase") {
    const { createSupabaseBackend } = await import("./supabase")
    const backend = createSupabaseBackend(jar)
    // With DATABASE_URL set to the project's own database, limits hold across servers (private.rate_limits).
    return env.DATABASE_URL ? { ...backend, limits: postgresLimitStore(sharedSupabaseDb(env.DATABASE_URL), "private.rate_limits") } : backend
  }
  const { db, uploadsDir, kind } = await openSqlDb()
  const s3 = s3Config(env)
  return createSqlBackend({ db, uploadsDir, jar, adminEmails: env.adminEmails, kind, blobs: s3 ? s3Blobs(s3) : undefined })
}

const SUPABASE_DB = Symbol.for("lumora.supabase-direct-db")

/** A small pool on the Supabase project's database, for the limits (one per process). */
function sharedSupabaseDb(url: string): Db {
  const g = globalThis as unknown as Record<symbol, Db | undefined>
  return (g[SUPABASE_DB] ??= postgresDb(url, { max: 3 }))
}

/** Cookies of no visitor: work that runs outside any request (the re-review reminders) has none. */
const NO_COOKIES: CookieJar = { get: () => undefined, getAll: () => [], set: () => {}, delete: () => {} }

/** The backend for work outside any request, with no visitor's cookies; null on Supabase (no worker runs there). */
export async function openBackgroundBackend(): Promise<Backend | null> {
  const env = serverEnv()
  if (backendKind(env) === "supabase") return null
  const { db, uploadsDir, kind } = await openSqlDb()
  return createSqlBackend({ db, uploadsDir, jar: NO_COOKIES, adminEmails: env.adminEmails, kind })
}

/**
 * What the outbox worker runs on, outside any request: the queue and the inbox (for the spam purge). null on
 * Supabase, where this server runs no worker. singleProcess: one process owns the database (embedded), so claims
 * found at start-up belong to a process that died.
 */
export async function openWorkerStores(): Promise<{
  outbox: OutboxStore
  messages: MessageStore
  leads: LeadStore
  settings: SettingsStore
  singleProcess: boolean
  /** The embedded database's vacuum of the lead tables (it has no autovacuum); nothing on PostgreSQL. */
  vacuum: () => Promise<void>
} | null> {
  if (backendKind(serverEnv()) === "supabase") return null
  const { db } = await openSqlDb()
  return { outbox: sqlOutbox(db), messages: sqlMessages(db), leads: sqlLeads(db), settings: sqlSettings(db), singleProcess: db.kind === "pglite", vacuum: () => vacuumLeadTables(db) }
}

/**
 * Where counted page views are written and rolled up, outside any request (one writer per process). On Supabase
 * the views go through the project's own insert function with the public key; readers need a member's session.
 */
export async function openAnalyticsStore(): Promise<AnalyticsStore | null> {
  if (backendKind(serverEnv()) === "supabase") {
    const { supabaseAnalyticsWriter } = await import("./supabase/analytics")
    return supabaseAnalyticsWriter()
  }
  const { db } = await openSqlDb()
  return sqlAnalytics(db)
}
