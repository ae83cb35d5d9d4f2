import { readdirSync } from "node:fs"
import { join } from "node:path"

import { describe, expect, it } from "vitest"

// Each history records a migration by the number its file name starts with: two files with one number would make
// the second be skipped (ours) or refused (the Supabase CLI) on a database that already has the first.
const HISTORIES = { "lib/backend/sql/migrations": /^(\d{4})_[a-z0-9_]+\.sql$/, "supabase/migrations": /^(\d{14})_[a-z0-9_]+\.sql$/ }

describe("migration file names", () => {
  it.each(Object.entries(HISTORIES))("%s: every file has its own version number", (dir, pattern) => {
    const files = readdirSync(join(process.cwd(), dir)).filter((f) => f.endsWith(".sql"))
    const versions = files.map((f) => pattern.exec(f)?.[1] ?? `malformed: ${f}`)
    expect(versions.filter((v) => v.startsWith("malformed"))).toEqual([])
    expect(versions.filter((v, i) => versions.indexOf(v) !== i)).toEqual([])
  })
})
