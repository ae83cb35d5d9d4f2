#!/usr/bin/env node
// Restores a backup made by scripts/backup.mjs into DATA_DIR (default .data):
//   node scripts/restore.mjs <backup-folder>
// Stop the server first. Whatever DATA_DIR held before is kept aside as <DATA_DIR>.before-restore-<time>.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync } from "node:fs"
import { join, resolve } from "node:path"

import { PGlite } from "@electric-sql/pglite"

import { withDataDirLock } from "./lib/data-dir-lock.mjs"

const from = process.argv[2] && resolve(process.argv[2])
const dataDir = resolve(process.env.DATA_DIR || ".data")
if (!from || !existsSync(join(from, "database.tar.gz"))) {
  console.error("usage: node scripts/restore.mjs <backup-folder>   (a folder holding database.tar.gz)")
  process.exit(1)
}

await withDataDirLock(dataDir, async () => {
  for (const part of ["pgdata", "uploads"]) {
    if (existsSync(join(dataDir, part))) {
      const aside = `${dataDir}.before-restore-${Date.now()}`
      mkdirSync(aside, { recursive: true })
      renameSync(join(dataDir, part), join(aside, part))
      console.log(`Previous ${part} kept in ${aside}`)
    }
  }
  const dump = new Blob([readFileSync(join(from, "database.tar.gz"))])
  const pg = await PGlite.create({ dataDir: join(dataDir, "pgdata"), loadDataDir: dump })
  const { rows } = await pg.query("select count(*)::int as n from schema_migrations")
  await pg.close()
  if (existsSync(join(from, "uploads"))) cpSync(join(from, "uploads"), join(dataDir, "uploads"), { recursive: true })
  console.log(`Restored ${from} into ${dataDir} (${rows[0].n} migrations recorded)`)
})
