import { createDocument, setDocumentPublished, updateDocument } from "@/lib/data/documents"
import { randomBytes } from "node:crypto"
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { sqlMessages } from "@/lib/backend/sql/messages"
import { SPAM_RETENTION_DAYS } from "@/lib/domain/contact/config"
import * as auth from "@/lib/data/auth"
import { DataError } from "@/lib/data/errors"
import * as media from "@/lib/data/media"
import * as messages from "@/lib/data/messages"
import * as pages from "@/lib/data/pages"
import * as posts from "@/lib/data/posts"
import { readUpload } from "@/lib/data/uploads"

import { MemoryJar, openHarness, rejection, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"

export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
)
export const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }

const postInput = (over: Record<string, unknown> = {}) => ({
  title: "Hello World",
  slug: "hello-world",
  excerpt: "An excerpt",
  content: "Some **markdown** content",
  category: "Social Media",
  tags: ["Instagram", "Growth"],
  published: false,
  featured_image: null,
  featured_image_alt: "",
  meta_title: "",
  meta_description: "",
  ...over,
})

/** The data layer's contract: every backend adapter must pass it, run through lib/data as the app calls it. */
export function describeDataContract(factory: DbFactory) {
  describe(`data layer contract: ${factory.label}`, () => {
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
    const tableCounts = async () => {
      const [r] = await h.db.query<Record<string, number>>(
        `select (select count(*)::int from documents where type = 'post') as posts, (select count(*)::int from documents where type = 'page') as pages,
                (select count(*)::int from messages) as messages, (select count(*)::int from media) as media`,
      )
      return r
    }

    describe("access control", () => {
      // Every admin function with plausible arguments; each must refuse and change nothing.
      const adminCalls = (ids: { post: string; page: string; message: string; media: string }) =>
        [
          ["listPosts", () => posts.listPosts({})],
          ["getPostById", () => posts.getPostById(ids.post)],
          ["createPost", () => createDocument("post", postInput({ slug: "intruder" }))],
          ["updatePost", () => updateDocument("post", ids.post, postInput({ title: "Defaced" }))],
          ["setPostPublished", () => setDocumentPublished("post", ids.post, true)],
          ["deletePost", () => posts.deletePost(ids.post)],
          ["countPosts", () => posts.countPosts()],
          ["getRecentPosts", () => posts.getRecentPosts(5)],
          ["listPages", () => pages.listPages({})],
          ["getPageById", () => pages.getPageById(ids.page)],
          ["createPage", () => createDocument("page", { title: "x", slug: "intruder", content: "", published: true })],
          ["updatePage", () => updateDocument("page", ids.page, { title: "Defaced", slug: "about", content: "", published: true })],
          ["setPagePublished", () => setDocumentPublished("page", ids.page, true)],
          ["deletePage", () => pages.deletePage(ids.page)],
          ["countPages", () => pages.countPages()],
          ["listMessages", () => messages.listMessages({})],
          ["markMessageRead", () => messages.markMessageRead(ids.message, true)],
          ["deleteMessage", () => messages.deleteMessage(ids.message)],
          ["countUnreadMessages", () => messages.countUnreadMessages()],
          ["getMessage", () => messages.getMessage(ids.message)],
          ["moveMessage", () => messages.moveMessage(ids.message, "archived")],
          ["retryMessageNotifications", () => messages.retryMessageNotifications(ids.message)],
          ["countMessages", () => messages.countMessages()],
          ["getNotificationStatus", () => messages.getNotificationStatus()],
          ["uploadMedia", () => media.uploadMedia(new File([PNG_1X1], "x.png"), { kind: "featured" })],
          ["listMedia", () => media.listMedia()],
          ["deleteMedia", () => media.deleteMedia(ids.media)],
        ] as [string, () => Promise<unknown>][]

      async function seed() {
        const post = await asAdmin(() => createDocument("post", postInput()))
        const page = await asAdmin(() => createDocument("page", { title: "About", slug: "about", content: "", published: false }))
        const message = await h.as(null, () => messages.createMessage({ name: "A", email: "a@example.com", message: "Hi" }))
        const file = await asAdmin(() => media.uploadMedia(new File([PNG_1X1], "a.png"), { kind: "featured" }))
        return { post: post.id, page: page.id, message: message.id, media: file.id }
      }

      async function expectAllRefused(
        jar: MemoryJar | null,
        code: string,
        opts: { headers?: Record<string, string>; after?: () => Promise<unknown> } = {},
      ) {
        const { headers, after } = opts
        const ids = await seed()
        await after?.()
        const before = await tableCounts()
        const snapshot = await h.db.query("select title, published from documents where type in ('post', 'page') order by id")
        for (const [name, call] of adminCalls(ids)) {
          const err = await rejection(h.as(jar, call, { headers }))
          expect(err.code, name).toBe(code)
        }
        expect(await tableCounts()).toEqual(before)
        expect(await h.db.query("select title, published from documents where type in ('post', 'page') order by id")).toEqual(snapshot)
        expect(await h.db.query("select read, folder from messages")).toEqual([{ read: false, folder: "inbox" }])
      }

      it("refuses every admin function without a session, with zero data changed", async () => {
        await expectAllRefused(null, "unauthorized")
      })

      it("refuses a forged session cookie", async () => {
        const forged = new MemoryJar()
        forged.set("session", "forged-token-value", {})
        forged.set("__Host-session", "x".repeat(43), {})
        await expectAllRefused(forged, "unauthorized")
      })

      it("refuses an expired session and an idle one", async () => {
        await expectAllRefused(admin, "unauthorized", {
          after: () => h.db.query("update sessions set expires_at = now() - interval '1 second'"),
        })
        await h.truncate()
        await signUpAndIn(h, admin, OWNER)
        await expectAllRefused(admin, "unauthorized", {
          after: () => h.db.query("update sessions set last_seen_at = now() - interval '31 minutes'"),
        })
      })

      it("refuses a signed-in account without a membership", async () => {
        await expectAllRefused(admin, "forbidden", { after: () => h.db.query("delete from memberships") })
      })

      it("refuses requests carrying x-middleware-subrequest", async () => {
        await expectAllRefused(admin, "forbidden", { headers: { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" } })
      })
    })

    describe("posts", () => {
      it("creates, reads, updates, publishes and deletes a post", async () => {
        const created = await asAdmin(() => createDocument("post", postInput({ featured_image_alt: "A chart" })))
        expect(created).toMatchObject({ title: "Hello World", slug: "hello-world", tags: ["Instagram", "Growth"], published: false })
        expect(created.published_at).toBeNull()
        expect(created.featured_image_alt).toBe("A chart")
        expect(new Date(created.created_at).toISOString()).toBe(created.created_at)
        expect(await asAdmin(() => posts.getPostById(created.id))).toEqual(created)

        const updated = await asAdmin(() => updateDocument("post", created.id, postInput({ title: "Renamed", published: true })))
        expect(updated.title).toBe("Renamed")
        expect(updated.published_at).not.toBeNull()
        expect(updated.updated_at >= created.updated_at).toBe(true)

        const unpublished = await asAdmin(() => setDocumentPublished("post", created.id, false))
        expect(unpublished.published).toBe(false)
        expect(unpublished.published_at).toBe(updated.published_at) // set when first published, kept after
        expect((await asAdmin(() => setDocumentPublished("post", created.id, true))).published_at).toBe(updated.published_at)

        await asAdmin(() => posts.deletePost(created.id))
        expect((await rejection(asAdmin(() => posts.getPostById(created.id)))).code).toBe("not_found")
        expect((await rejection(asAdmin(() => posts.deletePost(created.id)))).code).toBe("not_found")
      })

      it("reports validation failures as field errors, never as crashes", async () => {
        const noTitle = await rejection(asAdmin(() => createDocument("post", postInput({ title: "  " }))))
        expect(noTitle.code).toBe("validation")
        expect(noTitle.fieldErrors?.title).toEqual(["Title is required"])
        const noSlug = await rejection(asAdmin(() => createDocument("post", postInput({ slug: "" }))))
        expect(noSlug.fieldErrors?.slug).toEqual(["Slug is required"])
        const long = await rejection(asAdmin(() => createDocument("post", postInput({ title: "x".repeat(201) }))))
        expect(long.fieldErrors?.title?.[0]).toMatch(/at most 200/)
        const badSlug = await rejection(asAdmin(() => createDocument("post", postInput({ slug: "Hello World!" }))))
        expect(badSlug.fieldErrors?.slug?.[0]).toMatch(/lowercase/)
        const script = await rejection(asAdmin(() => createDocument("post", postInput({ featured_image: "javascript:alert(1)" }))))
        expect(script.fieldErrors?.featured_image).toBeDefined()
        expect((await rejection(asAdmin(() => createDocument("post", "nonsense")))).code).toBe("validation")
        expect((await rejection(asAdmin(() => posts.getPostById("1; drop table posts")))).message).toBe("Invalid id")
        expect((await rejection(asAdmin(() => posts.getPostById("00000000-0000-4000-8000-000000000000")))).code).toBe("not_found")
        expect((await rejection(asAdmin(() => setDocumentPublished("post", "00000000-0000-4000-8000-000000000000", true)))).code).toBe("not_found")
        expect((await rejection(asAdmin(() => setDocumentPublished("post", "00000000-0000-4000-8000-000000000000", "yes")))).code).toBe("validation")
        expect(await tableCounts()).toMatchObject({ posts: 0 })
      })

      it("refuses a duplicate slug and a built-in post's slug with 'Slug already in use'", async () => {
        const first = await asAdmin(() => createDocument("post", postInput()))
        const dup = await rejection(asAdmin(() => createDocument("post", postInput({ title: "Other" }))))
        expect(dup).toMatchObject({ code: "conflict", message: "Slug already in use" })
        expect(dup.fieldErrors?.slug).toEqual(["Slug already in use"])
        const other = await asAdmin(() => createDocument("post", postInput({ slug: "other" })))
        const clash = await rejection(asAdmin(() => updateDocument("post", other.id, postInput({ slug: first.slug }))))
        expect(clash.message).toBe("Slug already in use")
        const builtIn = await rejection(asAdmin(() => createDocument("post", postInput({ slug: "dental-practice-marketing-guide" }))))
        expect(builtIn.fieldErrors?.slug).toEqual(["Slug already in use"])
      })

      it("lists with case-insensitive title search, sorting, pagination and a total", async () => {
        for (let i = 1; i <= 30; i++) {
          await asAdmin(() => createDocument("post", postInput({ title: `${i % 3 === 0 ? "Dental" : "Other"} post ${i}`, slug: `p-${i}` })))
        }
        await asAdmin(() => createDocument("post", postInput({ title: "100% growth_rate", slug: "percent" })))
        const first = await asAdmin(() => posts.listPosts({}))
        expect(first.total).toBe(31)
        expect(first.rows).toHaveLength(25)
        expect(first.rows[0]!.slug).toBe("percent") // newest first by default
        const second = await asAdmin(() => posts.listPosts({ page: 2 }))
        expect(second.rows).toHaveLength(6)
        const found = await asAdmin(() => posts.listPosts({ search: "dENTAL" }))
        expect(found.total).toBe(10)
        expect(found.rows.every((r) => r.title.startsWith("Dental"))).toBe(true)
        expect((await asAdmin(() => posts.listPosts({ search: "%" }))).total).toBe(1) // wildcards are literal
        expect((await asAdmin(() => posts.listPosts({ search: "_" }))).total).toBe(1)
        const asc = await asAdmin(() => posts.listPosts({ sort: "title", order: "asc", pageSize: 100 }))
        const titles = asc.rows.map((r) => r.title.toLowerCase())
        expect(titles).toEqual([...titles].sort())
        const oldest = await asAdmin(() => posts.listPosts({ order: "asc", pageSize: 1 }))
        expect(oldest.rows[0]!.slug).toBe("p-1")
        expect((await rejection(asAdmin(() => posts.listPosts({ pageSize: 1000 })))).code).toBe("validation")
      })

      it("counts posts and returns the newest five", async () => {
        for (let i = 1; i <= 7; i++) await asAdmin(() => createDocument("post", postInput({ slug: `n-${i}`, published: i % 2 === 0 })))
        expect(await asAdmin(() => posts.countPosts())).toEqual({ total: 7, published: 3 })
        const recent = await asAdmin(() => posts.getRecentPosts())
        expect(recent.map((r) => r.slug)).toEqual(["n-7", "n-6", "n-5", "n-4", "n-3"])
      })

      it("shows the public only published posts, with the blog's search, category and order rules", async () => {
        const a = await asAdmin(() => createDocument("post", postInput({ slug: "a", title: "Alpha", category: "Social Media", tags: ["TikTok"], published: true })))
        await asAdmin(() => createDocument("post", postInput({ slug: "b", title: "Beta", category: "Email Marketing & Automation", tags: ["Klaviyo"], content: "Flows that convert", published: true })))
        await asAdmin(() => createDocument("post", postInput({ slug: "draft", title: "Secret draft", category: "Social Media", published: false })))
        const pub = await h.as(null, () => posts.listPublishedPosts({ limit: 10, offset: 0 }))
        expect(pub.rows.map((r) => r.slug)).toEqual(["b", "a"])
        expect(pub.total).toBe(2)
        expect(await h.as(null, () => posts.getPublishedPostBySlug("draft"))).toBeNull()
        expect((await h.as(null, () => posts.getPublishedPostBySlug("a")))?.id).toBe(a.id)
        const bySearch = await h.as(null, () => posts.listPublishedPosts({ search: "CONVERT", limit: 10, offset: 0 }))
        expect(bySearch.rows.map((r) => r.slug)).toEqual(["b"])
        const byTag = await h.as(null, () => posts.listPublishedPosts({ search: "tikt", limit: 10, offset: 0 }))
        expect(byTag.rows.map((r) => r.slug)).toEqual(["a"])
        expect((await h.as(null, () => posts.listPublishedPosts({ search: "secret", limit: 10, offset: 0 }))).total).toBe(0)
        const cat = await h.as(null, () => posts.listPublishedPosts({ category: "social-media", limit: 10, offset: 0 }))
        expect(cat.rows.map((r) => r.slug)).toEqual(["a"])
        const amp = await h.as(null, () => posts.listPublishedPosts({ category: "email-marketing", limit: 10, offset: 0 }))
        expect(amp.rows.map((r) => r.slug)).toEqual(["b"])
        const tagCat = await h.as(null, () => posts.listPublishedPosts({ category: "klaviyo", limit: 10, offset: 0 }))
        expect(tagCat.rows.map((r) => r.slug)).toEqual(["b"])
        const summaries = await h.as(null, () => posts.listPublishedPostSummaries())
        expect(summaries.map((s) => s.slug).sort()).toEqual(["a", "b"])
      })
    })

    describe("pages", () => {
      it("runs the page lifecycle and refuses reserved and duplicate slugs", async () => {
        const page = await asAdmin(() => createDocument("page", { title: "About us", slug: "about-us", content: "Hi", published: false }))
        expect(page.published_at).toBeNull()
        expect(await h.as(null, () => pages.getPublishedPageBySlug("about-us"))).toBeNull()
        const published = await asAdmin(() => setDocumentPublished("page", page.id, true))
        expect(published.published_at).not.toBeNull()
        expect((await h.as(null, () => pages.getPublishedPageBySlug("about-us")))?.title).toBe("About us")
        expect(await asAdmin(() => pages.countPages())).toEqual({ total: 1, published: 1 })
        const reserved = await rejection(asAdmin(() => createDocument("page", { title: "Blog", slug: "blog", content: "", published: true })))
        expect(reserved.fieldErrors?.slug).toEqual(["Slug already in use"])
        const dup = await rejection(asAdmin(() => createDocument("page", { title: "Again", slug: "about-us", content: "", published: false })))
        expect(dup.message).toBe("Slug already in use")
        const noTitle = await rejection(asAdmin(() => updateDocument("page", page.id, { title: "", slug: "about-us", content: "" })))
        expect(noTitle.fieldErrors?.title).toEqual(["Title is required"])
        const listed = await asAdmin(() => pages.listPages({ search: "ABOUT" }))
        expect(listed.rows.map((r) => r.slug)).toEqual(["about-us"])
        expect((await h.as(null, () => pages.listPublishedPageSummaries())).map((s) => s.slug)).toEqual(["about-us"])
        await asAdmin(() => pages.deletePage(page.id))
        expect((await rejection(asAdmin(() => pages.getPageById(page.id)))).code).toBe("not_found")
      })
    })

    describe("messages", () => {
      it("takes public submissions and lets admins list, mark read and delete them", async () => {
        const bad = await rejection(h.as(null, () => messages.createMessage({ name: "", email: "nope", message: "x".repeat(5001) })))
        expect(bad.code).toBe("validation")
        expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(["email", "message", "name"])
        const m1 = await h.as(null, () => messages.createMessage({ name: "Ann", email: "ann@example.com", message: "First" }))
        const m2 = await h.as(null, () => messages.createMessage({ name: "Bob", email: "bob@example.com", message: "Second" }))
        const list = await asAdmin(() => messages.listMessages({}))
        expect(list.rows.map((m) => m.id)).toEqual([m2.id, m1.id])
        expect(await asAdmin(() => messages.countUnreadMessages())).toBe(2)
        await asAdmin(() => messages.markMessageRead(m1.id))
        expect(await asAdmin(() => messages.countUnreadMessages())).toBe(1)
        await asAdmin(() => messages.deleteMessage(m2.id))
        expect((await asAdmin(() => messages.listMessages({}))).total).toBe(1)
        expect((await rejection(asAdmin(() => messages.deleteMessage(m2.id)))).code).toBe("not_found")
      })

      it("keeps Inbox, Spam and Archived apart; searches name, e-mail and text; pages 25 at a time", async () => {
        const make = (over: Record<string, unknown>) =>
          h.as(null, () => messages.createMessage({ name: "Ann", email: "ann@example.com", message: "Hello", ...over }))
        const spam = await make({ name: "Bot", folder: "spam", spam_reason: "honeypot filled" })
        const maybe = await make({ name: "Quick Quinn", possible_spam: true, spam_reason: "sent 1.2 s after the page opened" })
        for (let i = 0; i < 26; i++) await make({ name: `Lead ${i}`, email: `lead${i}@clinic.example`, message: `Implants ${i}` })
        const inbox = await asAdmin(() => messages.listMessages({ folder: "inbox", page: 1, pageSize: 25 }))
        expect(inbox.total).toBe(27)
        expect(inbox.rows).toHaveLength(25)
        expect((await asAdmin(() => messages.listMessages({ folder: "inbox", page: 2, pageSize: 25 }))).rows).toHaveLength(2)
        expect((await asAdmin(() => messages.listMessages({ folder: "spam" }))).rows.map((r) => [r.id, r.spam_reason])).toEqual([
          [spam.id, "honeypot filled"],
        ])
        expect(inbox.rows.find((r) => r.id === maybe.id)?.possible_spam ?? true).toBe(true)
        // search: name, e-mail and message text, case-insensitive; % and _ are literal
        expect((await asAdmin(() => messages.listMessages({ search: "quinn" }))).total).toBe(1)
        expect((await asAdmin(() => messages.listMessages({ search: "LEAD1@" }))).total).toBe(1)
        expect((await asAdmin(() => messages.listMessages({ search: "implants 2" }))).rows.map((r) => r.name).sort()).toEqual([
          "Lead 2",
          "Lead 20",
          "Lead 21",
          "Lead 22",
          "Lead 23",
          "Lead 24",
          "Lead 25",
        ])
        expect((await asAdmin(() => messages.listMessages({ search: "%" }))).total).toBe(0)
        expect((await asAdmin(() => messages.listMessages({ folder: "spam", search: "quinn" }))).total).toBe(0)
        // Not spam clears the mark; Spam moves it; archive and back
        await asAdmin(() => messages.moveMessage(maybe.id, "archived"))
        expect((await asAdmin(() => messages.listMessages({ folder: "archived" }))).rows.map((r) => [r.id, r.possible_spam])).toEqual([
          [maybe.id, false],
        ])
        await asAdmin(() => messages.moveMessage(spam.id, "inbox"))
        await asAdmin(() => messages.moveMessage(inbox.rows[0]!.id, "spam"))
        expect(await asAdmin(() => messages.countMessages())).toEqual({ inbox: 26, spam: 1, archived: 1, unread: 26 })
        expect((await rejection(asAdmin(() => messages.moveMessage(maybe.id, "trash")))).code).toBe("validation")
        expect((await rejection(asAdmin(() => messages.listMessages({ folder: "trash" })))).code).toBe("validation")
      })

      it("purges spam 30 days after it went to the spam folder, and nothing else", async () => {
        const old = await h.as(null, () => messages.createMessage({ name: "Bot", email: "b@x.example", message: "x", folder: "spam", spam_reason: "honeypot filled" }))
        const fresh = await h.as(null, () => messages.createMessage({ name: "Bot2", email: "b@x.example", message: "x", folder: "spam", spam_reason: "honeypot filled" }))
        const oldInbox = await h.as(null, () => messages.createMessage({ name: "Old lead", email: "l@x.example", message: "x" }))
        await h.db.query("update messages set spam_since = now() - interval '31 days', created_at = now() - interval '31 days' where id = $1", [old.id])
        await h.db.query("update messages set created_at = now() - interval '90 days' where id = $1", [oldInbox.id])
        expect(await sqlMessages(h.db).purgeSpam(SPAM_RETENTION_DAYS)).toBe(1)
        expect((await h.db.query<{ id: string }>("select id from messages order by seq")).map((r) => r.id)).toEqual([fresh.id, oldInbox.id])
      })
    })

    describe("media", () => {
      it("stores a featured image checked by its bytes and serves it inline", async () => {
        const file = await asAdmin(() => media.uploadMedia(new File([PNG_1X1], "My Photo (1).PNG", { type: "text/html" }), { kind: "featured" }))
        expect(file).toMatchObject({ name: "My-Photo-1-.PNG", size: PNG_1X1.length, content_type: "image/png" })
        expect(file.url).toMatch(/^\/api\/uploads\/post-images\/[0-9a-z]{1,13}\.png$/)
        const served = await h.as(null, () => readUpload(file.url.replace("/api/uploads/", "")))
        expect(served).toMatchObject({ contentType: "image/png", inline: true })
        expect(Buffer.compare(await bytesOf(served!), PNG_1X1)).toBe(0)
        expect((await asAdmin(() => media.listMedia())).map((m) => m.id)).toEqual([file.id])
      })

      it("stores a staged upload (a file on the server) after reading only its header, byte for byte", async () => {
        const dir = mkdtempSync(join(tmpdir(), "staged-"))
        try {
          // A JPEG whose frame header sits after 200 KB of metadata, followed by 2 MB of data: found by walking segments.
          const app = (n: number) => Buffer.concat([Buffer.from([0xff, 0xe1, 0xff, 0xff]), Buffer.alloc(0xfffd, n)])
          const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58, 0x03])
          const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8]), app(1), app(2), app(3), app(4), sof, randomBytes(2 * 1024 * 1024)])
          writeFileSync(join(dir, "body"), jpeg)
          const photo = await asAdmin(() => media.uploadMedia(new media.StagedUpload(join(dir, "body"), "Big photo.jpg", jpeg.length), { kind: "featured" }))
          expect(photo).toMatchObject({ name: "Big-photo.jpg", size: jpeg.length, content_type: "image/jpeg" })
          const served = await h.as(null, () => readUpload(photo.url.replace("/api/uploads/", "")))
          expect(Buffer.compare(await bytesOf(served!), jpeg)).toBe(0)

          const tall = Buffer.from(jpeg)
          tall.writeUInt16BE(20_000, 4 * 0x10001 + 2 + 5)
          writeFileSync(join(dir, "tall"), tall)
          const refused = await rejection(asAdmin(() => media.uploadMedia(new media.StagedUpload(join(dir, "tall"), "tall.jpg", tall.length), { kind: "featured" })))
          expect(refused.message).toMatch(/at most 12,000 pixels/)
          writeFileSync(join(dir, "fake"), "<script>alert(1)</script>")
          const fake = await rejection(asAdmin(() => media.uploadMedia(new media.StagedUpload(join(dir, "fake"), "fake.png", 25), { kind: "featured" })))
          expect(fake.message).toMatch(/JPG, PNG, GIF or WebP/)
          expect(await tableCounts()).toMatchObject({ media: 1 })
        } finally {
          rmSync(dir, { recursive: true, force: true })
        }
      })

      it("refuses disguised, empty and oversize featured images", async () => {
        const html = new File(["<script>alert(1)</script>"], "evil.png", { type: "image/png" })
        expect((await rejection(asAdmin(() => media.uploadMedia(html, { kind: "featured" })))).message).toMatch(/JPG, PNG, GIF or WebP/)
        const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "x.svg")
        expect((await rejection(asAdmin(() => media.uploadMedia(svg, { kind: "featured" })))).code).toBe("validation")
        expect((await rejection(asAdmin(() => media.uploadMedia(new File([], "a.png"))))).message).toBe("Choose a file to upload")
        expect((await rejection(asAdmin(() => media.uploadMedia("not a file")))).code).toBe("validation")
        const big = await rejection(media.verifyUpload(new File([PNG_1X1, new Uint8Array(2048)], "big.png"), "featured", 1024))
        expect(big.message).toMatch(/too large/)
        expect(await tableCounts()).toMatchObject({ media: 0 })
      })

      it("accepts any media file but serves anything that is not a verified image as a download", async () => {
        const svg = await asAdmin(() =>
          media.uploadMedia(new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], "../../etc/passwd.svg")),
        )
        expect(svg.name).toBe("etc-passwd.svg")
        expect(svg.content_type).toBe("application/octet-stream")
        expect(svg.url).toMatch(/^\/api\/uploads\/[0-9a-z]{1,13}-etc-passwd\.svg$/)
        const served = await h.as(null, () => readUpload(svg.url.replace("/api/uploads/", "")))
        expect(served?.inline).toBe(false)
        expect(await h.as(null, () => readUpload("../server.lock"))).toBeNull()
        expect(await h.as(null, () => readUpload("post-images/missing.png"))).toBeNull()

        // The embedded default keeps bytes on disk; PostgreSQL keeps them in the database, so every server has them.
        const key = svg.url.replace("/api/uploads/", "")
        const stored = join(h.uploadsDir, key)
        expect(existsSync(stored)).toBe(h.db.kind === "pglite")
        await asAdmin(() => media.deleteMedia(svg.id))
        expect(existsSync(stored)).toBe(false)
        expect(await h.as(null, () => readUpload(key))).toBeNull()
        expect(await asAdmin(() => media.listMedia())).toEqual([])
        expect((await rejection(asAdmin(() => media.deleteMedia(svg.id)))).code).toBe("not_found")
      })
    })

    describe("media bytes", () => {
      it("streams a file over several storage chunks whole and by byte range, the same bytes that were uploaded", async () => {
        const bytes = new Uint8Array(700 * 1024).map((_, i) => (i * 31 + (i >> 10)) & 255)
        const file = await asAdmin(() => media.uploadMedia(new File([bytes], "scan.bin")))
        const key = file.url.replace("/api/uploads/", "")
        const served = await h.as(null, () => readUpload(key))
        expect(served?.size).toBe(bytes.length)
        expect(new Uint8Array(await new Response(served!.stream()).arrayBuffer())).toEqual(bytes)
        const start = 256 * 1024 - 10
        const end = 512 * 1024 + 20
        const part = new Uint8Array(await new Response(served!.stream({ start, end })).arrayBuffer())
        expect(part).toEqual(bytes.subarray(start, end + 1))
        const tail = new Uint8Array(await new Response(served!.stream({ start: bytes.length - 5, end: bytes.length - 1 })).arrayBuffer())
        expect(tail).toEqual(bytes.subarray(bytes.length - 5))
      })
    })

    describe("accounts and sessions", () => {
      it("makes the first account the owner and then closes registration", async () => {
        expect(await asAdmin(() => auth.getCurrentUser())).toMatchObject({ email: OWNER.email, role: "owner" })
        const second = await rejection(h.as(null, () => auth.signUp("second@example.com", "another good passphrase")))
        expect(second).toMatchObject({ code: "forbidden", message: "Registration is closed. Ask the site owner to give you access." })
        // Same message for an e-mail that already has an account.
        const again = await rejection(h.as(null, () => auth.signUp(OWNER.email, "another good passphrase")))
        expect(again.message).toBe(second.message)
        expect(await h.db.query("select count(*)::int as n from users")).toEqual([{ n: 1 }])
      })

      it("lets only ADMIN_EMAILS register, the first of them as owner", async () => {
        await h.truncate()
        h.adminEmails = ["boss@example.com", "editor@example.com"]
        const outsider = await rejection(h.as(null, () => auth.signUp("intruder@example.com", "a fine passphrase")))
        expect(outsider.code).toBe("forbidden")
        await h.as(null, () => auth.signUp("Editor@Example.com", "a fine passphrase"))
        await h.as(null, () => auth.signUp("boss@example.com", "another fine passphrase"))
        const roles = await h.db.query("select u.email, m.role from users u join memberships m on m.user_id = u.id order by u.email")
        expect(roles).toEqual([
          { email: "boss@example.com", role: "admin" },
          { email: "editor@example.com", role: "owner" },
        ])
        expect((await rejection(h.as(null, () => auth.signUp("boss@example.com", "yet another passphrase")))).code).toBe("forbidden")
      })

      it("answers an overlong sign-in with registration's length message, with no lookup, audit entry or throttle count", async () => {
        await h.truncate()
        const email = await rejection(h.as(null, () => auth.signIn(`${"a".repeat(1_000_000)}@example.com`, "whatever passphrase")))
        expect({ code: email.code, message: email.message, fields: email.fieldErrors }).toEqual({
          code: "validation",
          message: "Email must be at most 320 characters",
          fields: { email: ["Email must be at most 320 characters"] },
        })
        const password = await rejection(h.as(null, () => auth.signIn("a@example.com", "x".repeat(257))))
        expect(password.fieldErrors).toEqual({ password: ["Password must be at most 256 characters"] })
        expect(await h.db.query("select count(*)::int as n from audit_log")).toEqual([{ n: 0 }])
        expect(await h.db.query("select count(*)::int as n from rate_limits")).toEqual([{ n: 0 }])
      })

      it("refuses short, overlong, common passwords and a password equal to the e-mail", async () => {
        await h.truncate()
        const short = await rejection(h.as(null, () => auth.signUp("a@example.com", "12345")))
        expect(short.fieldErrors?.password).toEqual(["Password must be at least 6 characters"])
        const long = await rejection(h.as(null, () => auth.signUp("a@example.com", "x".repeat(257))))
        expect(long.fieldErrors?.password?.[0]).toMatch(/at most 256/)
        for (const common of ["password", "qwerty123", "Iloveyou", "football"]) {
          const err = await rejection(h.as(null, () => auth.signUp("a@example.com", common)))
          expect(err.message, common).toMatch(/too common/)
        }
        const same = await rejection(h.as(null, () => auth.signUp("a@example.com", "A@example.com")))
        expect(same.message).toMatch(/must not be your email/)
        expect((await rejection(h.as(null, () => auth.signUp("not-an-email", "fine passphrase")))).fieldErrors?.email).toBeDefined()
        expect(await h.db.query("select count(*)::int as n from users")).toEqual([{ n: 0 }])
      })

      it("gives one message for an unknown e-mail and a wrong password, and rotates the token on sign-in", async () => {
        const unknown = await rejection(h.as(new MemoryJar(), () => auth.signIn("nobody@example.com", "whatever123")))
        const wrong = await rejection(h.as(new MemoryJar(), () => auth.signIn(OWNER.email, "wrong password")))
        expect(unknown.message).toBe("Invalid email or password")
        expect(wrong.message).toBe(unknown.message)
        expect(wrong.code).toBe(unknown.code)

        const old = admin.clone()
        const oldToken = admin.get("session")
        expect(oldToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
        expect(admin.cookies.get("session")?.options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/" })
        await h.as(admin, () => auth.signIn(OWNER.email, OWNER.password))
        expect(admin.get("session")).not.toBe(oldToken)
        expect(await h.as(old, () => auth.getCurrentUser())).toBeNull()
        expect(await h.as(admin, () => auth.getCurrentUser())).not.toBeNull()
        const stored = await h.db.query<{ token_hash: string }>("select token_hash from sessions")
        expect(stored).toHaveLength(1)
        expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
        expect(stored[0]!.token_hash).not.toContain(admin.get("session")!)
      })

      it("ends the session on sign-out and slides the idle expiry while in use", async () => {
        await h.db.query("update sessions set last_seen_at = now() - interval '20 minutes'")
        expect(await h.as(admin, () => auth.getCurrentUser())).not.toBeNull()
        const [row] = await h.db.query<{ idle: number }>("select extract(epoch from now() - last_seen_at)::int as idle from sessions")
        expect(row?.idle).toBeLessThan(5)
        const copy = admin.clone()
        await h.as(admin, () => auth.signOut())
        expect(admin.get("session")).toBe("")
        expect(admin.cookies.get("session")?.options.expires?.getTime()).toBe(0)
        expect(await h.as(copy, () => auth.getCurrentUser())).toBeNull()
        expect(await h.db.query("select 1 from sessions")).toHaveLength(0)
      })

      it("throttles an account after 5 failures and an IP after 30 attempts", async () => {
        for (let i = 0; i < 5; i++) {
          expect((await rejection(h.as(null, () => auth.signIn(OWNER.email, `wrong ${i}`), { ip: "198.51.100.7" }))).code).toBe("unauthorized")
        }
        // The 6th try waits, even with the right password and from another address.
        const sixth = await rejection(h.as(null, () => auth.signIn(OWNER.email, OWNER.password), { ip: "198.51.100.8" }))
        expect(sixth.code).toBe("rate_limited")
        expect(sixth.message).toMatch(/Too many failed sign-in attempts\. Please wait 30 seconds/)
        // Unknown e-mails are throttled the same way, so the limit reveals nothing.
        for (let i = 0; i < 5; i++) await rejection(h.as(null, () => auth.signIn("ghost@example.com", `wrong ${i}`), { ip: "198.51.100.9" }))
        expect((await rejection(h.as(null, () => auth.signIn("ghost@example.com", "x"), { ip: "198.51.100.9" }))).code).toBe("rate_limited")

        const ip = "192.0.2.44"
        for (let i = 0; i < 30; i++) {
          const err = await rejection(h.as(null, () => auth.signIn(`user${i}@example.com`, "wrong"), { ip }))
          expect(err.code, `attempt ${i + 1}`).toBe("unauthorized")
        }
        const blocked = await rejection(h.as(null, () => auth.signIn(OWNER.email, OWNER.password), { ip }))
        expect(blocked.code).toBe("rate_limited")
        expect(blocked.message).toMatch(/from your network/)
      }, 60_000)

      it("turns 20 concurrent first registrations into exactly one owner", async () => {
        await h.truncate()
        const attempts = Array.from({ length: 20 }, (_, i) =>
          h.as(null, () => auth.signUp(`racer${i}@example.com`, `a long passphrase ${i}`), { ip: `10.0.0.${i}` }),
        )
        const results = await Promise.allSettled(attempts)
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
        for (const r of results) if (r.status === "rejected") expect((r.reason as DataError).code).toBe("forbidden")
        expect(await h.db.query("select role from memberships")).toEqual([{ role: "owner" }])
        expect(await h.db.query("select 1 from users")).toHaveLength(1)
      }, 60_000)

      it("turns 20 concurrent listed registrations into one owner and admins", async () => {
        await h.truncate()
        h.adminEmails = Array.from({ length: 20 }, (_, i) => `listed${i}@example.com`)
        const results = await Promise.allSettled(
          h.adminEmails.map((e, i) => h.as(null, () => auth.signUp(e, `a long passphrase ${i}`), { ip: `10.0.1.${i}` })),
        )
        expect(results.every((r) => r.status === "fulfilled")).toBe(true)
        const roles = await h.db.query<{ role: string; n: number }>("select role, count(*)::int as n from memberships group by role order by role")
        expect(roles).toEqual([
          { role: "admin", n: 19 },
          { role: "owner", n: 1 },
        ])
      }, 60_000)
    })
  })
}

/** Reads a served upload's stream whole (tests only: the route never does this). */
async function bytesOf(file: { stream(): ReadableStream<Uint8Array> }): Promise<Buffer> {
  return Buffer.from(await new Response(file.stream()).arrayBuffer())
}
