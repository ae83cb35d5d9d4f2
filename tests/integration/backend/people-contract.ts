import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { createDocument, createTranslation, setDocumentPublished, updateDocument } from "@/lib/data/documents"
import { DataError } from "@/lib/data/errors"
import * as people from "@/lib/data/people"
import * as posts from "@/lib/data/posts"
import * as settings from "@/lib/data/settings"
import { listDocuments } from "@/lib/data/site-documents"

import { type DbFactory, type Harness, MemoryJar, openHarness, postInput, rejection, signUpAndIn } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }

const personInput = (over: Record<string, unknown> = {}) => ({
  name: "Dr. Maya Chen",
  slug: "maya-chen",
  credentials: "DDS",
  job_title: "Clinical Director",
  bio: "Maya **treats** patients.",
  photo: null,
  photo_alt: "",
  links: "https://www.linkedin.com/in/maya-chen\nhttps://example.org/registry/123",
  ...over,
})

/** The people directory through lib/data, on each backend. */
export function describePeopleContract(factory: DbFactory) {
  describe(`people contract: ${factory.label}`, () => {
    let h: Harness
    let admin: MemoryJar

    beforeAll(async () => {
      h = await openHarness(factory)
    }, 60_000)
    afterAll(async () => {
      await h?.close()
    })
    beforeEach(async () => {
      await h.truncate()
      await h.db.exec("truncate site_settings")
      admin = new MemoryJar()
      await signUpAndIn(h, admin, OWNER)
    })

    const asAdmin = <T>(fn: () => Promise<T>) => h.as(admin, fn)
    const asVisitor = <T>(fn: () => Promise<T>) => h.as(null, fn)

    it("creates, lists, edits a person; links arrive one per line", async () => {
      const row = await asAdmin(() => people.createPerson(personInput()))
      expect(row).toMatchObject({ name: "Dr. Maya Chen", slug: "maya-chen", credentials: "DDS", job_title: "Clinical Director" })
      expect(row.links).toEqual(["https://www.linkedin.com/in/maya-chen", "https://example.org/registry/123"])
      const edited = await asAdmin(() => people.updatePerson(row.id, personInput({ credentials: "RN, MSN", links: [] })))
      expect(edited.credentials).toBe("RN, MSN")
      expect(edited.links).toEqual([])
      expect((await asAdmin(() => people.listPeople())).map((p) => p.slug)).toEqual(["maya-chen"])
    })

    it("lists the directory a page at a time in name order, searched by name (the declared search field)", async () => {
      for (const [name, slug] of [["Dr. Zoe Park", "zoe-park"], ["ben Adams", "ben-adams"], ["Dr. Maya Chen", "maya-chen"]]) {
        await asAdmin(() => people.createPerson(personInput({ name, slug })))
      }
      const page = (q: Record<string, unknown>) => asAdmin(() => listDocuments("person", { sort: "title", order: "asc", ...q }))
      const first = await page({ pageSize: 2, page: 1 })
      expect([first.total, first.rows.map((r) => r.name)]).toEqual([3, ["ben Adams", "Dr. Maya Chen"]])
      expect((await page({ pageSize: 2, page: 2 })).rows.map((r) => r.slug)).toEqual(["zoe-park"])
      expect((await page({ search: "dr." })).rows.map((r) => r.slug)).toEqual(["maya-chen", "zoe-park"])
      expect((await page({ search: "nobody" })).total).toBe(0)
      await expect(h.as(null, () => listDocuments("person", {}))).rejects.toThrow()
    })

    it("refuses bad input with field errors and changes nothing", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: "" }, "name"],
        [{ slug: "Not A Slug" }, "slug"],
        [{ links: "javascript:alert(1)" }, "links"],
        [{ photo: "/api/uploads/x.png", photo_alt: "" }, "photo_alt"],
        [{ photo: "javascript:alert(1)" }, "photo"],
      ]
      for (const [over, field] of cases) {
        const err = await rejection(asAdmin(() => people.createPerson(personInput(over))))
        expect(err.code).toBe("validation")
        expect(Object.keys(err.fieldErrors ?? {})).toContain(field)
      }
      expect(await asAdmin(() => people.listPeople())).toEqual([])
    })

    it("answers 500 malformed person and post inputs with DataErrors only (never a crash)", async () => {
      const junk = [null, undefined, 0, -1, 1e309, true, "", " ", "x".repeat(6000), "<script>", ["a"], [1, 2], { a: 1 }, "javascript:alert(1)", "\u0000", "2026-13-45"]
      let seed = 7
      const pick = () => junk[(seed = (seed * 48271) % 2147483647) % junk.length]
      const fields = ["name", "slug", "credentials", "job_title", "bio", "photo", "photo_alt", "links"]
      const postFields = ["author_id", "reviewer_id", "medical_disclaimer", "canonical_url", "noindex", "social_image", "social_title", "social_description"]
      for (let i = 0; i < 500; i++) {
        const person = Object.fromEntries(fields.map((f) => [f, pick()]))
        const post = { ...postInput({ slug: `fuzz-${i}` }), ...Object.fromEntries(postFields.map((f) => [f, pick()])) }
        const attempts: (() => Promise<unknown>)[] = [() => people.createPerson(i % 7 === 0 ? pick() : person), () => createDocument("post", post)]
        for (const attempt of attempts) {
          try {
            await asAdmin(attempt)
          } catch (err) {
            expect(err, `input ${i}`).toBeInstanceOf(DataError)
          }
        }
      }
    }, 120_000)

    it("refuses a duplicate slug with a field error", async () => {
      await asAdmin(() => people.createPerson(personInput()))
      const err = await rejection(asAdmin(() => people.createPerson(personInput({ name: "Other" }))))
      expect(err.code).toBe("conflict")
      expect(err.fieldErrors?.slug).toEqual(["Slug already in use"])
    })

    it("refuses to delete a person named on posts, listing them; deletes once free", async () => {
      const maya = await asAdmin(() => people.createPerson(personInput()))
      const draft = await asAdmin(() => createDocument("post", postInput({ author_id: maya.id })))
      await asAdmin(() => createDocument("post", postInput({ title: "Braces 101", slug: "braces-101", reviewer_id: maya.id })))
      const err = await rejection(asAdmin(() => people.deletePerson(maya.id)))
      expect(err.code).toBe("conflict")
      expect(err.message).toContain('"Braces 101" (reviewer)')
      expect(err.message).toContain('"Gum Health" (author)')
      expect((await asAdmin(() => people.listPeople())).length).toBe(1)

      await asAdmin(() => posts.deletePost(draft.id))
      const other = (await asAdmin(() => posts.listPosts())).rows[0]!
      await asAdmin(() => updateDocument("post", other.id, postInput({ title: "Braces 101", slug: "braces-101", reviewer_id: null })))
      await asAdmin(() => people.deletePerson(maya.id))
      expect(await asAdmin(() => people.listPeople())).toEqual([])
    })

    it("stores author, reviewer and SEO fields on a post (a typed review date is no field any more); refuses an unknown person", async () => {
      const maya = await asAdmin(() => people.createPerson(personInput()))
      const row = await asAdmin(() =>
        createDocument("post", 
          postInput({
            author_id: maya.id,
            reviewer_id: maya.id,
            medical_disclaimer: true,
            canonical_url: "https://example.org/original",
            noindex: true,
            social_title: "Share me",
          }),
        ),
      )
      expect(row).toMatchObject({
        author_id: maya.id,
        reviewer_id: maya.id,
        medical_disclaimer: true,
        canonical_url: "https://example.org/original",
        noindex: true,
        social_title: "Share me",
      })
      const err = await rejection(asAdmin(() => createDocument("post", postInput({ slug: "x", author_id: "00000000-0000-4000-8000-000000000000" }))))
      expect(err.fieldErrors?.author_id).toEqual(["Choose an author from the list"])
      const canon = await rejection(asAdmin(() => createDocument("post", postInput({ slug: "z", canonical_url: "javascript:alert(1)" }))))
      expect(canon.fieldErrors?.canonical_url).toEqual(["Canonical URL must be a site path starting with / or an http(s) URL"])
    })

    it("shows visitors only people named on a live post, and their live posts", async () => {
      const maya = await asAdmin(() => people.createPerson(personInput()))
      const hidden = await asAdmin(() => people.createPerson(personInput({ name: "Sam", slug: "sam" })))
      await asAdmin(() => createDocument("post", postInput({ author_id: maya.id })))
      expect(await asVisitor(() => people.getPublicPersonBySlug("maya-chen"))).toBeNull()
      expect(await asVisitor(() => people.listPersonPostCounts())).toEqual([])

      await asAdmin(() => createDocument("post", postInput({ title: "Live", slug: "live", published: true, reviewer_id: maya.id })))
      expect((await asVisitor(() => people.getPublicPersonBySlug("maya-chen")))?.id).toBe(maya.id)
      expect(await asVisitor(() => people.getPublicPersonBySlug("sam"))).toBeNull()
      expect((await asVisitor(() => people.getPublicPeopleByIds([maya.id, hidden.id]))).map((p) => p.slug)).toEqual(["maya-chen"])
      const list = await asVisitor(() => people.listPublishedPostsByPerson(maya.id, { limit: 10, offset: 0 }))
      expect(list.total).toBe(1)
      expect(list.rows.map((r) => r.slug)).toEqual(["live"])
    })

    it("a person's live posts are read per language: the English list has no Spanish post, and the reverse", async () => {
      const maya = await asAdmin(() => people.createPerson(personInput()))
      const en = await asAdmin(() => createDocument("post", postInput({ published: true, author_id: maya.id })))
      const draft = await asAdmin(() => createTranslation("post", en.id, "es"))
      const byLocale = async (locale?: string) =>
        (await asVisitor(() => people.listPublishedPostsByPerson(maya.id, { limit: 10, offset: 0, ...(locale ? { locale } : {}) }))).rows.map(
          (r) => `${r.locale}:${r.slug}`,
        )
      // A Spanish draft is nobody's public post.
      expect(await byLocale("es")).toEqual([])
      const es = await asAdmin(() => updateDocument("post", draft.id, postInput({ title: "Salud de las encías", published: true, author_id: maya.id }), draft.version))
      expect(es.locale).toBe("es")
      expect(await byLocale("es")).toEqual(["es:gum-health"])
      expect(await byLocale("en")).toEqual(["en:gum-health"])
      // No language named: the default one.
      expect(await byLocale()).toEqual(["en:gum-health"])
      expect((await rejection(asVisitor(() => people.listPublishedPostsByPerson(maya.id, { limit: 10, offset: 0, locale: "fr" })))).code).toBe("validation")
    })

    it("counts each person's live posts per language in one read: a post naming them twice counts once; drafts and scheduled posts count for nobody", async () => {
      const maya = await asAdmin(() => people.createPerson(personInput()))
      const sam = await asAdmin(() => people.createPerson(personInput({ name: "Sam", slug: "sam" })))
      await asAdmin(() => people.createPerson(personInput({ name: "Nobody", slug: "nobody" })))
      const en = await asAdmin(() => createDocument("post", postInput({ published: true, author_id: maya.id, reviewer_id: maya.id })))
      await asAdmin(() => createDocument("post", postInput({ slug: "second", published: true, author_id: sam.id, reviewer_id: maya.id })))
      await asAdmin(() => createDocument("post", postInput({ slug: "draft", author_id: sam.id })))
      await asAdmin(() => createDocument("post", postInput({ slug: "later", schedule: "2099-01-01T09:00", author_id: sam.id })))
      const draft = await asAdmin(() => createTranslation("post", en.id, "es"))
      expect(await asVisitor(() => people.listPersonPostCounts())).toEqual([
        { slug: "maya-chen", locale: "en", total: 2 },
        { slug: "sam", locale: "en", total: 1 },
      ])
      await asAdmin(() => updateDocument("post", draft.id, postInput({ title: "Salud de las encías", published: true, reviewer_id: sam.id }), draft.version))
      expect(await asVisitor(() => people.listPersonPostCounts())).toEqual([
        { slug: "maya-chen", locale: "en", total: 2 },
        { slug: "sam", locale: "en", total: 1 },
        { slug: "sam", locale: "es", total: 1 },
      ])
    })

    it("admin functions refuse visitors with zero changes", async () => {
      expect((await rejection(asVisitor(() => people.listPeople()))).code).toBe("unauthorized")
      expect((await rejection(asVisitor(() => people.createPerson(personInput())))).code).toBe("unauthorized")
      expect((await rejection(asVisitor(() => settings.updateSiteSettings({ ...settings.DEFAULT_SETTINGS, blockPublishOnChecklistFailures: true })))).code).toBe(
        "unauthorized",
      )
      expect(await asAdmin(() => people.listPeople())).toEqual([])
    })

    it("with blocking on, refuses Publish and Schedule of a post or page with checklist failures, never a draft", async () => {
      const broken = postInput({ content: "![](/api/uploads/x.png)\n\n[see](/blog/nowhere)" })
      // Blocking off: failures do not stop publishing.
      const free = await asAdmin(() => createDocument("post", { ...broken, slug: "free", published: true }))
      expect(free.published).toBe(true)
      await asAdmin(() => settings.updateSiteSettings({ ...settings.DEFAULT_SETTINGS, blockPublishOnChecklistFailures: true }))
      // What the editor runs in the browser: the same settings and live paths, and whether failures block.
      const { getChecklistContext } = await import("@/lib/data/checklist")
      const editorContext = await asAdmin(() => getChecklistContext("post"))
      expect(editorContext).toMatchObject({ blocking: true, titleSuffix: " | Lumora Health Journal", clinicalCategories: [] })
      expect(editorContext.livePaths).toContain("/blog/free")

      const draft = await asAdmin(() => createDocument("post", broken))
      expect(draft.published).toBe(false)
      const refused = await rejection(asAdmin(() => updateDocument("post", draft.id, { ...broken, published: true })))
      expect(refused.code).toBe("conflict")
      expect(refused.message).toContain("Publishing is blocked until the pre-publish checklist has no failures")
      expect(refused.message).toContain("Broken internal link: /blog/nowhere")
      expect((await rejection(asAdmin(() => updateDocument("post", draft.id, { ...broken, schedule: "2099-01-01T10:00" })))).code).toBe("conflict")
      expect((await rejection(asAdmin(() => setDocumentPublished("post", draft.id, true)))).code).toBe("conflict")
      expect((await asAdmin(() => posts.getPostById(draft.id))).published).toBe(false)
      expect((await asAdmin(() => posts.getPostById(draft.id))).publish_at).toBeNull()

      const fixed = postInput({ content: "![A chart](/api/uploads/x.png)\n\n[see](/blog/free)", published: true })
      expect((await asAdmin(() => updateDocument("post", draft.id, fixed))).published).toBe(true)

      const pageRefused = await rejection(asAdmin(() => createDocument("page", { title: "About us", slug: "about-us", content: "# Big", published: true })))
      expect(pageRefused.message).toContain("H1 inside the body")
    })

    it("lets an admin read and change the settings (editors may not: see the role matrix)", async () => {
      h.adminEmails = ["second@example.com"]
      const second = new MemoryJar()
      await signUpAndIn(h, second, { email: "second@example.com", password: "an admin passphrase 77" })
      expect(await h.as(second, () => settings.getSiteSettings())).toEqual(settings.DEFAULT_SETTINGS)
      await h.as(second, () => settings.updateSiteSettings({ ...settings.DEFAULT_SETTINGS, blockPublishOnChecklistFailures: true }))
      expect((await asAdmin(() => settings.getSiteSettings())).blockPublishOnChecklistFailures).toBe(true)
    })

    it("keeps site settings with defaults; the owner changes them", async () => {
      expect(await asAdmin(() => settings.getSiteSettings())).toEqual(settings.DEFAULT_SETTINGS)
      const next = await asAdmin(() =>
        settings.updateSiteSettings({ blockPublishOnChecklistFailures: true, clinicalCategories: ["Dental", "dental"], medicalDisclaimer: "Ask your dentist." }),
      )
      expect(next).toEqual({ blockPublishOnChecklistFailures: true, clinicalCategories: ["dental"], medicalDisclaimer: "Ask your dentist.", medicalReviewForAll: false, reReviewMonths: {} })
      expect(await asVisitor(() => settings.getPublicMedicalDisclaimer())).toBe("Ask your dentist.")
    })
  })
}
