import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { loadMigrations, migrate } from "@/lib/backend/db/migrate"
import { pgliteDb } from "@/lib/backend/db/pglite"
import { publishedSitePaths } from "@/lib/site/site-pages"
import { SITE_SEEDS } from "@/lib/domain/seed"
import { createDocument, createTranslation, setDocumentPublished, updateDocument } from "@/lib/data/documents"
import { createMessage, getMessage } from "@/lib/data/messages"
import * as pages from "@/lib/data/pages"
import * as posts from "@/lib/data/posts"
import { listRevisions } from "@/lib/data/revisions"
import { ensureSeeded, getLiveSingleton, getPublishedDocument, getSingletonDocument, listPublishedDocuments } from "@/lib/data/site-documents"
import { listTranslations, publishedTranslationPaths } from "@/lib/data/translations"
import { utcToZoned } from "@/lib/domain/schedule/time-zone"
import { DEFAULT_NAVIGATION } from "@/lib/domain/site-content/navigation"

import { type DbFactory, type Harness, MemoryJar, openHarness, postInput as basePostInput, rejection, signUpAndIn } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }

const postInput = (over: Record<string, unknown> = {}) => basePostInput({ title: "Implant care", slug: "implant-care", excerpt: "How to look after implants", tags: ["implants"], ...over })
const pageInput = (over: Record<string, unknown> = {}) => ({ title: "About", slug: "about-us", content: "Hi", published: false, schedule: "", ...over })
const caseStudy = (slug: string, title: string, over: Record<string, unknown> = {}) => ({
  title,
  slug,
  details: { client_industry: "Dental", summary: `${title}, in short.`, results: [] },
  published: false,
  schedule: "",
  ...over,
})

const inMinutes = (m: number) => utcToZoned(new Date(Date.now() + m * 60_000).toISOString(), "UTC")

