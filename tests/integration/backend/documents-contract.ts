import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { collectionMetadata, collectionStaticPaths, findCollectionPage } from "@/lib/site/collections"
import { sectionContext } from "@/lib/site/section-context"
import { listSitemapDocuments } from "@/lib/site/site-documents"
import { siteSitemapUrls } from "@/lib/site/site-sitemap"
import { SECTION_TYPES, type SectionValue } from "@/lib/domain/sections"
import { absoluteUrl } from "@/lib/domain/site"
import { RenderSections } from "@/components/sections/render-sections"

import { createDocument, deleteDocument, getDocument, setDocumentPublished, updateDocument } from "@/lib/data/documents"
import { listRevisions } from "@/lib/data/revisions"
import { ensureSeeded, getLiveSingleton, getPublishedDocument, listDocuments, listPublishedDocuments } from "@/lib/data/site-documents"
import { nextPublishAt } from "@/lib/data/schedule"
import { DEFAULT_CONTACT_DETAILS, DEFAULT_FOOTER } from "@/lib/domain/site-content"

import { MemoryJar, openHarness, rejection, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }

const hero = (title: string) => ({ id: "hero-1", type: "hero", hidden: false, anchor: "", data: { title } })

const highlightSection = (type: "case-study-highlights" | "resource-highlights"): SectionValue => ({
  id: type,
  type,
  hidden: false,
  anchor: "",
  data: { ...SECTION_TYPES[type].defaults, title: type === "case-study-highlights" ? "Recent Results" : "Guides", count: "6" },
})

const caseStudy = (slug: string, title: string, published: boolean, over: Record<string, unknown> = {}) => ({
  title,
  slug,
  details: { client_industry: "Dental & Orthodontics", summary: `${title}, in short.`, results: [{ value: "47%", label: "More consultations" }] },
  published,
  schedule: "",
  ...over,
})

const resource = (slug: string, title: string, published: boolean, over: Record<string, unknown> = {}) => ({
  title,
  slug,
  details: { kind: "guide", summary: `${title}, in short.`, file: "", gated: false, body: "" },
  published,
  schedule: "",
  ...over,
})

const sitePage = (over: Record<string, unknown> = {}) => ({
  title: "Dental implants",
  slug: "lp/dental-implants",
  sections: [hero("Implants that last")],
  published: false,
  schedule: "",
  meta_title: "",
  meta_description: "",
  ...over,
})

