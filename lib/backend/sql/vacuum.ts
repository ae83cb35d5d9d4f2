import "server-only"

import type { Db } from "@/lib/backend/db/types"

/**
 * Vacuums the lead tables on the embedded database, which has no autovacuum (PGlite runs PostgreSQL in a single
 * process): dead row versions are reclaimed and the visibility map is kept current, so the lead list's capped count
 * stays an index-only scan however wide the sealed rows are (docs/privacy.md, "Cost"). PostgreSQL's autovacuum
 * does the same there.
 */
export async function vacuumLeadTables(db: Db): Promise<void> {
  if (db.kind !== "pglite") return
  await db.exec("vacuum analyze messages, lead_events, outbox")
}
