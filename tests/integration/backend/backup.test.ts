import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { PGlite } from "@electric-sql/pglite"
import { afterAll, describe, expect, it } from "vitest"

import { migrate } from "@/lib/backend/db/migrate"
import { pgliteDb } from "@/lib/backend/db/pglite"

const run = (script: string, args: string[], dataDir: string) =>
  execFileSync(process.execPath, [join(process.cwd(), "scripts", script), ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
    stdio: "pipe",
  })

describe("backup and restore of the embedded backend", () => {
  const root = mkdtempSync(join(tmpdir(), "backup-test-"))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it("restores the database and the uploads into a fresh data folder with one command", async () => {
    const source = join(root, "source")
    mkdirSync(source)
    const db = pgliteDb(await PGlite.create({ dataDir: join(source, "pgdata") }))
    await migrate(db)
    await db.query("insert into documents (type, title, slug, published) values ('post', 'Kept across restore', 'kept', true)")
    await db.close()
    mkdirSync(join(source, "uploads", "post-images"), { recursive: true })
    writeFileSync(join(source, "uploads", "post-images", "abc.png"), "image bytes")

    const backup = join(root, "backup")
    run("backup.mjs", [backup], source)
    expect(JSON.parse(readFileSync(join(backup, "manifest.json"), "utf8")).migrations).toContain("0001_init")

    // A held lock (a live server) makes both scripts refuse.
    writeFileSync(join(source, "server.lock"), String(process.pid))
    expect(() => run("backup.mjs", [join(root, "other")], source)).toThrow(/in use by process/)
    rmSync(join(source, "server.lock"))

    const target = join(root, "target")
    run("restore.mjs", [backup], target)
    const restored = pgliteDb(await PGlite.create({ dataDir: join(target, "pgdata") }))
    expect(await restored.query("select title from documents where type = 'post'")).toEqual([{ title: "Kept across restore" }])
    expect(await migrate(restored)).toEqual([]) // schema version came along
    await restored.close()
    expect(readFileSync(join(target, "uploads", "post-images", "abc.png"), "utf8")).toBe("image bytes")
    expect(existsSync(join(target, "server.lock"))).toBe(false)
  }, 180_000)
})