/** Content per language (docs/i18n.md) through lib/data, on each backend. */
export function describeLocalesContract(factory: DbFactory) {
  describe(`locales contract: ${factory.label}`, () => {
    let h: Harness
    let admin: MemoryJar

    beforeAll(async () => {
      h = await openHarness(factory, { publicReads: true })
    }, 60_000)
    afterAll(async () => {
      await h?.close()
    })
    beforeEach(async () => {
      await h.truncate()
      admin = new MemoryJar()
      await signUpAndIn(h, admin, OWNER)
    })

    const asAdmin = <T>(fn: () => Promise<T>) => h.as(admin, fn)
    const asVisitor = <T>(fn: () => Promise<T>) => h.as(null, fn)

    it("a translation is a draft copy in its locale with its own slug, status and revisions; the same slug may exist in both languages", async () => {
      const en = await asAdmin(() => createDocument("post", postInput({ published: true })))
      expect(en).toMatchObject({ locale: "en", translation_of: null, source_version: null })

      const es = await asAdmin(() => createTranslation("post", en.id, "es"))
      expect(es).toMatchObject({ locale: "es", translation_of: en.id, source_version: en.version, slug: "implant-care", published: false, title: "Implant care" })
      expect(await asAdmin(() => listRevisions("post", es.id))).toHaveLength(1)

      // A second Spanish version of the same post, or a Spanish "translation" into English, is refused.
      expect((await rejection(asAdmin(() => createTranslation("post", en.id, "es")))).code).toBe("conflict")
      expect((await rejection(asAdmin(() => createTranslation("post", es.id, "en")))).code).toBe("validation")
      expect((await rejection(asAdmin(() => createTranslation("post", en.id, "fr")))).code).toBe("validation")

      const status = await asAdmin(() => listTranslations("post", es.id))
      expect(status).toEqual([
        { locale: "en", status: "published", state: "published", outdated: false, original: true, id: en.id, slug: "implant-care" },
        { locale: "es", status: "draft", state: "draft", outdated: false, original: false, id: es.id, slug: "implant-care" },
      ])

      // The audit log names the creation.
      const audit = await h.db.query("select action, record_id from audit_log where record_id = $1", [es.id])
      expect(audit.map((r) => r.action)).toEqual(["create"])
    })

    it("slugs are unique per locale: a duplicate in one language is refused with the slug's message", async () => {
      const en = await asAdmin(() => createDocument("post", postInput()))
      const es = await asAdmin(() => createTranslation("post", en.id, "es"))
      const other = await asAdmin(() => createDocument("post", postInput({ slug: "other" })))
      const otherEs = await asAdmin(() => createTranslation("post", other.id, "es"))
      expect([es.slug, otherEs.slug]).toEqual(["implant-care", "other"])

      const taken = await rejection(asAdmin(() => updateDocument("post", otherEs.id, postInput({ slug: "implant-care" }), otherEs.version)))
      expect(taken.code).toBe("conflict")
      expect(taken.fieldErrors?.slug).toEqual(["Slug already in use"])
      const again = await rejection(asAdmin(() => createDocument("post", postInput({ slug: "other" }))))
      expect(again.fieldErrors?.slug).toEqual(["Slug already in use"])

      // A translation made when its slug is taken in that language gets the next free one.
      const third = await asAdmin(() => createDocument("post", postInput({ slug: "third" })))
      await h.db.query("update documents set slug = 'third' where id = $1", [es.id])
      expect((await asAdmin(() => createTranslation("post", third.id, "es"))).slug).toBe("third-es")
    })

    it("publishing or scheduling one language never touches the other; a scheduled Spanish post goes live on its own", async () => {
      const en = await asAdmin(() => createDocument("post", postInput()))
      const es = await asAdmin(() => createTranslation("post", en.id, "es"))

      await asAdmin(() => setDocumentPublished("post", es.id, true, es.version))
      expect((await asAdmin(() => posts.getPostById(en.id))).published).toBe(false)
      expect(await asVisitor(() => posts.getPublishedPostBySlug("implant-care"))).toBeNull()
      expect((await asVisitor(() => posts.getPublishedPostBySlug("implant-care", "es")))?.id).toBe(es.id)
      await asAdmin(() => setDocumentPublished("post", es.id, false, es.version + 1))

      const enLive = await asAdmin(() => setDocumentPublished("post", en.id, true, en.version))
      expect((await asAdmin(() => posts.getPostById(es.id))).published).toBe(false)
      expect(await asVisitor(() => posts.getPublishedPostBySlug("implant-care", "es"))).toBeNull()

      const current = await asAdmin(() => posts.getPostById(es.id))
      const scheduled = await asAdmin(() => updateDocument("post", es.id, postInput({ title: "Cuidado de implantes", schedule: inMinutes(60) }), current.version))
      expect(scheduled.publish_at).not.toBeNull()
      expect((await asAdmin(() => listTranslations("post", en.id))).map((t) => t.status)).toEqual(["published", "scheduled"])
      expect(await asVisitor(() => posts.getPublishedPostBySlug("implant-care", "es"))).toBeNull()
      await h.db.query("update documents set publish_at = now() - interval '1 second', published_at = now() - interval '1 second' where id = $1", [es.id])
      expect((await asVisitor(() => posts.getPublishedPostBySlug("implant-care", "es")))?.title).toBe("Cuidado de implantes")
      expect((await asAdmin(() => posts.getPostById(en.id))).version).toBe(enLive.version)
    })

    it("a translation is outdated once the original's translatable fields change, not when it is only republished", async () => {
      const en = await asAdmin(() => createDocument("post", postInput()))
      const es = await asAdmin(() => createTranslation("post", en.id, "es"))
      const published = await asAdmin(() => setDocumentPublished("post", en.id, true, en.version))
      expect((await asAdmin(() => listTranslations("post", en.id)))[1]).toMatchObject({ status: "draft", outdated: false })

      await asAdmin(() => updateDocument("post", en.id, postInput({ content: "A longer body", published: true }), published.version))
      const outdated = (await asAdmin(() => listTranslations("post", en.id)))[1]!
      expect(outdated).toMatchObject({ locale: "es", status: "outdated", state: "draft", outdated: true })

      // Saving the translation saves it against the original as it is now.
      const saved = await asAdmin(() => updateDocument("post", es.id, postInput({ title: "Cuidado", content: "Un cuerpo más largo" }), es.version))
      expect(saved.source_version).toBe((await asAdmin(() => posts.getPostById(en.id))).version)
      expect((await asAdmin(() => listTranslations("post", en.id)))[1]).toMatchObject({ status: "draft", outdated: false })
    })

    it("public reads are filtered by locale: an English read never returns a Spanish row and vice versa", async () => {
      const en = await asAdmin(() => createDocument("post", postInput({ published: true })))
      const es = await asAdmin(() => createTranslation("post", en.id, "es"))
      await asAdmin(() => updateDocument("post", es.id, postInput({ title: "Cuidado", slug: "cuidado-de-implantes", published: true, category: "Dental" }), es.version))
      await asAdmin(() => createDocument("post", postInput({ slug: "only-english", title: "Only English", published: true })))

      const enList = await asVisitor(() => posts.listPublishedPosts({ limit: 10, offset: 0 }))
      expect(enList.rows.map((r) => r.slug).sort()).toEqual(["implant-care", "only-english"])
      const esList = await asVisitor(() => posts.listPublishedPosts({ limit: 10, offset: 0, locale: "es" }))
      expect(esList.rows.map((r) => r.slug)).toEqual(["cuidado-de-implantes"])
      const esSearch = await asVisitor(() => posts.listPublishedPosts({ limit: 10, offset: 0, locale: "es", search: "Only" }))
      expect(esSearch.total).toBe(0)
      const esCategory = await asVisitor(() => posts.listPublishedPosts({ limit: 10, offset: 0, locale: "es", category: "dental" }))
      expect(esCategory.rows.map((r) => r.locale)).toEqual(["es"])
      expect(await asVisitor(() => posts.getPublishedPostBySlug("cuidado-de-implantes"))).toBeNull()
      expect(await asVisitor(() => posts.getPublishedPostBySlug("only-english", "es"))).toBeNull()
      expect((await asVisitor(() => posts.listPublishedPostSummaries("es"))).map((s) => s.slug)).toEqual(["cuidado-de-implantes"])

      // hreflang: the published versions' addresses, none for a draft or a missing version.
      expect(await asVisitor(() => publishedTranslationPaths("post", en.id))).toEqual([
        { locale: "en", path: "/blog/implant-care" },
        { locale: "es", path: "/es/blog/cuidado-de-implantes" },
      ])
      const lonely = await h.db.query("select id from documents where type = 'post' and slug = 'only-english'")
      expect(await asVisitor(() => publishedTranslationPaths("post", String(lonely[0]!.id)))).toEqual([{ locale: "en", path: "/blog/only-english" }])
      await asAdmin(() => setDocumentPublished("post", es.id, false))
      expect(await asVisitor(() => publishedTranslationPaths("post", en.id))).toEqual([{ locale: "en", path: "/blog/implant-care" }])
      expect(await asVisitor(() => publishedTranslationPaths("post", es.id))).toEqual([])
    })

    it("a Spanish post's slug change redirects at its Spanish address, never the English one", async () => {
      const en = await asAdmin(() => createDocument("post", postInput({ published: true })))
      const es = await asAdmin(() => createTranslation("post", en.id, "es"))
      const live = await asAdmin(() => setDocumentPublished("post", es.id, true, es.version))
      await asAdmin(() => updateDocument("post", es.id, postInput({ slug: "cuidado", published: true }), live.version))
      const rows = await h.db.query("select from_path, to_path from redirects order by from_path")
      expect(rows).toEqual([{ from_path: "/es/blog/implant-care", to_path: "/es/blog/cuidado" }])
    })

    it("pages and site documents have versions per locale too; a deleted original takes its translations with it", async () => {
      const page = await asAdmin(() => createDocument("page", pageInput({ published: true })))
      const pageEs = await asAdmin(() => createTranslation("page", page.id, "es"))
      expect(pageEs).toMatchObject({ locale: "es", slug: "about-us" })
      await asAdmin(() => setDocumentPublished("page", pageEs.id, true))
      expect((await asVisitor(() => pages.getPublishedPageBySlug("about-us", "es")))?.id).toBe(pageEs.id)
      expect((await asVisitor(() => pages.listPublishedPageSummaries())).map((p) => p.id)).toEqual([page.id])

      const study = await asAdmin(() => createDocument("case_study", caseStudy("smile-clinic", "Smile Clinic", { published: true })))
      const studyEs = await asAdmin(() => createTranslation("case_study", study.id, "es"))
      expect(studyEs).toMatchObject({ type: "case_study", locale: "es", slug: "smile-clinic", details: study.details })
      expect(await asVisitor(() => getPublishedDocument("case_study", "smile-clinic", "es"))).toBeNull()
      expect((await asVisitor(() => listPublishedDocuments("case_study", "es")))).toEqual([])
      await asAdmin(() => setDocumentPublished("case_study", studyEs.id, true))
      expect((await asVisitor(() => listPublishedDocuments("case_study", "es"))).map((d) => d.id)).toEqual([studyEs.id])
      expect((await asVisitor(() => listPublishedDocuments("case_study"))).map((d) => d.id)).toEqual([study.id])
      expect(await asVisitor(() => publishedTranslationPaths("case_study", studyEs.id))).toEqual([
        { locale: "en", path: "/work/smile-clinic" },
        { locale: "es", path: "/es/work/smile-clinic" },
      ])

      await h.db.query("delete from documents where id = $1", [study.id])
      expect(await h.db.query("select id from documents where id = $1", [studyEs.id])).toEqual([])
    })

    it("the services index lists a service while its page is published in the index's language", async () => {
      for (const seed of SITE_SEEDS) await asVisitor(() => ensureSeeded(seed.name, seed.docs()))
      const services = ["/services/seo", "/services/analytics", "/services/no-such-service"]
      expect(await asVisitor(() => publishedSitePaths(services, "es"))).toEqual(["/services/seo", "/services/analytics"])
      const [seo] = await h.db.query<{ id: string }>("select id from documents where type = 'site_page' and slug = 'services/seo' and locale = 'es'")
      await asAdmin(() => setDocumentPublished("site_page", seo!.id, false))
      expect(await asVisitor(() => publishedSitePaths(services, "es"))).toEqual(["/services/analytics"])
      expect(await asVisitor(() => publishedSitePaths(services, "en"))).toEqual(["/services/seo", "/services/analytics"])
    })

    it("singletons: one per locale; a missing Spanish singleton reads as null, never as the English one", async () => {
      const nav = await asAdmin(() => createDocument("navigation", { content: DEFAULT_NAVIGATION, published: true, schedule: "" }))
      expect(await asVisitor(() => getLiveSingleton("navigation"))).toMatchObject({ id: nav.id, locale: "en" })
      expect(await asVisitor(() => getLiveSingleton("navigation", "es"))).toBeNull()

      const navEs = await asAdmin(() => createTranslation("navigation", nav.id, "es"))
      expect(navEs).toMatchObject({ slug: "navigation", locale: "es", published: false })
      // A draft that was never live is still nothing for Spanish visitors.
      expect(await asVisitor(() => getLiveSingleton("navigation", "es"))).toBeNull()
      await asAdmin(() => setDocumentPublished("navigation", navEs.id, true))
      expect(await asVisitor(() => getLiveSingleton("navigation", "es"))).toMatchObject({ id: navEs.id, locale: "es" })
      expect(await asAdmin(() => getSingletonDocument("navigation"))).toMatchObject({ id: nav.id })
      expect(await asAdmin(() => getSingletonDocument("navigation", "es"))).toMatchObject({ id: navEs.id })
    })

    it("every lead records its language: given by the form, else read from the page's path", async () => {
      const base = { name: "Ann", email: "ann@example.com", message: "Hello" }
      const given = await asVisitor(() => createMessage({ ...base, locale: "es" }))
      const fromPath = await asVisitor(() => createMessage({ ...base, page_path: "/es/contacto" }))
      const plain = await asVisitor(() => createMessage(base))
      expect([given.locale, fromPath.locale, plain.locale]).toEqual(["es", "es", "en"])
      expect((await asAdmin(() => getMessage(given.id))).locale).toBe("es")
      expect((await asAdmin(() => getMessage(plain.id))).locale).toBe("en")
      expect((await rejection(asVisitor(() => createMessage({ ...base, locale: "fr" })))).code).toBe("validation")
    })
  })
}

