import { readFileSync } from "node:fs"
import { join } from "node:path"

import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { openSupabaseDb } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL
const MIGRATION = "20261128000300_types_declared_in_app.sql"

// Documents in both languages as the previous migrations left them: [type, locale, slug, the path the migration documents].
const EXISTING: [string, string, string, string | null][] = [
  ["site_page", "en", "", "/"],
  ["site_page", "es", "", "/es"],
  ["site_page", "en", "lp/dental-implants", "/lp/dental-implants"],
  ["site_page", "es", "servicios/seo", "/es/servicios/seo"],
  ["case_study", "en", "smile-dental", "/work/smile-dental"],
  ["case_study", "es", "sonrisa-dental", "/es/work/sonrisa-dental"],
  ["resource", "en", "seo-guide", "/resources/seo-guide"],
  ["resource", "es", "guia-seo", "/es/resources/guia-seo"],
  ["navigation", "en", "navigation", null],
  ["footer", "es", "footer", null],
]

// The Supabase twin of migration 0015 on a database that has content: the paths it fills in, without setting off
// the save triggers (no new version, revision, redirect or audit entry), and the type lists it drops.
describe.skipIf(!url)(`Supabase migration ${MIGRATION} on an existing database (PostgreSQL)`, () => {
  const dbName = `sb_types_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 2, label: "types-migration", until: MIGRATION })
    pool = db.pool
    drop = db.drop
  }, 120_000)
  afterAll(async () => {
    await drop?.()
  })

  it("fills every document's path as documented and changes nothing else; a type or lead kind no migration listed is then stored", async () => {
    for (const [type, locale, slug] of EXISTING) {
      await pool.query("insert into public.documents (type, locale, slug, title, data, published) values ($1, $2, $3, $4, '{}', true)", [type, locale, slug, `${type} ${locale} ${slug}`])
    }
    await expect(pool.query("insert into public.documents (type, slug) values ('event', 'open-day')")).rejects.toThrow(/documents_type_check/)
    const count = async () => (await pool.query("select (select count(*) from public.content_revisions)::int as revisions, (select count(*) from public.audit_log)::int as audit, (select count(*) from public.redirects)::int as redirects")).rows[0]
    const before = (await pool.query("select * from public.documents order by seq")).rows
    const counted = await count()

    await pool.query(readFileSync(join(process.cwd(), "supabase/migrations", MIGRATION), "utf8"))

    const after = (await pool.query("select * from public.documents order by seq")).rows as Record<string, unknown>[]
    expect(after.map((r) => [r.type, r.locale, r.slug, r.path])).toEqual(EXISTING)
    expect(after.map((r) => r.redirect_on_move)).toEqual(EXISTING.map(([type]) => ["site_page", "case_study", "resource"].includes(type)))
    const withoutAddress = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== "path" && k !== "redirect_on_move"))
    expect(after.map(withoutAddress)).toEqual(before)
    expect(await count()).toEqual(counted)
    // The triggers are back on: a save after the migration bumps the version and records its revision.
    const saved = await pool.query("update public.documents set title = 'Home!' where slug = '' and locale = 'en' returning version")
    expect(saved.rows[0].version).toBe(2)
    expect((await count()).revisions).toBe(counted.revisions + 1)

    await pool.query("insert into public.documents (type, slug, path, redirect_on_move) values ('event', 'open-day', '/events/open-day', true)")
    expect((await pool.query("select conname from pg_constraint where conname in ('messages_kind_check', 'previews_kind_check', 'share_links_kind_check', 'editor_presence_kind_check', 'content_revisions_kind_check', 'documents_type_check', 'page_views_content_type_check', 'messages_first_content_type_check', 'messages_last_content_type_check')")).rows).toEqual([])
  })
})
