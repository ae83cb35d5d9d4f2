#!/usr/bin/env node
// Backup of the embedded backend: the database (a PGlite data-directory dump) plus the uploads folder.
//   node scripts/backup.mjs [backup-folder]          (DATA_DIR selects the data folder, default .data)
// Stop the server first: only one process may open the database, and this script takes the same lock.
// Restore with: node scripts/restore.mjs <backup-folder>. For DATABASE_URL (PostgreSQL) use pg_dump/pg_restore
// for the database (uploads are in it, in media_chunks).
import { cpSync, existsSync, mkdirSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"

import { PGlite } from "@electric-sql/pglite"

import { withDataDirLock } from "./lib/data-dir-lock.mjs"

const dataDir = resolve(process.env.DATA_DIR || ".data")
const stamp = new Date().toISOString().replace(/[:.]/g, "-")
const out = resolve(process.argv[2] || join("backups", `backup-${stamp}`))

if (!existsSync(join(dataDir, "pgdata", "PG_VERSION"))) {
  console.error(`No embedded database in ${dataDir} (set DATA_DIR).`)
  process.exit(1)
}
if (existsSync(out)) {
  console.error(`${out} already exists; choose a new folder.`)
  process.exit(1)
}

await withDataDirLock(dataDir, async () => {
  const pg = await PGlite.create({ dataDir: join(dataDir, "pgdata") })
  try {
    const rows = (await pg.query("select version from schema_migrations order by version")).rows.map((r) => r.version)
    const dump = await pg.dumpDataDir("gzip")
    mkdirSync(out, { recursive: true })
    writeFileSync(join(out, "database.tar.gz"), Buffer.from(await dump.arrayBuffer()))
    if (existsSync(join(dataDir, "uploads"))) cpSync(join(dataDir, "uploads"), join(out, "uploads"), { recursive: true })
    writeFileSync(join(out, "manifest.json"), JSON.stringify({ created_at: new Date().toISOString(), migrations: rows }, null, 2) + "\n")
  } finally {
    await pg.close()
  }
})
console.log(`Backup written to ${out}`)
