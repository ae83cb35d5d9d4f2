import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { join } from "node:path"

import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { attemptAs, openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL
const MIGRATION = "20261202002700_gated_files.sql"
const BUCKET_URL = "https://project.supabase.co/storage/v1/object/public/uploads"
// The object names: what must never reach a visitor.
const OLD_OBJECT = "k2j4h6-Old-patient-journey-map.pdf"
const NEW_OBJECT = "p9q8r7-New-intake-checklist.pdf"
const OPEN_OBJECT = "z1y2x3-Open-price-list.pdf"

/** What the document holds in place of a gated file's address: "gated:" and the address's SHA-256. */
const marker = (file: string) => `gated:${createHash("sha256").update(file).digest("hex")}`

const resource = (file: string, gated: boolean) => JSON.stringify({ details: { kind: "guide", summary: "", cover: "", file, gated, body: "" } })

// The gated files migration on a database that already holds a gated resource (its address in the document and in
// its revision), then saves after it, on real PostgreSQL with Supabase's roles emulated: the anon key never reads a
// gated file's address (documents, public functions, gated_files) nor an object of the private bucket.
describe.skipIf(!url)(`Supabase migration ${MIGRATION}: gated files kept from the anon key (PostgreSQL)`, () => {
  const dbName = `sb_gated_files_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  const ids = { owner: "", editor: "", old: "", open: "" }

  type Who = "anon" | "owner" | "editor"
  const subOf = (who: Who) => (who === "anon" ? "" : ids[who])
  const as = <T>(who: Who, fn: (c: pg.PoolClient) => Promise<T>, commit = false) => runAs(pool, subOf(who), fn, { commit })
  const text = async (who: Who, sql: string, params: unknown[] = []) => as(who, async (c) => JSON.stringify((await c.query(sql, params)).rows))

  /** Everything the anon key can select that holds a document: the table and the public functions over it. */
  async function anonReads(migrated = true): Promise<string> {
    return [
      await text("anon", "select row_to_json(d) from public.documents d"),
      await text("anon", "select public.last_live_document('resource', 'old-map') as doc"),
      await text("anon", "select public.last_live_document('resource', 'new-checklist') as doc"),
      migrated ? await text("anon", "select * from public.gated_files") : "",
      await text("anon", "select * from storage.objects"),
    ].join("\n")
  }

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 4, label: "gated-files", until: MIGRATION })
    pool = db.pool
    drop = db.drop
    ids.owner = (await pool.query("insert into auth.users (email) values ('owner@example.com') returning id")).rows[0].id
    await pool.query("insert into public.invitations (email, role) values ('editor@example.com', 'editor')")
    ids.editor = (await pool.query("insert into auth.users (email) values ('editor@example.com') returning id")).rows[0].id
    await pool.query("insert into storage.objects (bucket_id, name) values ('uploads', $1), ('uploads', $2)", [OLD_OBJECT, OPEN_OBJECT])
    // Saved by a member before the migration: the address is in the document and in its revision.
    await as(
      "owner",
      async (c) => {
        const insert = "insert into public.documents (type, slug, title, data, published) values ('resource', $1, $2, $3, true) returning id"
        ids.old = (await c.query(insert, ["old-map", "Old map", resource(`${BUCKET_URL}/${OLD_OBJECT}`, true)])).rows[0].id
        ids.open = (await c.query(insert, ["open-price-list", "Open price list", resource(`${BUCKET_URL}/${OPEN_OBJECT}`, false)])).rows[0].id
      },
      true,
    )
    expect(await anonReads(false)).toContain(OLD_OBJECT)
    await pool.query(readFileSync(join(process.cwd(), "supabase/migrations", MIGRATION), "utf8"))
  }, 180_000)

  afterAll(async () => {
    await drop?.()
  }, 60_000)

  it("the migration moves an existing gated file's address out of the document and its revisions, with no new version", async () => {
    const doc = (await pool.query("select version, data from public.documents where id = $1", [ids.old])).rows[0]
    expect(doc.version).toBe(1)
    expect(doc.data.details).toMatchObject({ file: marker(`${BUCKET_URL}/${OLD_OBJECT}`), gated: true })
    expect((await pool.query("select file, bucket from public.gated_files")).rows).toEqual([{ file: `${BUCKET_URL}/${OLD_OBJECT}`, bucket: "uploads" }])
    expect(JSON.stringify((await pool.query("select data from public.content_revisions where document_id = $1", [ids.old])).rows)).not.toContain(OLD_OBJECT)
    // A resource that is not gated keeps its public file.
    expect((await pool.query("select data->'details'->>'file' as file from public.documents where id = $1", [ids.open])).rows[0].file).toBe(`${BUCKET_URL}/${OPEN_OBJECT}`)
  })

  it("a gated resource saved by a member keeps its address in gated_files only; the anon key reads none", async () => {
    await as(
      "editor",
      async (c) => {
        await c.query("insert into public.documents (type, slug, title, data, published) values ('resource', 'new-checklist', 'New checklist', $1, true)", [
          resource(`${BUCKET_URL}/${NEW_OBJECT}`, true),
        ])
      },
      true,
    )
    const reads = await anonReads()
    expect(reads).toContain("open-price-list")
    expect(reads).toContain(OPEN_OBJECT)
    for (const object of [OLD_OBJECT, NEW_OBJECT]) expect(reads).not.toContain(object)
    expect(reads).not.toContain("gated_files")
    // The public page still knows a file is there (it shows the form): the marker, never an address.
    const details = await as("anon", async (c) => (await c.query("select slug, data->'details'->>'file' as file from public.documents where type = 'resource' order by slug")).rows)
    expect(details).toEqual([
      { slug: "new-checklist", file: marker(`${BUCKET_URL}/${NEW_OBJECT}`) },
      { slug: "old-map", file: marker(`${BUCKET_URL}/${OLD_OBJECT}`) },
      { slug: "open-price-list", file: `${BUCKET_URL}/${OPEN_OBJECT}` },
    ])
    // Members read the addresses (the editor shows the file picked); revisions hold the marker only.
    const members = await as("editor", async (c) => (await c.query("select file from public.gated_files")).rows.map((r) => String(r.file)).sort())
    expect(members).toEqual([`${BUCKET_URL}/${OLD_OBJECT}`, `${BUCKET_URL}/${NEW_OBJECT}`])
    expect(JSON.stringify((await pool.query("select data from public.content_revisions")).rows)).not.toContain(NEW_OBJECT)
  })

  it("a save with the marker keeps the file and where its bytes are; a new file starts in uploads; ungated, the file returns", async () => {
    await pool.query("update public.gated_files set bucket = 'gated' where document_id = $1", [ids.old])
    const gatedRow = async () => (await pool.query("select file, bucket from public.gated_files where document_id = $1", [ids.old])).rows[0]
    await as("editor", (c) => c.query("update public.documents set title = 'Old map, restored', data = $2 where id = $1", [ids.old, resource(marker("an older file"), true)]), true)
    expect(await gatedRow()).toEqual({ file: `${BUCKET_URL}/${OLD_OBJECT}`, bucket: "gated" })
    // A marker keeps the stored file, and the document says which one it is.
    expect((await pool.query("select data->'details'->>'file' as file from public.documents where id = $1", [ids.old])).rows[0].file).toBe(marker(`${BUCKET_URL}/${OLD_OBJECT}`))
    await as("editor", (c) => c.query("update public.documents set data = $2 where id = $1", [ids.old, resource(`${BUCKET_URL}/${OLD_OBJECT}`, true)]), true)
    expect(await gatedRow()).toEqual({ file: `${BUCKET_URL}/${OLD_OBJECT}`, bucket: "gated" })

    await as("editor", async (c) => {
      await c.query("update public.documents set data = $2 where id = $1", [ids.old, resource(`${BUCKET_URL}/${NEW_OBJECT}`, true)])
      expect((await c.query("select file, bucket from public.gated_files where document_id = $1", [ids.old])).rows[0]).toEqual({ file: `${BUCKET_URL}/${NEW_OBJECT}`, bucket: "uploads" })
      await c.query("update public.documents set data = $2 where id = $1", [ids.old, resource("", true)])
      expect((await c.query("select count(*)::int as n from public.gated_files where document_id = $1", [ids.old])).rows[0].n).toBe(0)
    })
    await as("editor", async (c) => {
      await c.query("update public.documents set data = $2 where id = $1", [ids.old, resource(marker(`${BUCKET_URL}/${OLD_OBJECT}`), false)])
      expect((await c.query("select data->'details'->>'file' as file from public.documents where id = $1", [ids.old])).rows[0].file).toBe(`${BUCKET_URL}/${OLD_OBJECT}`)
      expect((await c.query("select count(*)::int as n from public.gated_files where document_id = $1", [ids.old])).rows[0].n).toBe(0)
    })
  })

  it("only the server records where the bytes went: visitors and members cannot write gated_files", async () => {
    for (const who of ["anon", "editor", "owner"] as const) {
      expect(await attemptAs(pool, subOf(who), "update public.gated_files set bucket = 'uploads'"), who).toBe("denied")
      expect(await attemptAs(pool, subOf(who), "insert into public.gated_files (document_id, file) values ($1, 'x')", [ids.open]), who).toBe("denied")
      expect(await attemptAs(pool, subOf(who), "delete from public.gated_files"), who).toBe("denied")
    }
    const c = await pool.connect()
    try {
      await c.query("begin")
      await c.query("set local role service_role")
      expect((await c.query("update public.gated_files set bucket = 'gated', updated_at = now()")).rowCount).toBe(2)
    } finally {
      await c.query("rollback")
      c.release()
    }
  })

  it("the gated bucket is private and its objects are denied to the anon key; members keep theirs", async () => {
    expect((await pool.query("select public from storage.buckets where id = 'gated'")).rows).toEqual([{ public: false }])
    await pool.query("insert into storage.objects (bucket_id, name) values ('gated', $1)", [NEW_OBJECT])
    expect(await text("anon", "select name from storage.objects where bucket_id = 'gated'")).toBe("[]")
    expect(await attemptAs(pool, "", "insert into storage.objects (bucket_id, name) values ('gated', 'intruder.pdf')")).toBe("denied")
    expect(await attemptAs(pool, "", "update storage.objects set name = 'moved.pdf' where bucket_id = 'gated'")).toBe(0)
    expect(await attemptAs(pool, "", "delete from storage.objects where bucket_id = 'gated'")).toBe(0)
    expect(await attemptAs(pool, "", "update storage.objects set bucket_id = 'uploads' where bucket_id = 'gated'")).toBe(0)
    // A member of the team reads and adds (the uploads bucket's rules).
    expect(await text("editor", "select name from storage.objects where bucket_id = 'gated'")).toContain(NEW_OBJECT)
    expect(await attemptAs(pool, ids.editor, "insert into storage.objects (bucket_id, name) values ('gated', 'another.pdf')")).toBe(1)
  })
})
