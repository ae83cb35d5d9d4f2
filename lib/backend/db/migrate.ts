import "server-only"

import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import type { Db } from "./types"

const MIGRATIONS_DIR = join(/*turbopackIgnore: true*/ process.cwd(), "lib", "backend", "sql", "migrations")
// Arbitrary constant: every process migrating the same PostgreSQL database queues on this advisory lock.
const MIGRATION_LOCK = 72_114_001

export type Migration = { version: string; sql: string }

// The SQL files are read at run time from the project folder (next start runs there); not traced into bundles.
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ""), sql: readFileSync(join(/*turbopackIgnore: true*/ dir, f), "utf8") }))
}

/**
 * Applies the migrations that are missing, each in its own transaction and recorded in schema_migrations.
 * A failing migration rolls back and throws, leaving the previous version intact.
 *
 * The whole run, table creation included, holds one session-level advisory lock: servers starting together on an
 * empty database queue on it, the first migrates, the others then find every version recorded and go on.
 */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  return db.session(async (conn) => {
    await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK])
    try {
      await conn.exec(`create table if not exists schema_migrations (
        version text primary key,
        applied_at timestamptz not null default now()
      )`)
      const applied: string[] = []
      for (const m of migrations) {
        const done = await conn.transaction(async (tx) => {
          const seen = await tx.query("select 1 from schema_migrations where version = $1", [m.version])
          if (seen.length > 0) return false
          await tx.exec(m.sql)
          await tx.query("insert into schema_migrations (version) values ($1)", [m.version])
          return true
        })
        if (done) applied.push(m.version)
      }
      return applied
    } finally {
      await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {})
    }
  })
}

/** The newest applied migration (what /api/health reports), or null before the first. */
export async function migrationVersion(db: Pick<Db, "query">): Promise<string | null> {
  const rows = await db.query<{ version: string }>("select max(version) as version from schema_migrations")
  return rows[0]?.version ?? null
}