/** The migration on a database that already holds content: every existing row becomes English. */
export function describeLocaleMigration() {
  describe("migration 0014 on an existing database", () => {
    it("marks existing posts, pages, documents and messages 'en' and makes slugs unique per locale", async () => {
      const db = pgliteDb(await PGlite.create())
      try {
        const all = loadMigrations()
        const upTo = all.findIndex((m) => m.version === "0014_locales")
        expect(upTo).toBeGreaterThan(0)
        await migrate(db, all.slice(0, upTo))
        await db.exec(`
          insert into posts (title, slug) values ('Old', 'old');
          insert into pages (title, slug) values ('Old', 'old');
          insert into documents (type, slug) values ('navigation', 'navigation');
          insert into messages (name, email, message) values ('Ann', 'ann@example.com', 'Hi');
        `)
        expect(await migrate(db, all.slice(0, upTo + 1))).toEqual(["0014_locales"])
        for (const table of ["posts", "pages", "documents", "messages"]) {
          expect(await db.query(`select locale from ${table}`), table).toEqual([{ locale: "en" }])
        }
        expect(await db.query("select translation_of, source_version from posts")).toEqual([{ translation_of: null, source_version: null }])
        await db.exec("insert into posts (title, slug, locale) values ('Viejo', 'old', 'es')")
        await expect(db.exec("insert into posts (title, slug, locale) values ('Again', 'old', 'es')")).rejects.toThrow(/posts_slug_key/)
        await db.exec("insert into documents (type, slug, locale) values ('navigation', 'navigation', 'es')")
        await expect(db.exec("insert into documents (type, slug, locale) values ('navigation', 'navigation', 'es')")).rejects.toThrow(/documents_type_slug_key/)
        await expect(db.exec("insert into posts (title, slug, locale) values ('X', 'x', 'fr')")).rejects.toThrow(/posts_locale_check/)
      } finally {
        await db.close()
      }
    }, 60_000)
  })
}
