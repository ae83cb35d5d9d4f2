import "server-only"

import { backendKind, isBuildPhase, serverEnv } from "@/lib/server/env"

import { openSqlDb } from "./sql/open"

/**
 * Called once when the server starts (instrumentation.ts): opens the database and applies migrations before the
 * first visitor waits for it, and warns while anyone on the internet could still claim the owner account.
 */
export async function warmUp(): Promise<void> {
  if (isBuildPhase()) return
  const env = serverEnv()
  if (backendKind(env) === "supabase") return
  try {
    const { db, kind } = await openSqlDb()
    const owners = await db.query("select 1 from memberships where role = 'owner' limit 1")
    if (owners.length === 0) {
      console.warn(
        env.adminEmails.length > 0
          ? `[auth] No owner yet: the first of ADMIN_EMAILS to register on /admin/login becomes the owner.`
          : `[auth] WARNING: no owner yet and ADMIN_EMAILS is not set. The first person to register on /admin/login becomes the owner of this site. Set ADMIN_EMAILS before exposing it.`,
      )
    }
    console.log(`[db] ${kind === "embedded" ? `embedded database ready in ${env.DATA_DIR}` : "PostgreSQL ready"}`)
  } catch (err) {
    // A migration that fails leaves the previous version intact; the server must not serve on a half-done schema.
    console.error("[db] could not open the database:", err instanceof Error ? err.message : err)
    process.exit(1)
  }
}
