import { createDocument, setDocumentPublished, updateDocument } from "@/lib/data/documents"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { DataError } from "@/lib/data/errors"
import * as posts from "@/lib/data/posts"
import * as revisions from "@/lib/data/revisions"

import { type DbFactory, type Harness, MemoryJar, openHarness, postInput as basePostInput, rejection, signUpAndIn } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }
const SECOND = { email: "editor@example.com", password: "another long passphrase" }

const postInput = (over: Record<string, unknown> = {}) => basePostInput({ title: "Launch Plan", slug: "launch-plan", content: "The first draft of the plan", category: "SEO", tags: ["seo"], ...over })

/** Revisions, pruning, the version check and presence, through lib/data, on each SQL backend. */
export function describeRevisionsContract(factory: DbFactory) {
  describe(`revisions contract: ${factory.label}`, () => {
    let h: Harness
    let owner: MemoryJar
    let second: MemoryJar

    beforeAll(async () => {
      h = await openHarness(factory)
    }, 60_000)
    afterAll(async () => {
      await h?.close()
    })
    beforeEach(async () => {
      await h.truncate()
      h.adminEmails = [OWNER.email, SECOND.email]
      owner = new MemoryJar()
      second = new MemoryJar()
      for (const [jar, who] of [[owner, OWNER], [second, SECOND]] as const) {
        await signUpAndIn(h, jar, who)
      }
    })
    const asOwner = <T>(fn: () => Promise<T>) => h.as(owner, fn)
    const asSecond = <T>(fn: () => Promise<T>) => h.as(second, fn)

    it("keeps a revision per save with its author, a summary and the whole snapshot", async () => {
      const created = await asOwner(() => createDocument("post", postInput()))
      expect(created.version).toBe(1)
      expect(created.updated_by_email).toBe(OWNER.email)
      const v2 = await asSecond(() => updateDocument("post", created.id, postInput({ title: "Launch Plan 2026", content: "The first draft of the plan with five more words here" }), 1))
      expect(v2.version).toBe(2)
      expect(v2.updated_by_email).toBe(SECOND.email)
      const v3 = await asOwner(() => setDocumentPublished("post", created.id, true, 2))
      expect(v3.version).toBe(3)

      const list = await asOwner(() => revisions.listRevisions("post", created.id))
      expect(list.map((r) => [r.version, r.author_email, r.summary])).toEqual([
        [3, OWNER.email, "published"],
        [2, SECOND.email, "title changed, content +5 words"],
        [1, OWNER.email, "created"],
      ])
      const old = await asOwner(() => revisions.getRevision("post", created.id, list[2]!.id))
      expect(old.data).toMatchObject({ title: "Launch Plan", content: "The first draft of the plan", tags: ["seo"], published: false, publish_at: null })
      // A revision id of another record is not found through this one.
      const page = await asOwner(() => createDocument("page", { title: "About", slug: "about-us", content: "Hi", published: false, schedule: "" }))
      expect((await rejection(asOwner(() => revisions.getRevision("page", page.id, list[0]!.id)))).code).toBe("not_found")
    })

    it("records the SEO and people fields: a save that changes only them is a revision that names them and keeps them", async () => {
      const created = await asOwner(() => createDocument("post", postInput()))
      const seo = { canonical_url: "https://example.com/launch", noindex: true, social_image: "https://example.com/card.png", social_title: "Launch, shared", social_description: "Shared text", medical_disclaimer: true }
      await asOwner(() => updateDocument("post", created.id, postInput(seo), 1))
      const list = await asOwner(() => revisions.listRevisions("post", created.id))
      expect(list[0]!.summary).toBe(
        "canonical URL changed, hide from search engines changed, social image changed, social title changed, social description changed, medical disclaimer changed",
      )
      const latest = await asOwner(() => revisions.getRevision("post", created.id, list[0]!.id))
      expect(latest.data).toMatchObject(seo)
    })

    it("refuses a save from a stale version, naming who saved and when; null overwrites deliberately", async () => {
      const created = await asOwner(() => createDocument("post", postInput()))
      await asSecond(() => updateDocument("post", created.id, postInput({ content: "Their words" }), 1))
      const err = await rejection(asOwner(() => updateDocument("post", created.id, postInput({ content: "My words" }), 1)))
      expect(err.code).toBe("conflict")
      expect(err.message).toBe("editor@example.com saved this post after you opened it")
      expect(err.conflict).toMatchObject({ savedBy: SECOND.email, version: 2 })
      expect(Date.parse(err.conflict!.savedAt)).toBeGreaterThan(Date.now() - 60_000)
      expect((await asOwner(() => posts.getPostById(created.id))).content).toBe("Their words")
      // The list's Publish uses the same check.
      expect((await rejection(asOwner(() => setDocumentPublished("post", created.id, true, 1)))).code).toBe("conflict")
      const overwritten = await asOwner(() => updateDocument("post", created.id, postInput({ content: "My words" }), null))
      expect(overwritten.content).toBe("My words")
      expect(overwritten.version).toBe(3)
      expect((await rejection(asOwner(() => updateDocument("post", created.id, postInput(), "x")))).code).toBe("validation")
    })

    it("lets exactly one of two concurrent saves from the same version win", async () => {
      const created = await asOwner(() => createDocument("page", { title: "About", slug: "about-us", content: "Hi", published: false, schedule: "" }))
      const results = await Promise.allSettled([
        asOwner(() => updateDocument("page", created.id, { title: "About", slug: "about-us", content: "Mine", published: false, schedule: "" }, 1)),
        asSecond(() => updateDocument("page", created.id, { title: "About", slug: "about-us", content: "Theirs", published: false, schedule: "" }, 1)),
      ])
      const won = results.filter((r) => r.status === "fulfilled")
      const lost = results.filter((r) => r.status === "rejected")
      expect(won).toHaveLength(1)
      expect(lost).toHaveLength(1)
      expect(((lost[0] as PromiseRejectedResult).reason as DataError).code).toBe("conflict")
      const list = await asOwner(() => revisions.listRevisions("page", created.id))
      expect(list.map((r) => r.version)).toEqual([2, 1])
    })

    it("prunes to the newest 50 revisions and deletes them with the record", async () => {
      const created = await asOwner(() => createDocument("post", postInput()))
      for (let i = 2; i <= 53; i++) {
        await asOwner(() => updateDocument("post", created.id, postInput({ content: `Draft number ${i}` }), i - 1))
      }
      const list = await asOwner(() => revisions.listRevisions("post", created.id))
      expect(list).toHaveLength(50)
      expect(list[0]!.version).toBe(53)
      expect(list[49]!.version).toBe(4)
      const [counted] = await h.db.query<{ n: number }>("select count(*)::int as n from content_revisions where document_id = $1", [created.id])
      expect(counted?.n).toBe(50)
      await asOwner(() => posts.deletePost(created.id))
      const [remaining] = await h.db.query<{ left: number }>("select count(*)::int as left from content_revisions")
      expect(remaining?.left).toBe(0)
    })

    it("reports who else has the editor open, until their heartbeat expires", async () => {
      const created = await asOwner(() => createDocument("post", postInput()))
      expect(await asOwner(() => revisions.editorHeartbeat("post", created.id))).toEqual([])
      const seen = await asSecond(() => revisions.editorHeartbeat("post", created.id))
      expect(seen.map((p) => p.email)).toEqual([OWNER.email])
      await h.db.query("update editor_presence set seen_at = now() - interval '2 minutes' where email = $1", [OWNER.email])
      expect(await asSecond(() => revisions.editorHeartbeat("post", created.id))).toEqual([])
      await asSecond(() => revisions.leaveEditor("post", created.id))
      expect(await asOwner(() => revisions.editorHeartbeat("post", created.id))).toEqual([])
    })

    it("refuses history and presence without an admin session", async () => {
      const created = await asOwner(() => createDocument("post", postInput()))
      const anon = new MemoryJar()
      expect((await rejection(h.as(anon, () => revisions.listRevisions("post", created.id)))).code).toBe("unauthorized")
      expect((await rejection(h.as(anon, () => revisions.editorHeartbeat("post", created.id)))).code).toBe("unauthorized")
      expect((await rejection(asOwner(() => revisions.listRevisions("nope", created.id)))).code).toBe("validation")
    })
  })
}
