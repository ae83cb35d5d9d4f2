import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { loadMigrations, migrate } from "@/lib/backend/db/migrate"
import { pgliteDb } from "@/lib/backend/db/pglite"
import { postgresDb } from "@/lib/backend/db/postgres"
import type { Db } from "@/lib/backend/db/types"
import { CONTENT_TYPES } from "@/lib/domain/content"
import type { DocumentTypeName } from "@/lib/domain/types"
import { CASE_STUDY_TYPE } from "@/lib/domain/content/document-types"
import { createDocument, createTranslation, getDocument, setDocumentPublished, updateDocument } from "@/lib/data/documents"
import { listRevisions } from "@/lib/data/revisions"
import { getPublishedDocument } from "@/lib/data/site-documents"

import { type DbFactory, type Harness, MemoryJar, openHarness, rejection, signUpAndIn } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }
const MIGRATION = "0015_types_declared_in_app"

export type Fresh = { label: string; open(): Promise<{ db: Db; close(): Promise<void> }> }

/** An empty database, no migration applied: the test migrates it step by step. */
export const freshPglite: Fresh = {
  label: "embedded (PGlite)",
  async open() {
    const db = pgliteDb(await PGlite.create())
    return { db, close: () => db.close() }
  },
}

export function freshPostgres(url: string): Fresh {
  return {
    label: "PostgreSQL",
    async open() {
      const schema = `types_${process.pid}_${Date.now().toString(36)}`
      const admin = postgresDb(url, { max: 1 })
      await admin.exec(`create schema ${schema}`)
      const db = postgresDb(url, { searchPath: schema })
      return {
        db,
        async close() {
          await db.close()
          await admin.exec(`drop schema if exists ${schema} cascade`)
          await admin.close()
        },
      }
    },
  }
}

// Documents in both languages as migration 0014 left them: [type, locale, slug, the path migration 0015 documents].
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

/** Migration 0015 on a database that has content: the paths it fills in, and the type lists it drops. */
export function describeTypeNamesMigration(fresh: Fresh) {
  describe(`migration ${MIGRATION} on an existing database: ${fresh.label}`, () => {
    it("fills every document's path as documented, changes nothing else, and lets the database take type and lead kinds it never listed", async () => {
      const { db, close } = await fresh.open()
      try {
        const all = loadMigrations()
        const upTo = all.findIndex((m) => m.version === MIGRATION)
        expect(upTo).toBeGreaterThan(0)
        await migrate(db, all.slice(0, upTo))
        for (const [type, locale, slug] of EXISTING) {
          await db.query(
            "insert into documents (type, locale, slug, title, data, published, published_at) values ($1, $2, $3, $4, $5::jsonb, true, now())",
            [type, locale, slug, `${type} ${locale} ${slug}`, JSON.stringify({ meta_title: slug })],
          )
        }
        // Before: the database knew the type names and the lead kinds, and refused others.
        await expect(db.exec("insert into documents (type, slug) values ('event', 'open-day')")).rejects.toThrow(/documents_type_check/)
        await expect(db.exec("insert into messages (name, email, message, kind) values ('Ann', 'ann@example.com', 'Hi', 'event_registration')")).rejects.toThrow(/messages_kind_check/)
        await expect(db.exec("insert into messages (name, email, message, first_content_type) values ('Ann', 'ann@example.com', 'Hi', 'event')")).rejects.toThrow(/messages_first_content_type_check/)
        const before = await db.query("select * from documents order by seq")

        expect(await migrate(db, all.slice(0, upTo + 1))).toEqual([MIGRATION])

        const after = await db.query("select * from documents order by seq")
        expect(after.map((r) => [r.type, r.locale, r.slug, r.path])).toEqual(EXISTING)
        expect(after.map((r) => r.redirect_on_move)).toEqual(EXISTING.map(([type]) => ["site_page", "case_study", "resource"].includes(type)))
        // Nothing else changed: every other column of every row is as it was (version, updated_at, data…).
        const withoutAddress = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== "path" && k !== "redirect_on_move"))
        expect(after.map(withoutAddress)).toEqual(before)

        // After: a type and a lead kind no migration ever listed are stored, with their revisions, previews, share
        // links and presence.
        const [doc] = await db.query("insert into documents (type, slug, path, redirect_on_move) values ('event', 'open-day', '/events/open-day', true) returning id")
        const [user] = await db.query("insert into users (email, password_hash) values ('ann@example.com', 'x') returning id")
        await db.query("insert into content_revisions (kind, document_id, version, data) values ('event', $1, 1, '{}')", [doc!.id])
        await db.query("insert into previews (user_id, kind, record_id, data, expires_at) values ($1, 'event', $2, '{}', now() + interval '1 hour')", [user!.id, doc!.id])
        await db.query("insert into share_links (token_hash, kind, record_id, expires_at) values ('h', 'event', $1, now() + interval '1 day')", [doc!.id])
        await db.query("insert into editor_presence (kind, record_id, user_id, email) values ('event', $1, $2, 'ann@example.com')", [doc!.id, user!.id])
        await db.query("insert into messages (name, email, message, kind, first_content_type, last_content_type) values ('Ann', 'ann@example.com', 'Hi', 'event_registration', 'event', 'event')")
        await db.query("insert into page_views (id, occurred_at, visitor, path, content_type, device) values ('view-0123456789abcdef', now(), 'v', '/events/open-day', 'event', 'desktop')")
        expect(await db.query("select kind from content_revisions union all select kind from previews union all select kind from share_links union all select kind from editor_presence union all select kind from messages")).toEqual([
          { kind: "event" }, { kind: "event" }, { kind: "event" }, { kind: "event" }, { kind: "event_registration" },
        ])
        // A revision still belongs to exactly one record of its kind.
        await expect(db.query("insert into content_revisions (kind, version, data) values ('event', 1, '{}')")).rejects.toThrow(/content_revisions_check/)
      } finally {
        await close()
      }
    }, 60_000)
  })
}

