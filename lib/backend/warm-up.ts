import "server-only"

import { backendKind, isBuildPhase, serverEnv } from "@/lib/server/env"

import { openSqlDb } from "./sql/open"

/** Logged once at start in Supabase mode without the service-role key (lib/backend/supabase/secrets.ts). */
export const SUPABASE_SECRET_WARNING =
  "[downloads] SUPABASE_SERVICE_ROLE_KEY is not set on the server: gated resources' download links work only on the server process that issued them, and only until it restarts (set the key to share them across servers and restarts)"

/**
 * Called once when the server starts (instrumentation.ts): opens the database and applies migrations before the
 * first visitor waits for it, and warns while anyone on the internet could still claim the owner account. In Supabase
 * mode it checks the lead encryption key against the project (docs/privacy.md) and warns when download links cannot
 * outlive this process (no service-role key).
 */
export async function warmUp(): Promise<void> {
  if (isBuildPhase()) return
  const env = serverEnv()
  if (backendKind(env) === "supabase") {
    if (!env.SUPABASE_SERVICE_ROLE_KEY) console.warn(SUPABASE_SECRET_WARNING)
    // Leads are sealed on this backend too: no master key, or the wrong one, and the server does not serve.
    try {
      const { prepareSupabaseLeadCrypto } = await import("./supabase/lead-crypto")
      const { sessionlessClient, supabaseConfig } = await import("./supabase/server")
      const { url, anonKey } = supabaseConfig()
      const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY
      await prepareSupabaseLeadCrypto(url, sessionlessClient(url, anonKey), serviceKey ? () => sessionlessClient(url, serviceKey) : undefined)
    } catch (err) {
      console.error("[leads] the server cannot start:", err instanceof Error ? err.message : err)
      process.exit(1)
    }
    return
  }
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