/** The marketing site's documents through lib/data (the generic machinery and the public reads), on each backend. */
export function describeDocumentsContract(factory: DbFactory) {
  describe(`documents contract: ${factory.label}`, () => {
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

    it("a site page keeps its sections, and only a published one is public", async () => {
      const draft = await asAdmin(() => createDocument("site_page", sitePage()))
      expect(draft).toMatchObject({ type: "site_page", slug: "lp/dental-implants", title: "Dental implants", published: false, version: 1 })
      expect(draft.sections).toMatchObject([hero("Implants that last")])
      expect(await asVisitor(() => getPublishedDocument("site_page", "lp/dental-implants"))).toBeNull()

      const live = await asAdmin(() => setDocumentPublished("site_page", draft.id, true, 1))
      expect(live.published).toBe(true)
      const seen = await asVisitor(() => getPublishedDocument("site_page", "lp/dental-implants"))
      expect(seen?.sections).toMatchObject([hero("Implants that last")])
      expect((await asVisitor(() => listPublishedDocuments("site_page"))).map((d) => d.slug)).toEqual(["lp/dental-implants"])
    })

    it("refuses a stale version, a reserved path and a path another page has, and keeps a revision per save", async () => {
      const doc = await asAdmin(() => createDocument("site_page", sitePage()))
      await asAdmin(() => updateDocument("site_page", doc.id, sitePage({ sections: [hero("Second")] }), 1))
      const stale = await rejection(asAdmin(() => updateDocument("site_page", doc.id, sitePage({ sections: [hero("Third")] }), 1)))
      expect(stale.code).toBe("conflict")
      expect(stale.message).toContain("saved this site page after you opened it")

      const reserved = await rejection(asAdmin(() => createDocument("site_page", sitePage({ slug: "blog/x" }))))
      expect(reserved.fieldErrors?.slug?.[0]).toBe("This path belongs to another part of the site")
      const bad = await rejection(asAdmin(() => createDocument("site_page", sitePage({ slug: "LP/Bad Path" }))))
      expect(bad.code).toBe("validation")
      const taken = await rejection(asAdmin(() => createDocument("site_page", sitePage({ title: "Other" }))))
      expect(taken.fieldErrors?.slug).toBeDefined()

      const revisions = await asAdmin(() => listRevisions("site_page", doc.id))
      expect(revisions.map((r) => r.version)).toEqual([2, 1])
      expect((await asAdmin(() => getDocument("site_page", doc.id))).sections).toMatchObject([hero("Second")])
    })

    it("a scheduled document goes live at its time, and counts for the next due time", async () => {
      const doc = await asAdmin(() => createDocument("site_page", sitePage({ published: false, schedule: "2099-01-01T09:00" })))
      expect(doc.published).toBe(false)
      expect(doc.publish_at).toMatch(/^2099-01-01T/)
      expect(await asVisitor(() => nextPublishAt())).toBe(doc.publish_at)
      expect(await asVisitor(() => getPublishedDocument("site_page", doc.slug))).toBeNull()
    })

    it("visitors cannot list or read drafts through the admin functions", async () => {
      await asAdmin(() => createDocument("site_page", sitePage()))
      expect((await rejection(asVisitor(() => listDocuments("site_page")))).code).toBe("unauthorized")
      expect((await asAdmin(() => listDocuments("site_page"))).total).toBe(1)
      // A slug no rule allows (a NUL byte PostgreSQL refuses in text, a space) is simply not found.
      for (const slug of ["\u0000", "a b", "x".repeat(201)]) expect(await asVisitor(() => getPublishedDocument("case_study", slug))).toBeNull()
      expect(await asVisitor(() => getPublishedDocument("site_page", "lp/\u0000"))).toBeNull()
    })

    it("types are kept apart: the same slug in two types, a delete of one type's id through another fails", async () => {
      const page = await asAdmin(() => createDocument("site_page", sitePage({ slug: "same" })))
      await asAdmin(() =>
        createDocument("case_study", {
          title: "Same",
          slug: "same",
          details: { client_industry: "Dental & Orthodontic", results: [{ value: "115%", label: "More consultations" }] },
          published: true,
          schedule: "",
        }),
      )
      expect((await asVisitor(() => getPublishedDocument("case_study", "same")))?.details).toMatchObject({ results: [{ value: "115%", label: "More consultations" }] })
      expect((await rejection(asAdmin(() => deleteDocument("case_study", page.id)))).code).toBe("not_found")
      await asAdmin(() => deleteDocument("site_page", page.id))
      expect(await asAdmin(() => listDocuments("site_page"))).toMatchObject({ total: 0 })
    })

    it("highlight sections show the published case studies and resources, newest first, and never a draft", async () => {
      await asAdmin(() => createDocument("case_study", caseStudy("older-study", "Older study", true)))
      await new Promise((r) => setTimeout(r, 20))
      await asAdmin(() => createDocument("case_study", caseStudy("newer-study", "Newer study", true)))
      await asAdmin(() => createDocument("case_study", caseStudy("draft-study", "Draft study", false)))
      await asAdmin(() => createDocument("resource", resource("intake-guide", "Intake guide", true)))
      await asAdmin(() => createDocument("resource", resource("draft-guide", "Draft guide", false)))

      // Without a highlights section nothing is read: the context only carries the page's language.
      expect(await sectionContext([{ ...highlightSection("case-study-highlights"), hidden: true }])).toEqual({ locale: "en" })

      const sections = [highlightSection("case-study-highlights"), highlightSection("resource-highlights")]
      const context = await sectionContext(sections)
      expect(context.caseStudies?.map((c) => c.href)).toEqual(["/work/newer-study", "/work/older-study"])
      expect(context.caseStudies?.[0]).toMatchObject({ title: "Newer study", summary: "Newer study, in short.", kicker: "47% More consultations" })
      expect(context.resources?.map((c) => c.href)).toEqual(["/resources/intake-guide"])
      expect(context.resources?.[0]).toMatchObject({ title: "Intake guide", kicker: "Guide" })

      const html = renderToStaticMarkup(createElement(RenderSections, { sections, context }))
      expect(html).toContain("Newer study")
      expect(html).toContain("Older study")
      expect(html).toContain('href="/work/newer-study"')
      expect(html).toContain("Intake guide")
      expect(html).not.toContain("Draft study")
      expect(html).not.toContain("Draft guide")
    })

    it("the catch-all finds a case study and a resource by their address, with the JSON-LD and metadata their declarations give, and prerenders them", async () => {
      await asAdmin(() => createDocument("case_study", caseStudy("live-study", "Live study", true, { meta_description: "Its own description" })))
      await asAdmin(() => createDocument("case_study", caseStudy("draft-study", "Draft study", false)))
      await asAdmin(() => createDocument("resource", resource("live-guide", "Live guide", true)))

      const study = await findCollectionPage(["work", "live-study"], "en")
      expect(study).toMatchObject({ kind: "document", type: "case_study", template: "case_study", path: "/work/live-study" })
      if (study?.kind !== "document") throw new Error("the case study's page was not found")
      expect(study.jsonLd).toMatchObject({ "@type": "Article", headline: "Live study", description: "Live study, in short.", url: absoluteUrl("/work/live-study") })
      expect(await collectionMetadata(study)).toMatchObject({
        title: "Live study",
        description: "Its own description",
        alternates: { canonical: absoluteUrl("/work/live-study") },
      })
      const guide = await findCollectionPage(["resources", "live-guide"], "en")
      expect(guide?.kind === "document" && guide.jsonLd).toMatchObject({ "@type": "CreativeWork", name: "Live guide", url: absoluteUrl("/resources/live-guide") })
      // A segment handed over percent-encoded is the same address.
      expect(await findCollectionPage(["work", "live%2Dstudy"], "en")).toMatchObject({ kind: "document", path: "/work/live-study" })

      // An address of the collection without a published document of that language: missing (the template decides).
      expect(await findCollectionPage(["work", "draft-study"], "en")).toEqual({ kind: "missing", type: "case_study", template: "case_study", slug: "draft-study" })
      expect(await findCollectionPage(["work", "live-study"], "es")).toMatchObject({ kind: "missing", slug: "live-study" })
      expect(await findCollectionPage(["resources", "patient-guide"], "en")).toMatchObject({ kind: "missing", type: "resource" })
      expect(await findCollectionPage(["work", "live-study", "more"], "en")).toBeNull()

      // Prerendered: the published documents, and only the index pages the route draws (/work has a route of its own).
      const paths = await collectionStaticPaths("en", (template) => template === "event")
      expect(paths).toEqual(expect.arrayContaining([["work", "live-study"], ["resources", "live-guide"], ["events"]]))
      expect(paths).not.toContainEqual(["work"])
      expect(paths).not.toContainEqual(["resources"])
      expect(paths).not.toContainEqual(["work", "draft-study"])
      expect(await collectionStaticPaths("es", () => false)).toEqual([])
    })

    it("the sitemap lists published landing pages, case studies and resources, never a draft or a noindex one", async () => {
      await asAdmin(() => createDocument("site_page", sitePage({ slug: "lp/implants", published: true })))
      await asAdmin(() => createDocument("site_page", sitePage({ title: "Hidden", slug: "lp/hidden", published: true, noindex: true })))
      await asAdmin(() => createDocument("site_page", sitePage({ title: "Draft", slug: "lp/draft", published: false })))
      await asAdmin(() => createDocument("site_page", sitePage({ title: "Our Work", slug: "work", published: true })))
      await asAdmin(() => createDocument("case_study", caseStudy("live-study", "Live study", true)))
      await asAdmin(() => createDocument("case_study", caseStudy("quiet-study", "Quiet study", true, { noindex: true })))
      await asAdmin(() => createDocument("case_study", caseStudy("draft-study", "Draft study", false)))
      await asAdmin(() => createDocument("resource", resource("live-guide", "Live guide", true)))
      await asAdmin(() => createDocument("resource", resource("quiet-guide", "Quiet guide", true, { noindex: true })))
      await asAdmin(() => createDocument("resource", resource("draft-guide", "Draft guide", false)))

      const locs = siteSitemapUrls(await listSitemapDocuments()).map((u) => u.loc)
      for (const path of ["/lp/implants", "/work/live-study", "/resources/live-guide"]) expect(locs).toContain(absoluteUrl(path))
      for (const path of ["/lp/hidden", "/lp/draft", "/work/quiet-study", "/work/draft-study", "/resources/quiet-guide", "/resources/draft-guide"]) {
        expect(locs).not.toContain(absoluteUrl(path))
      }
      // A built-in path the fixed list holds (/work) is listed once.
      expect(locs.filter((l) => l === absoluteUrl("/work"))).toHaveLength(1)
    })

    it("a site page may live at 'work' (its own route renders it) but not under it", async () => {
      const work = await asAdmin(() => createDocument("site_page", sitePage({ title: "Our Work", slug: "work" })))
      expect(work.slug).toBe("work")
      const under = await rejection(asAdmin(() => createDocument("site_page", sitePage({ slug: "work/dental-growth" }))))
      expect(under.fieldErrors?.slug?.[0]).toBe("This path belongs to another part of the site")
    })

    it("a seed runs once and never overwrites an edit", async () => {
      const seed = [
        { type: "site_page" as const, slug: "", title: "Home", published: true, data: { sections: [hero("Seeded")] } },
        { type: "site_page" as const, slug: "lp/x", title: "X", published: true, data: { sections: [] } },
      ]
      expect(await asVisitor(() => ensureSeeded("test-seed", seed))).toBe(2)
      const home = (await asVisitor(() => getPublishedDocument("site_page", "")))!
      expect(home.sections).toMatchObject([hero("Seeded")])
      expect(await asAdmin(() => listRevisions("site_page", home.id))).toHaveLength(1)

      await asAdmin(() => updateDocument("site_page", home.id, sitePage({ title: "Home", slug: "", sections: [hero("Edited")], published: true }), home.version))
      await asAdmin(async () => deleteDocument("site_page", (await getPublishedDocument("site_page", "lp/x"))!.id))
      expect(await asVisitor(() => ensureSeeded("test-seed", seed))).toBe(0)
      expect((await asVisitor(() => getPublishedDocument("site_page", "")))?.sections).toMatchObject([hero("Edited")])
      expect(await asVisitor(() => getPublishedDocument("site_page", "lp/x"))).toBeNull()

      // A second seed (a later version's new documents) skips slugs that exist.
      expect(await asVisitor(() => ensureSeeded("test-seed-2", seed))).toBe(1)
      expect((await asVisitor(() => getPublishedDocument("site_page", "")))?.sections).toMatchObject([hero("Edited")])
    })

    it("a singleton saved as a draft keeps its last live version for visitors until it is published", async () => {
      const footer = (tagline: string) => ({ content: { ...DEFAULT_FOOTER, tagline }, published: true, schedule: "" })
      const doc = await asAdmin(() => createDocument("footer", footer("Live tagline")))
      expect(doc).toMatchObject({ slug: "footer", title: "Footer", published: true })
      expect((await asVisitor(() => getLiveSingleton("footer")))?.content).toMatchObject({ tagline: "Live tagline" })

      await asAdmin(() => updateDocument("footer", doc.id, { ...footer("Draft tagline"), published: false }, 1))
      const seen = await asVisitor(() => getLiveSingleton("footer"))
      expect(seen?.content).toMatchObject({ tagline: "Live tagline" })
      expect(await asVisitor(() => getPublishedDocument("footer", "footer"))).toBeNull()

      await asAdmin(() => updateDocument("footer", doc.id, { ...footer("Scheduled tagline"), published: false, schedule: "2099-01-01T09:00" }, 2))
      expect((await asVisitor(() => getLiveSingleton("footer")))?.content).toMatchObject({ tagline: "Live tagline" })

      await asAdmin(() => updateDocument("footer", doc.id, footer("New tagline"), 3))
      expect((await asVisitor(() => getLiveSingleton("footer")))?.content).toMatchObject({ tagline: "New tagline" })
      expect(await asVisitor(() => getLiveSingleton("navigation"))).toBeNull()
    })

    it("only the owner and admins change the contact details; every member may read them", async () => {
      const editor = new MemoryJar()
      h.adminEmails = ["editor@example.com"]
      await signUpAndIn(h, editor, { email: "editor@example.com", password: "another long passphrase" })
      await h.db.query("update memberships set role = 'editor' where user_id = (select id from users where email = 'editor@example.com')")
      const value = { content: { ...DEFAULT_CONTACT_DETAILS, email: "front@example.com" }, published: true, schedule: "" }
      const refused = await rejection(h.as(editor, () => createDocument("contact_details", value)))
      expect(refused.code).toBe("forbidden")
      await asAdmin(() => createDocument("contact_details", value))
      expect((await h.as(editor, () => listDocuments("contact_details"))).total).toBe(1)
    })
  })
}
