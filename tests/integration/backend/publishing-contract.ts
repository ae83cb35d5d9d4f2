import { createDocument, setDocumentPublished, updateDocument } from "@/lib/data/documents"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import * as auth from "@/lib/data/auth"
import * as pages from "@/lib/data/pages"
import * as posts from "@/lib/data/posts"
import * as previews from "@/lib/data/previews"
import * as redirects from "@/lib/data/redirects"
import { nextPublishAt } from "@/lib/data/schedule"
import * as shareLinks from "@/lib/data/share-links"
import { utcToZoned } from "@/lib/domain/schedule/time-zone"

import { type DbFactory, type Harness, MemoryJar, openHarness, postInput as basePostInput, rejection, signUpAndIn } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }

const postInput = (over: Record<string, unknown> = {}) => basePostInput({ title: "Launch Plan", slug: "launch-plan", category: "SEO", ...over })
const pageInput = (over: Record<string, unknown> = {}) => ({ title: "About", slug: "about-us", content: "Hi", published: false, schedule: "", ...over })

// The editor's Schedule field holds a local time in SITE_TIME_ZONE (UTC in the tests).
const inMinutes = (m: number) => utcToZoned(new Date(Date.now() + m * 60_000).toISOString(), "UTC")

/** Scheduling, previews, share links and redirects: every new operation, through lib/data, on each backend. */
export function describePublishingContract(factory: DbFactory) {
  describe(`publishing contract: ${factory.label}`, () => {
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
      admin = new MemoryJar()
      await signUpAndIn(h, admin, OWNER)
    })

    const asAdmin = <T>(fn: () => Promise<T>) => h.as(admin, fn)
    const asVisitor = <T>(fn: () => Promise<T>) => h.as(null, fn)
    // Time passing, without sleeping: the schedule (and the first publication time it set) moves into the past.
    const letTimePass = (id: string) =>
      h.db.query(`update documents set publish_at = now() - interval '1 second', published_at = now() - interval '1 second' where id = $1`, [id])

    describe("scheduling", () => {
      it("keeps a scheduled post off every public read until its time, then shows it everywhere", async () => {
        const schedule = inMinutes(60)
        const row = await asAdmin(() => createDocument("post", postInput({ schedule })))
        expect(row.published).toBe(false)
        expect(row.publish_at).not.toBeNull()
        expect(utcToZoned(row.publish_at!, "UTC")).toBe(schedule)

        expect(await asVisitor(() => posts.getPublishedPostBySlug("launch-plan"))).toBeNull()
        expect((await asVisitor(() => posts.listPublishedPosts({ limit: 10, offset: 0 }))).total).toBe(0)
        expect((await asVisitor(() => posts.listPublishedPosts({ search: "Launch", limit: 10, offset: 0 }))).total).toBe(0)
        expect((await asVisitor(() => posts.listPublishedPosts({ category: "seo", limit: 10, offset: 0 }))).total).toBe(0)
        expect(await asVisitor(() => posts.listPublishedPostSummaries())).toEqual([])
        expect(await asAdmin(() => posts.countPosts())).toEqual({ total: 1, published: 0 })
        expect(await asVisitor(() => nextPublishAt())).toBe(row.publish_at)

        await letTimePass(row.id)

        const live = await asVisitor(() => posts.getPublishedPostBySlug("launch-plan"))
        expect(live?.id).toBe(row.id)
        expect(live?.published).toBe(true)
        expect((await asVisitor(() => posts.listPublishedPosts({ search: "Launch", category: "seo", limit: 10, offset: 0 }))).total).toBe(1)
        expect((await asVisitor(() => posts.listPublishedPostSummaries())).map((s) => s.slug)).toEqual(["launch-plan"])
        expect(await asAdmin(() => posts.countPosts())).toEqual({ total: 1, published: 1 })
        expect(await asVisitor(() => nextPublishAt())).toBeNull()
      })

      it("publishes at once when the schedule is already past, and ignores it when Published is checked", async () => {
        const past = await asAdmin(() => createDocument("post", postInput({ schedule: inMinutes(-5) })))
        expect(past.published).toBe(true)
        expect(past.publish_at).toBeNull()
        expect(past.published_at).not.toBeNull()
        const checked = await asAdmin(() => createDocument("post", postInput({ slug: "checked", published: true, schedule: inMinutes(30) })))
        expect(checked.published).toBe(true)
        expect(checked.publish_at).toBeNull()
      })

      it("refuses a malformed or impossible date with a field error and changes nothing", async () => {
        for (const schedule of ["2026-02-30T10:00", "next tuesday", "2026-13-01T10:00", "2026-11-22T24:00"]) {
          const err = await rejection(asAdmin(() => createDocument("post", postInput({ schedule }))))
          expect(err.code, schedule).toBe("validation")
          expect(err.fieldErrors?.schedule, schedule).toEqual(["Enter a valid date and time"])
        }
        expect(await asAdmin(() => posts.countPosts())).toEqual({ total: 0, published: 0 })
        const row = await asAdmin(() => createDocument("post", postInput({ title: "Before" })))
        await rejection(asAdmin(() => updateDocument("post", row.id, postInput({ title: "After", schedule: "2026-02-31T09:00" }))))
        expect((await asAdmin(() => posts.getPostById(row.id))).title).toBe("Before")
      })

      it("publishes now or unpublishes a scheduled post from the row menu; the public date is the first publication", async () => {
        const row = await asAdmin(() => createDocument("post", postInput({ schedule: inMinutes(120) })))
        const now = await asAdmin(() => setDocumentPublished("post", row.id, true))
        expect(now.published).toBe(true)
        expect(now.publish_at).toBeNull()
        const firstPublished = now.published_at
        expect(Date.parse(firstPublished!)).toBeLessThanOrEqual(Date.now() + 1000)
        const off = await asAdmin(() => setDocumentPublished("post", row.id, false))
        expect(off.published).toBe(false)
        expect(off.publish_at).toBeNull()
        const again = await asAdmin(() => setDocumentPublished("post", row.id, true))
        expect(again.published_at).toBe(firstPublished)

        const draft = await asAdmin(() => createDocument("post", postInput({ slug: "later", schedule: inMinutes(60) })))
        const unscheduled = await asAdmin(() => setDocumentPublished("post", draft.id, false))
        expect(unscheduled.publish_at).toBeNull()
        expect(unscheduled.published_at).toBeNull()
      })

      it("schedules pages the same way", async () => {
        const row = await asAdmin(() => createDocument("page", pageInput({ schedule: inMinutes(45) })))
        expect(row.published).toBe(false)
        expect(await asVisitor(() => pages.getPublishedPageBySlug("about-us"))).toBeNull()
        expect(await asVisitor(() => pages.listPublishedPageSummaries())).toEqual([])
        expect(await asAdmin(() => pages.countPages())).toEqual({ total: 1, published: 0 })
        expect(await asVisitor(() => nextPublishAt())).toBe(row.publish_at)
        await letTimePass(row.id)
        expect((await asVisitor(() => pages.getPublishedPageBySlug("about-us")))?.title).toBe("About")
        expect(await asAdmin(() => pages.countPages())).toEqual({ total: 1, published: 1 })
      })
    })

    describe("redirects on slug change", () => {
      const target = async (from: string) => (await asAdmin(() => redirects.listRedirects({ search: from }))).rows.find((r) => r.from_path === from)

      it("answers 301 from a live post's old URL, collapses chains and drops the redirect that would loop", async () => {
        const row = await asAdmin(() => createDocument("post", postInput({ slug: "first", published: true })))
        await asAdmin(() => updateDocument("post", row.id, postInput({ slug: "second", published: true })))
        expect(await target("/blog/first")).toMatchObject({ to_path: "/blog/second", status: 301, automatic: true })

        await asAdmin(() => updateDocument("post", row.id, postInput({ slug: "third", published: true })))
        expect((await target("/blog/first"))?.to_path).toBe("/blog/third")
        expect((await target("/blog/second"))?.to_path).toBe("/blog/third")

        await asAdmin(() => updateDocument("post", row.id, postInput({ slug: "first", published: true })))
        expect(await target("/blog/first")).toBeUndefined()
        expect((await target("/blog/second"))?.to_path).toBe("/blog/first")
        expect((await target("/blog/third"))?.to_path).toBe("/blog/first")
        const all = (await asAdmin(() => redirects.listRedirects({}))).rows
        expect(all.every((r) => r.from_path !== r.to_path)).toBe(true)
      })

      it("leaves no redirect for a draft's slug change, and does it for pages too", async () => {
        const draft = await asAdmin(() => createDocument("post", postInput({ slug: "draft-a" })))
        await asAdmin(() => updateDocument("post", draft.id, postInput({ slug: "draft-b" })))
        expect((await asAdmin(() => redirects.listRedirects({}))).total).toBe(0)

        const page = await asAdmin(() => createDocument("page", pageInput({ slug: "old-about", published: true })))
        await asAdmin(() => updateDocument("page", page.id, pageInput({ slug: "about-us", published: true })))
        expect(await target("/old-about")).toMatchObject({ to_path: "/about-us", status: 301 })
      })
    })

    describe("redirects screen", () => {
      const create = (from_path: string, to_path: string, status: number = 301) => asAdmin(() => redirects.createRedirect({ from_path, to_path, status }))
      const fieldOf = async (p: Promise<unknown>) => {
        const err = await rejection(p)
        expect(err.code).toBe("validation")
        return err.fieldErrors ?? {}
      }

      it("adds, edits, lists, searches and deletes redirects", async () => {
        const a = await create("/old-seo/", "/services/seo", 308)
        expect(a).toMatchObject({ from_path: "/old-seo", to_path: "/services/seo", status: 308, hits: 0, last_hit_at: null })
        await create("/old-contact", "https://example.com/contact?x=1", 302)
        const edited = await asAdmin(() => redirects.updateRedirect(a.id, { from_path: "/old-seo", to_path: "/services/analytics", status: 307 }))
        expect(edited).toMatchObject({ to_path: "/services/analytics", status: 307 })
        expect((await asAdmin(() => redirects.listRedirects({ search: "contact" }))).rows.map((r) => r.from_path)).toEqual(["/old-contact"])
        for (let i = 0; i < 30; i++) await create(`/legacy-${i}`, "/blog")
        const page2 = await asAdmin(() => redirects.listRedirects({ page: 2, pageSize: 25 }))
        expect(page2.total).toBe(32)
        expect(page2.rows).toHaveLength(7)
        await asAdmin(() => redirects.deleteRedirect(a.id))
        expect((await asAdmin(() => redirects.listRedirects({}))).total).toBe(31)
      })

      it("refuses loops, chains, live routes and assets, malformed paths and other schemes, changing nothing", async () => {
        await asAdmin(() => createDocument("post", postInput({ slug: "live-post", published: true })))
        await asAdmin(() => createDocument("page", pageInput({ slug: "live-page", published: true })))
        await create("/a", "/b")
        expect((await fieldOf(create("/x", "/x"))).to_path?.[0]).toMatch(/loop/)
        expect((await fieldOf(create("/b", "/a"))).to_path?.[0]).toMatch(/loop/)
        expect((await fieldOf(create("/c", "/a"))).to_path?.[0]).toMatch(/already redirects to \/b/)
        expect((await fieldOf(create("/b", "/d"))).from_path?.[0]).toMatch(/chain/)
        for (const live of ["/", "/blog", "/services/seo", "/blog/dental-practice-marketing-guide", "/blog/live-post", "/live-page", "/admin/posts", "/robots.txt", "/images/home/phone-screen.webp"]) {
          expect((await fieldOf(create(live, "/contact"))).from_path?.[0], live).toMatch(/live page/)
        }
        for (const bad of ["old", "//evil.example", "/with space", "/q?x=1", "/../etc"]) {
          expect((await fieldOf(create(bad, "/contact"))).from_path, bad).toBeDefined()
        }
        expect((await fieldOf(create("/y", "javascript:alert(1)"))).to_path?.[0]).toBe("Only http and https URLs are allowed")
        expect((await fieldOf(create("/y", "ftp://example.com/"))).to_path?.[0]).toBe("Only http and https URLs are allowed")
        expect((await fieldOf(create("/y", "//evil.example/"))).to_path).toBeDefined()
        expect((await fieldOf(create("/y", "/contact", 303))).status).toBeDefined()
        const dup = await rejection(create("/a", "/contact"))
        expect(dup.fieldErrors?.from_path).toEqual(["This path already redirects"])
        expect((await asAdmin(() => redirects.listRedirects({}))).total).toBe(1)
      })

      it("counts hits with the time of the last one", async () => {
        const r = await create("/old", "/contact")
        await h.db.query("update redirects set hits = hits + 1, last_hit_at = now() where id = $1", [r.id])
        const [row] = (await asAdmin(() => redirects.listRedirects({}))).rows
        expect(row?.hits).toBe(1)
        expect(row?.last_hit_at).not.toBeNull()
      })
    })

    describe("share links", () => {
      it("shows the last saved version to anyone holding the token until it is revoked or expires", async () => {
        const post = await asAdmin(() => createDocument("post", postInput({ title: "Draft v1" })))
        const { token, link } = await asAdmin(() => shareLinks.createShareLink("post", post.id))
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
        expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000)
        expect(Date.parse(link.expires_at) - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000)

        const shared = await asVisitor(() => shareLinks.getSharedRecord(token))
        expect(shared?.kind).toBe("post")
        expect(shared?.row.title).toBe("Draft v1")
        await asAdmin(() => updateDocument("post", post.id, postInput({ title: "Draft v2" })))
        expect((await asVisitor(() => shareLinks.getSharedRecord(token)))?.row.title).toBe("Draft v2")
        // Only a hash of the token is stored.
        const stored = await h.db.query("select * from share_links")
        expect(JSON.stringify(stored)).not.toContain(token)

        const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A")
        for (const bad of [tampered, "", "short", `${token}x`, null]) expect(await asVisitor(() => shareLinks.getSharedRecord(bad))).toBeNull()

        await asAdmin(() => shareLinks.revokeShareLink("post", post.id, link.id))
        expect(await asVisitor(() => shareLinks.getSharedRecord(token))).toBeNull()
        expect((await asAdmin(() => shareLinks.listShareLinks("post", post.id)))[0]?.revoked_at).not.toBeNull()

        const page = await asAdmin(() => createDocument("page", pageInput()))
        const second = await asAdmin(() => shareLinks.createShareLink("page", page.id))
        expect((await asVisitor(() => shareLinks.getSharedRecord(second.token)))?.row.title).toBe("About")
        await h.db.query("update share_links set expires_at = now() - interval '1 second' where id = $1", [second.link.id])
        expect(await asVisitor(() => shareLinks.getSharedRecord(second.token))).toBeNull()
      })

      it("refuses a link for a missing record and a revoke of another record's link", async () => {
        const a = await asAdmin(() => createDocument("post", postInput()))
        const b = await asAdmin(() => createDocument("post", postInput({ slug: "other" })))
        expect((await rejection(asAdmin(() => shareLinks.createShareLink("post", "00000000-0000-4000-8000-000000000000")))).code).toBe("not_found")
        const { link } = await asAdmin(() => shareLinks.createShareLink("post", a.id))
        expect((await rejection(asAdmin(() => shareLinks.revokeShareLink("post", b.id, link.id)))).code).toBe("not_found")
      })
    })

    describe("previews", () => {
      it("shows unsaved state only to the admin who sent it, while signed in", async () => {
        const { id } = await asAdmin(() => previews.createPreview("post", null, { ...postInput({ title: "Unsaved title" }), tags: "a, b" }))
        const mine = await asAdmin(() => previews.getPreview(id))
        expect(mine?.kind).toBe("post")
        expect(mine?.data.title).toBe("Unsaved title")
        expect(mine?.data).toMatchObject({ tags: ["a", "b"] })
        expect(await asVisitor(() => previews.getPreview(id))).toBeNull()
        expect(await asAdmin(() => previews.getPreview("not-a-uuid"))).toBeNull()

        await asAdmin(() => auth.signOut())
        expect(await h.as(admin, () => previews.getPreview(id))).toBeNull()
      })

      it("validates the form state like a save", async () => {
        const err = await rejection(asAdmin(() => previews.createPreview("page", null, pageInput({ title: "" }))))
        expect(err.fieldErrors?.title).toEqual(["Title is required"])
      })
    })

    it("refuses every new admin operation without a session, changing nothing", async () => {
      const post = await asAdmin(() => createDocument("post", postInput()))
      const r = await asAdmin(() => redirects.createRedirect({ from_path: "/old", to_path: "/contact", status: 301 }))
      const { link } = await asAdmin(() => shareLinks.createShareLink("post", post.id))
      const calls: [string, () => Promise<unknown>][] = [
        ["listRedirects", () => redirects.listRedirects({})],
        ["getRedirectById", () => redirects.getRedirectById(r.id)],
        ["createRedirect", () => redirects.createRedirect({ from_path: "/x", to_path: "/y", status: 301 })],
        ["updateRedirect", () => redirects.updateRedirect(r.id, { from_path: "/old", to_path: "https://evil.example/", status: 302 })],
        ["deleteRedirect", () => redirects.deleteRedirect(r.id)],
        ["createShareLink", () => shareLinks.createShareLink("post", post.id)],
        ["listShareLinks", () => shareLinks.listShareLinks("post", post.id)],
        ["revokeShareLink", () => shareLinks.revokeShareLink("post", post.id, link.id)],
        ["createPreview", () => previews.createPreview("post", null, postInput())],
      ]
      const snapshot = async () => h.db.query("select (select count(*) from redirects) r, (select count(*) from share_links where revoked_at is null) s, (select count(*) from previews) p, (select to_path from redirects limit 1) t")
      const before = await snapshot()
      for (const [name, call] of calls) expect((await rejection(h.as(null, call))).code, name).toBe("unauthorized")
      expect(await snapshot()).toEqual(before)
    })
  })
}