/** A type the registry gains without a migration: "trade_show", a collection at /events/{slug} that leaves redirects. */
const TRADE_SHOW = {
  ...CASE_STUDY_TYPE,
  name: "trade_show",
  adminPath: "/admin/trade-shows",
  publicPath: (row: { slug: string }) => `/events/${row.slug}`,
  cacheTargets: (...rows: { slug: string }[]) => ({ paths: rows.map((r) => ({ path: `/events/${r.slug}` })), tags: [] }),
}

const show = (slug: string, published: boolean) => ({
  title: `Dental expo ${slug}`,
  slug,
  details: { client_industry: "Dental", summary: "Three days of implants.", results: [] },
  published,
  schedule: "",
})

/** A document of a type no migration ever named, through the data layer on the real database. */
export function describeUndeclaredTypeContract(factory: DbFactory) {
  describe(`a content type no migration lists: ${factory.label}`, () => {
    let h: Harness
    let admin: MemoryJar
    const registry = CONTENT_TYPES as unknown as Record<string, unknown>

    beforeAll(async () => {
      registry.trade_show = TRADE_SHOW
      h = await openHarness(factory, { publicReads: true })
    }, 60_000)
    afterAll(async () => {
      delete registry.trade_show
      await h?.close()
    })
    beforeEach(async () => {
      await h.truncate()
      admin = new MemoryJar()
      await signUpAndIn(h, admin, OWNER)
    })

    const asAdmin = <T>(fn: () => Promise<T>) => h.as(admin, fn)
    const asVisitor = <T>(fn: () => Promise<T>) => h.as(null, fn)
    // Not a name the code knows yet: typed as a document type, as the registry will name it once declared.
    const name = "trade_show" as DocumentTypeName
    const stored = async (id: string) => (await h.db.query("select type, locale, slug, path, redirect_on_move from documents where id = $1", [id]))[0]
    const redirects = async () => (await h.db.query("select from_path, to_path from redirects order by from_path")).map((r) => [r.from_path, r.to_path])

    it("is stored, published, moved (leaving a redirect at its declared address, in each language) and read back", async () => {
      const created = await asAdmin(() => createDocument(name, show("expo-2026", true)))
      expect(await stored(created.id)).toEqual({ type: "trade_show", locale: "en", slug: "expo-2026", path: "/events/expo-2026", redirect_on_move: true })
      expect(await asVisitor(() => getPublishedDocument(name, "expo-2026"))).toMatchObject({ id: created.id, title: "Dental expo expo-2026" })

      const moved = await asAdmin(() => updateDocument(name, created.id, show("expo-spring-2026", true), created.version))
      expect(await stored(created.id)).toMatchObject({ slug: "expo-spring-2026", path: "/events/expo-spring-2026" })
      expect(await redirects()).toEqual([["/events/expo-2026", "/events/expo-spring-2026"]])
      expect(await asVisitor(() => getPublishedDocument(name, "expo-2026"))).toBeNull()
      expect(await asVisitor(() => getPublishedDocument(name, "expo-spring-2026"))).toMatchObject({ id: created.id })
      expect((await asAdmin(() => listRevisions(name, created.id))).map((r) => r.version)).toEqual([2, 1])
      expect(await asAdmin(() => getDocument(name, created.id))).toMatchObject({ slug: "expo-spring-2026", version: moved.version })

      // Its Spanish version lives at the Spanish address; published and moved, it leaves a Spanish redirect.
      const es = await asAdmin(() => createTranslation(name, created.id, "es"))
      expect(await stored(es.id)).toEqual({ type: "trade_show", locale: "es", slug: "expo-spring-2026", path: "/es/events/expo-spring-2026", redirect_on_move: true })
      const live = await asAdmin(() => setDocumentPublished(name, es.id, true, es.version))
      await asAdmin(() => updateDocument(name, es.id, show("feria-2026", true), live.version))
      expect(await stored(es.id)).toMatchObject({ path: "/es/events/feria-2026" })
      expect(await redirects()).toEqual([
        ["/es/events/expo-spring-2026", "/es/events/feria-2026"],
        ["/events/expo-2026", "/events/expo-spring-2026"],
      ])
      expect(await asVisitor(() => getPublishedDocument(name, "feria-2026", "es"))).toMatchObject({ id: es.id })

      // A draft moves without a redirect; the slug rules are the type's own.
      const draft = await asAdmin(() => createDocument(name, show("expo-draft", false)))
      await asAdmin(() => updateDocument(name, draft.id, show("expo-draft-2", false), draft.version))
      expect(await redirects()).toHaveLength(2)
      expect((await rejection(asAdmin(() => createDocument(name, show("Not a slug!", true))))).code).toBe("validation")
    })
  })
}
