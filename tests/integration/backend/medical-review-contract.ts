import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { outboxRows } from "../../helpers/lead-crypto"

import { loadMigrations, migrate } from "@/lib/backend/db/migrate"
import { sqlMedicalReview } from "@/lib/backend/sql/medical-review"
import { createSqlBackend } from "@/lib/backend/sql"
import { sqlPosts } from "@/lib/backend/sql/posts"
import { POST_TYPE } from "@/lib/domain/content/post"
import { createDocument, createTranslation, deleteDocument, getDocument, setDocumentPublished, updateDocument } from "@/lib/data/documents"
import {
  decideAsMember,
  decideReviewLink,
  getReviewForMember,
  getReviewQueue,
  getReviewStatus,
  listApprovals,
  listMyReviewRequests,
  listReviewSteps,
  openReviewLink,
  relinkReviewLink,
  requestMedicalReview,
  reviewedHash,
  revokeReviewRequest,
  sendDueReminders,
} from "@/lib/data/medical-review"
import * as links from "@/lib/data/account-links"
import { getSiteSettings, updateSiteSettings } from "@/lib/data/settings"
import * as team from "@/lib/data/team"
import { medicalWebPageJsonLd, postReviewedPage } from "@/lib/site/json-ld"
import { getDocumentReview, getPostPeople } from "@/lib/site/people"
import { findPost } from "@/lib/site/repository"

import { MemoryJar, openHarness, OWNER, postInput, rejection, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"
import type { Fresh } from "./type-names-contract"

const REVIEW = POST_TYPE.review
const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1)
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Medical review through the data layer on each SQL backend: requests, links, approvals bound to content, the publish rule. */
export function describeMedicalReviewContract(factory: DbFactory) {
  describe(`medical review: ${factory.label}`, () => {
    let h: Harness
    let owner: MemoryJar

    beforeAll(async () => {
      h = await openHarness(factory, { publicReads: true })
    }, 60_000)
    afterAll(async () => {
      await h?.close()
    })
    beforeEach(async () => {
      await h.truncate()
      owner = new MemoryJar()
      await signUpAndIn(h, owner, OWNER)
      // The settings a test here changes are set back before each one (a test turns the checklist block on).
      await h.as(owner, () => updateSiteSettings({ clinicalCategories: ["Dental"], medicalReviewForAll: false, reReviewMonths: {}, blockPublishOnChecklistFailures: false }))
    })

    const asOwner = <T>(fn: () => Promise<T>) => h.as(owner, fn)
    const asVisitor = <T>(fn: () => Promise<T>) => h.as(null, fn)
    const person = (name: string, slug: string, credentials = "DDS") =>
      asOwner(() => createDocument("person", { name, slug, credentials, job_title: "", bio: "", photo: null, photo_alt: "", links: [] }))
    const request = (postId: string, reviewerId: string, over: Record<string, unknown> = {}) =>
      asOwner(() => requestMedicalReview("post", postId, { reviewer_id: reviewerId, reviewer_email: "ana@clinic.example", due_date: future(3), ...over }))
    const approve = async (link: string, over: Record<string, unknown> = {}) => {
      const opened = await asVisitor(() => openReviewLink(tokenOf(link)))
      if (!opened.ok) throw new Error(`link did not open: ${opened.problem}`)
      return asVisitor(() =>
        decideReviewLink(tokenOf(link), { decision: "approve", name: "Dr. Ana Ruiz", credentials: "DDS, MPH", comment: "", content_hash: opened.view.contentHash, ...over }),
      )
    }
    const auditActions = async () => (await h.db.query("select action from audit_log where action like 'review_%' order by seq")).map((r) => r.action)

    it("refuses to publish a clinical post without a current approval, in words, storing nothing; a non-clinical one publishes", async () => {
      const refused = await rejection(asOwner(() => createDocument("post", postInput({ published: true }))))
      expect(refused.message).toBe(
        "This post needs a current medical approval before it can be published or scheduled. Request a medical review, then publish once the reviewer approves this version.",
      )
      expect((await h.db.query("select count(*)::int as n from documents where type = 'post'"))[0]!.n).toBe(0)

      // Scheduling is publishing later: refused the same way.
      const scheduled = await rejection(asOwner(() => createDocument("post", postInput({ schedule: "2099-01-01T10:00" }))))
      expect(scheduled.message).toContain("needs a current medical approval")

      const other = await asOwner(() => createDocument("post", postInput({ slug: "fun", category: "News", published: true })))
      expect(other.published).toBe(true)

      // The owner turns the requirement on for all health content: now the non-clinical one needs it too.
      await asOwner(() => updateSiteSettings({ medicalReviewForAll: true }))
      const all = await rejection(asOwner(() => updateDocument("post", other.id, postInput({ slug: "fun", category: "News", published: true, content: "New" }), other.version)))
      expect(all.message).toContain("needs a current medical approval")
    })

    it("only the owner changes what needs medical review; an admin's save that leaves it as it is still works", async () => {
      h.adminEmails = ["admin@clinic.example"]
      const admin = new MemoryJar()
      await signUpAndIn(h, admin, { email: "admin@clinic.example", password: "an admin passphrase 4417" })
      const asAdmin = <T>(fn: () => Promise<T>) => h.as(admin, fn)
      const before = await asOwner(() => getSiteSettings())
      for (const change of [{ medicalReviewForAll: true }, { reReviewMonths: { dental: 3 } }, { clinicalCategories: [] }, { clinicalCategories: ["Dental", "Nutrition"] }]) {
        const refused = await rejection(asAdmin(() => updateSiteSettings(change)))
        expect(refused.code).toBe("forbidden")
        expect(refused.message).toBe("Only the site owner can change what needs medical review")
      }
      expect(await asOwner(() => getSiteSettings())).toEqual(before)
      // The same values in another spelling or key order are no change.
      await asOwner(() => updateSiteSettings({ reReviewMonths: { dental: 6, nutrition: 24 } }))
      const saved = await asAdmin(() => updateSiteSettings({ medicalDisclaimer: "Ask your dentist.", clinicalCategories: ["DENTAL"], reReviewMonths: { nutrition: 24, dental: 6 } }))
      expect(saved).toMatchObject({ medicalDisclaimer: "Ask your dentist.", clinicalCategories: ["dental"], medicalReviewForAll: false, reReviewMonths: { dental: 6, nutrition: 24 } })
      // The owner may.
      expect((await asOwner(() => updateSiteSettings({ medicalReviewForAll: true }))).medicalReviewForAll).toBe(true)
      h.adminEmails = []
    })

    it("request → link → approval binds the exact content; publishing then works; an edit of a reviewed field withdraws it, other fields do not", async () => {
      const ana = await person("Dr. Ana Ruiz", "ana-ruiz")
      const draft = await asOwner(() => createDocument("post", postInput()))
      const { link, request: req } = await request(draft.id, ana.id)
      expect(req.status).toBe("pending")
      expect(link).toMatch(/\/review\/[A-Za-z0-9_-]{43}$/)
      // The token itself is never stored, only its hash.
      expect(JSON.stringify(await h.db.query("select * from review_requests"))).not.toContain(tokenOf(link))
      // The e-mail is queued in the outbox with the change.
      const mail = await outboxRows(h.db, "select payload from outbox where topic = 'medical-review'")
      expect(mail).toHaveLength(1)
      expect(JSON.stringify(mail[0]!.payload)).toContain(link)
      expect((await asOwner(() => getReviewStatus("post", draft.id))).state).toBe("in_review")

      const done = await approve(link)
      expect(done.ok).toBe(true)
      const status = await asOwner(() => getReviewStatus("post", draft.id))
      expect(status.state).toBe("approved")
      expect(status.approval?.reviewer_name).toBe("Dr. Ana Ruiz")
      expect(status.approval?.reviewer_credentials).toBe("DDS, MPH")
      expect(status.approval?.content_hash).toBe(reviewedHash(REVIEW, draft as never))
      // Re-review in 12 months by default.
      const months = (Date.parse(status.approval!.next_review_at) - Date.parse(status.approval!.approved_at)) / (30.4 * 86_400_000)
      expect(Math.round(months)).toBe(12)

      const live = await asOwner(() => setDocumentPublished("post", draft.id, true, draft.version))
      expect(live.published).toBe(true)
      expect((await asOwner(() => getReviewStatus("post", draft.id))).state).toBe("published")

      // Tags, the cover's alt text and the schedule are outside the review: the approval stands.
      const tagged = await asOwner(() =>
        updateDocument("post", draft.id, postInput({ published: true, tags: ["Gums"], featured_image_alt: "A smile" }), live.version),
      )
      expect(tagged.published).toBe(true)
      expect((await asOwner(() => listApprovals("post", draft.id)))[0]!.withdrawn_at).toBeNull()

      // The body changes while live: refused (the approval covers the old text), and nothing changed.
      const refused = await rejection(asOwner(() => updateDocument("post", draft.id, postInput({ published: true, tags: ["Gums"], content: "Changed" }), tagged.version)))
      expect(refused.message).toContain("changed after Dr. Ana Ruiz approved it")
      expect((await asOwner(() => listApprovals("post", draft.id)))[0]!.withdrawn_at).toBeNull()

      // As a draft the edit is saved and withdraws the approval; publishing is refused until a new sign-off.
      const edited = await asOwner(() => updateDocument("post", draft.id, postInput({ tags: ["Gums"], content: "Changed" }), tagged.version))
      const [withdrawn] = await asOwner(() => listApprovals("post", draft.id))
      expect(withdrawn!.withdrawn_at).not.toBeNull()
      expect(await auditActions()).toEqual(["review_request", "review_view", "review_approve", "review_withdraw"])
      const again = await rejection(asOwner(() => setDocumentPublished("post", draft.id, true, edited.version)))
      expect(again.message).toContain("needs a current medical approval")

      const second = await request(draft.id, ana.id)
      const opened = await asVisitor(() => openReviewLink(tokenOf(second.link)))
      expect(opened.ok && opened.view.diff?.map((d) => d.key)).toEqual(["content"])
      expect((await approve(second.link)).ok).toBe(true)
      expect((await asOwner(() => setDocumentPublished("post", draft.id, true, edited.version))).published).toBe(true)
    })

    it("bad requests are field errors in words, storing nothing", async () => {
      const draft = await asOwner(() => createDocument("post", postInput()))
      const noCredentials = await person("Sam Lee", "sam-lee", "")
      const ana = await person("Dr. Ana Ruiz", "ana-ruiz")
      const cases: [Record<string, unknown>, string, string][] = [
        [{ reviewer_id: "00000000-0000-4000-8000-000000000000" }, "reviewer_id", "Choose a reviewer from People"],
        [{ reviewer_id: draft.id }, "reviewer_id", "Choose a reviewer from People"],
        [{ reviewer_id: noCredentials.id }, "reviewer_id", "This reviewer has no credentials in People: add them (for example MD or RDN) before asking for a review"],
        [{ reviewer_id: ana.id, due_date: "2020-01-01" }, "due_date", "The due date cannot be in the past"],
        [{ reviewer_id: ana.id, due_date: "2026-02-30" }, "due_date", "Enter the due date as a date, for example 2026-12-31"],
        [{ reviewer_id: ana.id, reviewer_email: "nope" }, "reviewer_email", "Enter the reviewer's e-mail address, for example name@clinic.com"],
      ]
      for (const [over, field, message] of cases) {
        const err = await rejection(request(draft.id, String(over.reviewer_id), over))
        expect(err.fieldErrors?.[field], JSON.stringify(over)).toEqual([message])
      }
      expect((await h.db.query("select count(*)::int as n from review_requests"))[0]!.n).toBe(0)
      expect((await h.db.query("select count(*)::int as n from outbox"))[0]!.n).toBe(0)
    })

    it("a link that is forged, expired, used or revoked says which (403/410) and changes nothing; a decision on changed content is refused with the new diff", async () => {
      const ana = await person("Dr. Ana Ruiz", "ana-ruiz")
      const draft = await asOwner(() => createDocument("post", postInput()))
      const forged = await asVisitor(() => openReviewLink("x".repeat(43)))
      expect(forged).toEqual({ ok: false, problem: "forged", status: 403 })
      expect(await asVisitor(() => openReviewLink("../../etc"))).toEqual({ ok: false, problem: "forged", status: 403 })

      // Expired: the link's own expiry moved into the past.
      const first = await request(draft.id, ana.id)
      await h.db.query("update review_requests set token_expires_at = now() - interval '1 second'")
      expect(await asVisitor(() => openReviewLink(tokenOf(first.link)))).toEqual({ ok: false, problem: "expired", status: 410 })
      expect(await asVisitor(() => decideReviewLink(tokenOf(first.link), { decision: "approve", name: "A", credentials: "B", content_hash: "0".repeat(64) }))).toMatchObject({ problem: "expired" })

      // Revoked: by the team, or replaced by a newer request.
      const second = await request(draft.id, ana.id)
      const third = await request(draft.id, ana.id)
      expect(await asVisitor(() => openReviewLink(tokenOf(second.link)))).toEqual({ ok: false, problem: "revoked", status: 410 })
      await asOwner(() => revokeReviewRequest("post", draft.id, third.request.id))
      expect(await asVisitor(() => openReviewLink(tokenOf(third.link)))).toEqual({ ok: false, problem: "revoked", status: 410 })

      // Changed since the link was sent: the decision is refused (409), nothing is recorded, the page says what changed.
      const fourth = await request(draft.id, ana.id)
      const opened = await asVisitor(() => openReviewLink(tokenOf(fourth.link)))
      if (!opened.ok) throw new Error("did not open")
      await asOwner(() => updateDocument("post", draft.id, postInput({ content: "A newer body" }), draft.version))
      const stale = await asVisitor(() =>
        decideReviewLink(tokenOf(fourth.link), { decision: "approve", name: "Dr. Ana Ruiz", credentials: "DDS", content_hash: opened.view.contentHash }),
      )
      expect(stale).toMatchObject({ ok: false, problem: "changed", status: 409, dead: { relinked: false, canRelink: true } })
      expect(!stale.ok && "dead" in stale && stale.dead?.diff?.map((d) => d.key)).toEqual(["content"])
      expect((await asOwner(() => listApprovals("post", draft.id)))).toHaveLength(0)
      expect(await asVisitor(() => openReviewLink(tokenOf(fourth.link)))).toMatchObject({ ok: false, problem: "changed", status: 410 })

      // Used: a decision uses the link up; a second one is refused.
      const used = await request(draft.id, ana.id)
      const fresh = await asVisitor(() => openReviewLink(tokenOf(used.link)))
      if (!fresh.ok) throw new Error("did not open")
      const changes = await asVisitor(() =>
        decideReviewLink(tokenOf(used.link), { decision: "changes", name: "Dr. Ana Ruiz", credentials: "DDS", comment: "Cite the 2024 guideline", content_hash: fresh.view.contentHash }),
      )
      expect(changes.ok).toBe(true)
      expect((await asOwner(() => getReviewStatus("post", draft.id))).state).toBe("changes_requested")
      expect(await asVisitor(() => openReviewLink(tokenOf(used.link)))).toEqual({ ok: false, problem: "used", status: 410 })
      expect(await approve(used.link).catch((e: Error) => e.message)).toBe("link did not open: used")
      expect(await asOwner(() => listApprovals("post", draft.id))).toHaveLength(0)

      // Asking for changes needs words.
      const fifth = await request(draft.id, ana.id)
      const noComment = await rejection(asVisitor(() => decideReviewLink(tokenOf(fifth.link), { decision: "changes", name: "A", credentials: "B", content_hash: "0".repeat(64) })))
      expect(noComment.fieldErrors?.comment).toEqual(["Say what should change"])
    })

    it("a link is bound to the version it was sent for: a change of the reviewed text kills it (what changed is shown); Send me a new link e-mails the same reviewer once", async () => {
      const ana = await person("Dr. Ana Ruiz", "ana-ruiz")
      const draft = await asOwner(() => createDocument("post", postInput()))
      const sent = await request(draft.id, ana.id)
      const token = tokenOf(sent.link)
      expect((await h.db.query("select version from review_requests"))[0]!.version).toBe(draft.version)
      // Fields outside the review leave the link working.
      const tagged = await asOwner(() => updateDocument("post", draft.id, postInput({ tags: ["Gums"] }), draft.version))
      expect((await asVisitor(() => openReviewLink(token))).ok).toBe(true)
      // The reviewed text changes: the link is dead, and says what changed since the version it was sent for.
      await asOwner(() => updateDocument("post", draft.id, postInput({ tags: ["Gums"], content: "A newer body" }), tagged.version))
      const dead = await asVisitor(() => openReviewLink(token))
      expect(dead).toMatchObject({ ok: false, problem: "changed", status: 410, dead: { relinked: false, canRelink: true, title: "Gum Health" } })
      const diff = !dead.ok ? dead.dead?.diff : null
      expect(diff?.map((d) => d.key)).toEqual(["content"])
      expect(JSON.stringify(diff)).toContain("A newer body")

      // Send me a new link: to the same reviewer and address, through the outbox; the dead link is revoked.
      const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`
      expect(await asVisitor(() => relinkReviewLink(token, ip))).toEqual({ ok: true, sent: "now" })
      const mails = await outboxRows(h.db, "select payload from outbox where topic = 'medical-review' order by created_at, id")
      expect(mails).toHaveLength(2)
      const payload = mails[1]!.payload as { to: string[]; text: string }
      expect(payload.to).toEqual(["ana@clinic.example"])
      const fresh = /\/review\/([A-Za-z0-9_-]{43})/.exec(payload.text)![1]!
      expect(fresh).not.toBe(token)
      // Once per dead link: a second press sends nothing more, and the dead link says a new one was sent.
      expect(await asVisitor(() => relinkReviewLink(token, ip))).toEqual({ ok: true, sent: "already" })
      expect(await h.db.query("select id from outbox where topic = 'medical-review'")).toHaveLength(2)
      expect(await asVisitor(() => openReviewLink(token))).toMatchObject({ ok: false, problem: "changed", status: 410, dead: { relinked: true, canRelink: false } })
      const rows = await h.db.query("select status, reviewer_email, reviewer_id, relinked_at is not null as relinked, version from review_requests order by seq")
      expect(rows).toEqual([
        { status: "revoked", reviewer_email: "ana@clinic.example", reviewer_id: ana.id, relinked: true, version: draft.version },
        { status: "pending", reviewer_email: "ana@clinic.example", reviewer_id: ana.id, relinked: false, version: draft.version + 2 },
      ])
      // The new link works, on the version as it is now; approving it records the approval.
      const opened = await asVisitor(() => openReviewLink(fresh))
      expect(opened.ok && opened.view.fields.find((f) => f.key === "content")?.value).toBe("A newer body")
      expect((await approve(`/review/${fresh}`)).ok).toBe(true)
      expect((await asOwner(() => getReviewStatus("post", draft.id))).state).toBe("approved")
      expect(await auditActions()).toEqual(["review_request", "review_view", "review_request", "review_view", "review_approve"])
      // A working link asks for nothing: it is opened again.
      const other = await asOwner(() => createDocument("post", postInput({ slug: "other" })))
      const works = await request(other.id, ana.id)
      expect(await asVisitor(() => relinkReviewLink(tokenOf(works.link), ip))).toEqual({ ok: true, sent: "unchanged" })

      // Rate limited per network: the sixth try within the hour is refused in words (any link, even a forged one).
      expect(await asVisitor(() => relinkReviewLink("x".repeat(43), ip))).toMatchObject({ ok: false, problem: "forged", status: 403 })
      expect(await asVisitor(() => relinkReviewLink("x".repeat(43), ip))).toMatchObject({ ok: false, problem: "forged" })
      const limited = await rejection(asVisitor(() => relinkReviewLink("x".repeat(43), ip)))
      expect(limited.code).toBe("rate_limited")
      expect(limited.message).toBe("Too many requests for new review links from your network. Try again in an hour.")
      expect(await asVisitor(() => relinkReviewLink("x".repeat(43), "203.0.113.9"))).toMatchObject({ ok: false, problem: "forged" })
    })

    it("the document's history lists every review step, newest first, with the reviewer's name and comment; read with the permission to read the document", async () => {
      const ana = await person("Dr. Ana Ruiz", "ana-ruiz")
      const draft = await asOwner(() => createDocument("post", postInput()))
      const first = await request(draft.id, ana.id)
      const opened = await asVisitor(() => openReviewLink(tokenOf(first.link)))
      if (!opened.ok) throw new Error("did not open")
      await asVisitor(() =>
        decideReviewLink(tokenOf(first.link), { decision: "changes", name: "Dr. Ana Ruiz", credentials: "DDS", comment: "Cite the 2024 guideline", content_hash: opened.view.contentHash }),
      )
      const edited = await asOwner(() => updateDocument("post", draft.id, postInput({ content: "With the 2024 guideline" }), draft.version))
      const second = await request(draft.id, ana.id)
      await asOwner(() => revokeReviewRequest("post", draft.id, second.request.id))
      const third = await request(draft.id, ana.id)
      expect((await approve(third.link, { comment: "Accurate now." })).ok).toBe(true)
      await asOwner(() => updateDocument("post", draft.id, postInput({ content: "Edited after approval" }), edited.version))
      await h.db.query("update medical_approvals set reminder_sent_at = now() + interval '1 minute'")

      const steps = await asOwner(() => listReviewSteps("post", draft.id))
      expect(steps.map((s) => [s.kind, s.who, s.comment])).toEqual([
        ["reminder", "Dr. Ana Ruiz", ""],
        ["withdrawn", "", ""],
        ["approved", "Dr. Ana Ruiz, DDS, MPH", "Accurate now."],
        ["viewed", "Dr. Ana Ruiz", ""],
        ["requested", OWNER.email, ""],
        ["revoked", "", ""],
        ["requested", OWNER.email, ""],
        ["changes", "Dr. Ana Ruiz", "Cite the 2024 guideline"],
        ["viewed", "Dr. Ana Ruiz", ""],
        ["requested", OWNER.email, ""],
      ])
      // A type without review has none; a visitor reads none.
      const page = await asOwner(() => createDocument("person", { name: "Bo Park", slug: "bo-park", credentials: "RDN", job_title: "", bio: "", photo: null, photo_alt: "", links: [] }))
      expect(await asOwner(() => listReviewSteps("person", page.id))).toEqual([])
      expect((await rejection(asVisitor(() => listReviewSteps("post", draft.id)))).code).toBe("unauthorized")
      expect((await rejection(asOwner(() => listReviewSteps("nope", draft.id)))).code).toBe("validation")
    })

    it("the public line and JSON-LD come from the approval record: the name and credentials as signed, its date; none for a withdrawn one; a lapsed one keeps its true date", async () => {
      const ana = await person("Dr. Ana Ruiz", "ana-ruiz")
      const draft = await asOwner(() => createDocument("post", postInput({ reviewer_id: ana.id })))
      expect((await approve((await request(draft.id, ana.id)).link, { name: "Ana Ruiz", credentials: "DDS, PhD" })).ok).toBe(true)
      const live = await asOwner(() => setDocumentPublished("post", draft.id, true, draft.version))
      const signedOn = (await asOwner(() => listApprovals("post", draft.id)))[0]!.approved_at.slice(0, 10)

      const shown = async () => {
        const post = await asVisitor(() => findPost("gum-health"))
        return post ? asVisitor(() => getPostPeople(post)) : null
      }
      const people = await shown()
      expect(people?.reviewer).toMatchObject({ name: "Ana Ruiz", credentials: "DDS, PhD", slug: "ana-ruiz" })
      expect(people?.lastReviewed).toBe(signedOn)
      const post = (await asVisitor(() => findPost("gum-health")))!
      expect(medicalWebPageJsonLd(postReviewedPage(post, "d"), people!.reviewer!, people!.lastReviewed)).toMatchObject({
        lastReviewed: signedOn,
        reviewedBy: { "@type": "Person", name: "Ana Ruiz", honorificSuffix: "DDS, PhD" },
      })

      // Past its re-review date, the page still says when it was truly reviewed.
      await h.db.query("update medical_approvals set next_review_at = now() - interval '1 day'")
      expect((await shown())?.lastReviewed).toBe(signedOn)

      // Review optional (not clinical): an edit withdraws the approval and the page states no review.
      await asOwner(() => updateDocument("post", draft.id, postInput({ reviewer_id: ana.id, category: "News", published: true, content: "New words" }), live.version))
      const after = await shown()
      expect(after?.reviewer).toBeNull()
      expect(after?.lastReviewed).toBe("")
    })

    it("re-review: past its date an approval gets exactly one reminder (sweeps racing on one database), to the reviewer or the owner when the reviewer is gone; the page stays published", async () => {
      const months = (n: number) => new Date(Date.now() + n * 30.5 * 86_400_000)
      const sweep = (at: Date) => sendDueReminders(createSqlBackend({ db: h.db, uploadsDir: h.uploadsDir, jar: new MemoryJar(), adminEmails: [] }), at)
      const ana = await person("Dr. Ana Ruiz", "ana-ruiz")
      const bo = await person("Bo Park", "bo-park", "RDN")
      // Dental pages are re-reviewed every 6 months; others after the default 12.
      await asOwner(() => updateSiteSettings({ reReviewMonths: { dental: 6 } }))
      const bad = await rejection(asOwner(() => updateSiteSettings({ reReviewMonths: { dental: 37 } })))
      expect(bad.message).toBe("Re-review after 1 to 36 months")

      const dental = await asOwner(() => createDocument("post", postInput()))
      expect((await approve((await request(dental.id, ana.id)).link)).ok).toBe(true)
      await asOwner(() => setDocumentPublished("post", dental.id, true, dental.version))
      const news = await asOwner(() => createDocument("post", postInput({ slug: "news", category: "News" })))
      expect((await approve((await request(news.id, bo.id, { reviewer_email: "bo@clinic.example" })).link)).ok).toBe(true)
      await asOwner(() => setDocumentPublished("post", news.id, true, news.version))
      const due = async (id: string) => (await asOwner(() => listApprovals("post", id)))[0]!.next_review_at
      expect(Math.round((Date.parse(await due(dental.id)) - Date.now()) / (30.4 * 86_400_000))).toBe(6)
      expect(Math.round((Date.parse(await due(news.id)) - Date.now()) / (30.4 * 86_400_000))).toBe(12)

      expect(await sweep(months(5))).toBe(0)
      // Past the dental page's date: several sweeps at once (as several servers would) send one reminder.
      const counts = await Promise.all([sweep(months(7)), sweep(months(7)), sweep(months(7)), sweep(months(7))])
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1)
      expect(await sweep(months(8))).toBe(0)
      const reminders = await outboxRows(h.db, "select payload from outbox where ref like 'review-reminder:%'")
      expect(reminders).toHaveLength(1)
      expect(reminders[0]!.payload).toMatchObject({ to: ["ana@clinic.example"], subject: "Due for medical re-review: Gum Health" })
      expect((await asOwner(() => getDocument("post", dental.id))).published).toBe(true)

      // Bo is removed from People: the news page's reminder goes to the owner.
      await asOwner(() => deleteDocument("person", bo.id))
      expect(await sweep(months(13))).toBe(1)
      const toOwner = await outboxRows(h.db, "select payload from outbox where ref like 'review-reminder:%' order by created_at desc limit 1")
      expect(toOwner[0]!.payload).toMatchObject({ to: [OWNER.email] })
      expect((await h.db.query("select count(*)::int as n from audit_log where action = 'review_reminder'"))[0]!.n).toBe(2)
    })

    it("a member with the Reviewer role reads the version and approves it, but cannot edit or publish; an editor cannot approve", async () => {
      const ana = await person("Dr. Ana Ruiz", "ana-ruiz")
      const invited = async (email: string, role: "editor" | "reviewer") => {
        const created = await asOwner(() => team.inviteMember({ email, role }))
        const jar = new MemoryJar()
        await h.as(jar, () => links.acceptInvitation(created.link.slice(created.link.lastIndexOf("/") + 1), `${role} passphrase for tests`))
        return jar
      }
      const reviewer = await invited("ana@clinic.example", "reviewer")
      const editor = await invited("ed@agency.example", "editor")
      const draft = await asOwner(() => createDocument("post", postInput()))
      await request(draft.id, ana.id)

      // Their list: the open requests addressed to their account's e-mail, no one else's; overdue ones flagged.
      const other = await asOwner(() => createDocument("post", postInput({ title: "Someone else's", slug: "someone-elses" })))
      await request(other.id, ana.id, { reviewer_email: "bob@clinic.example" })
      const mine = await h.as(reviewer, () => listMyReviewRequests())
      expect(mine).toEqual([
        expect.objectContaining({ documentId: draft.id, kind: "post", typeLabel: "post", locale: "en", requestedBy: OWNER.email, dueDate: future(3), late: false, href: `/admin/reviews/post/${draft.id}` }),
      ])
      await h.db.query("update review_requests set due_date = current_date - 1 where document_id = $1", [draft.id])
      expect(await h.as(reviewer, () => listMyReviewRequests())).toEqual([expect.objectContaining({ documentId: draft.id, late: true })])
      expect((await rejection(h.as(editor, () => listMyReviewRequests()))).code).toBe("forbidden")
      expect((await rejection(asOwner(() => listMyReviewRequests()))).code).toBe("forbidden")

      // No content access: no create, no edit, no publish, not even the admin read of a document.
      expect((await rejection(h.as(reviewer, () => createDocument("post", postInput({ title: "Mine", slug: "mine" }))))).code).toBe("forbidden")
      const edit = await rejection(h.as(reviewer, () => updateDocument("post", draft.id, postInput({ content: "Mine" }), draft.version)))
      expect(edit.code).toBe("forbidden")
      expect((await rejection(h.as(reviewer, () => setDocumentPublished("post", draft.id, true, draft.version)))).code).toBe("forbidden")
      expect((await rejection(h.as(reviewer, () => getDocument("post", draft.id)))).code).toBe("forbidden")
      // An editor cannot sign off.
      const notReviewer = await rejection(h.as(editor, () => decideAsMember("post", draft.id, { decision: "approve", content_hash: "0".repeat(64) })))
      expect(notReviewer.message).toBe("Only a member with the Reviewer role can sign off a medical review")

      const view = await h.as(reviewer, () => getReviewForMember("post", draft.id))
      expect(view.fields.find((f) => f.key === "content")?.value).toBe("Body")
      const done = await h.as(reviewer, () => decideAsMember("post", draft.id, { decision: "approve", content_hash: view.contentHash }))
      expect(done.ok).toBe(true)
      const [approval] = await asOwner(() => listApprovals("post", draft.id))
      expect(approval).toMatchObject({ source: "member", reviewer_name: "Dr. Ana Ruiz", reviewer_credentials: "DDS", recorded_by_email: "ana@clinic.example" })
      expect((await asOwner(() => setDocumentPublished("post", draft.id, true, draft.version))).published).toBe(true)
      // Nothing left addressed to them.
      expect((await rejection(h.as(reviewer, () => getReviewForMember("post", draft.id)))).code).toBe("not_found")
      expect(await h.as(reviewer, () => listMyReviewRequests())).toEqual([])
    })

    it("the review queue lists open requests (overdue flagged) and published content due for re-review within 30 days or past due, with the dashboard's counts", async () => {
      const ana = await person("Dr. Ana Ruiz", "ana-ruiz")
      const waiting = await asOwner(() => createDocument("post", postInput({ title: "Waiting", slug: "waiting" })))
      const late = await asOwner(() => createDocument("post", postInput({ title: "Late", slug: "late" })))
      await request(waiting.id, ana.id)
      await request(late.id, ana.id)
      await h.db.query("update review_requests set due_date = current_date - 2 where document_id = $1", [late.id])
      const live = await asOwner(() => createDocument("post", postInput({ title: "Live", slug: "live" })))
      expect((await approve((await request(live.id, ana.id)).link)).ok).toBe(true)
      await asOwner(() => setDocumentPublished("post", live.id, true, live.version))

      let queue = await asOwner(() => getReviewQueue())
      expect(queue.inReview.map((i) => [i.title, i.late])).toEqual([["Late", true], ["Waiting", false]])
      expect(queue.reReview).toEqual([])
      expect(queue.counts).toEqual({ inReview: 2, overdue: 1, dueSoon: 0, pastDue: 0 })

      await h.db.query("update medical_approvals set next_review_at = now() + interval '20 days'")
      queue = await asOwner(() => getReviewQueue())
      expect(queue.reReview.map((i) => [i.title, i.late, i.editHref])).toEqual([["Live", false, `/admin/posts/${live.id}`]])
      expect(queue.counts).toMatchObject({ dueSoon: 1, pastDue: 0 })
      await h.db.query("update medical_approvals set next_review_at = now() - interval '1 day'")
      expect((await asOwner(() => getReviewQueue())).counts).toMatchObject({ dueSoon: 0, pastDue: 1 })
    })

    it("a case study's page states its own approval, in its language; its cover's alt text leaves it, its summary withdraws it", async () => {
      const ana = await person("Dr. Ana Ruiz", "ana-ruiz")
      const cover = (alt: string) => ({ src: "/media/smile.webp", alt, width: 1200, height: 630 })
      const study = (details: Record<string, unknown>) => ({
        title: "Smile clinic",
        slug: "smile-clinic",
        details: { client_industry: "Dental", summary: "Bookings doubled.", cover: cover("A dentist at work"), results: [{ value: "2x", label: "Bookings" }], ...details },
        published: true,
        schedule: "",
      })
      const at = { url: "https://example.test/work/smile-clinic", name: "Smile clinic", description: "", locale: "en" as const }
      const shown = (id: string) => asVisitor(() => getDocumentReview(id, at))
      let doc = await asOwner(() => createDocument("case_study", study({})))
      expect(await shown(doc.id)).toBeNull()
      const opened = async (link: string) => {
        const o = await asVisitor(() => openReviewLink(tokenOf(link)))
        if (!o.ok) throw new Error(o.problem)
        return o.view
      }
      const { link } = await asOwner(() => requestMedicalReview("case_study", doc.id, { reviewer_id: ana.id, reviewer_email: "ana@clinic.example", due_date: "" }))
      const view = await opened(link)
      // The reviewer reads the text, sub-field by sub-field, under its own label; not the cover or the industry.
      expect(view.fields.map((f) => f.key)).toEqual(["title", "details.summary", "details.challenge", "details.approach", "details.results", "details.testimonial", "meta_description"])
      expect(view.fields.find((f) => f.key === "details.summary")).toMatchObject({ label: "Summary", value: "Bookings doubled." })
      expect(JSON.stringify(view.fields)).not.toContain("A dentist at work")
      expect((await approve(link)).ok).toBe(true)
      const signedOn = new Date().toISOString().slice(0, 10)
      const review = await shown(doc.id)
      expect(review).toMatchObject({ reviewer: { name: "Dr. Ana Ruiz", credentials: "DDS, MPH" }, date: signedOn })
      expect(review?.jsonLd).toMatchObject({ "@type": "MedicalWebPage", url: at.url, lastReviewed: signedOn, reviewedBy: { name: "Dr. Ana Ruiz", honorificSuffix: "DDS, MPH" } })

      // Its Spanish translation is its own document: no line until its own sign-off.
      const es = await asOwner(() => createTranslation("case_study", doc.id, "es"))
      await asOwner(() => setDocumentPublished("case_study", es.id, true, es.version))
      expect(await asVisitor(() => getDocumentReview(es.id, { ...at, locale: "es" }))).toBeNull()

      doc = (await asOwner(() => getDocument("case_study", doc.id)))!
      doc = await asOwner(() => updateDocument("case_study", doc.id, study({ cover: cover("A smiling dentist") }), doc.version))
      expect((await shown(doc.id))?.date).toBe(signedOn)
      expect((await asOwner(() => getReviewStatus("case_study", doc.id))).state).toBe("published")
      await asOwner(() => updateDocument("case_study", doc.id, study({ cover: cover("A smiling dentist"), summary: "Bookings tripled." }), doc.version))
      expect(await shown(doc.id)).toBeNull()
      expect(await auditActions()).toEqual(["review_request", "review_view", "review_approve", "review_withdraw"])
    })

    it("a translation needs its own review: the original's approval does not cover it", async () => {
      const ana = await person("Dr. Ana Ruiz", "ana-ruiz")
      const draft = await asOwner(() => createDocument("post", postInput()))
      expect((await approve((await request(draft.id, ana.id)).link)).ok).toBe(true)
      await asOwner(() => setDocumentPublished("post", draft.id, true, draft.version))
      const es = await asOwner(() => createTranslation("post", draft.id, "es"))
      const refused = await rejection(asOwner(() => setDocumentPublished("post", es.id, true, es.version)))
      expect(refused.message).toContain("needs a current medical approval")
      const esLink = (await request(es.id, ana.id)).link
      expect((await approve(esLink)).ok).toBe(true)
      expect((await asOwner(() => setDocumentPublished("post", es.id, true, es.version))).published).toBe(true)
      const rows = await h.db.query("select locale from medical_approvals order by seq")
      expect(rows.map((r) => r.locale)).toEqual(["en", "es"])
    })
  })
}

/** Migration 0017 on a database with posts whose reviewer and date were typed: they become approval records. */
export function describeMedicalReviewMigration(fresh: Fresh) {
  describe(`migration 0017_medical_review on an existing database: ${fresh.label}`, () => {
    it("turns a typed reviewer and date into an approval recorded by the member who saved them, bound to the post as it is", async () => {
      const { db, close } = await fresh.open()
      try {
        const all = loadMigrations()
        const upTo = all.findIndex((m) => m.version === "0017_medical_review")
        expect(upTo).toBeGreaterThan(0)
        await migrate(db, all.slice(0, upTo))
        await db.exec(`
          insert into users (id, email, password_hash) values ('00000000-0000-4000-8000-000000000001', 'editor@example.com', 'x');
          insert into documents (id, type, slug, title, data, published, path, redirect_on_move) values
            ('10000000-0000-4000-8000-000000000001', 'person', 'ana-ruiz', 'Dr. Ana Ruiz', '{"name": "Dr. Ana Ruiz", "credentials": "DDS"}', true, '/blog/author/ana-ruiz', false);
          insert into documents (id, type, slug, title, data, published, version, updated_by, updated_by_email, path, redirect_on_move, refs) values
            ('30000000-0000-4000-8000-000000000001', 'post', 'implant-care', 'Implant care — ñandú 🦷',
             '{"excerpt": "How to", "content": "Brush **twice**.\\nFloss.", "meta_description": "All about implants", "category": "Dental",
               "reviewer_id": "10000000-0000-4000-8000-000000000001", "last_reviewed": "2026-02-01"}',
             true, 4, '00000000-0000-4000-8000-000000000001', 'editor@example.com', '/blog/implant-care', true,
             '{"reviewer_id": "10000000-0000-4000-8000-000000000001"}'),
            ('30000000-0000-4000-8000-000000000002', 'post', 'no-date', 'No date', '{"reviewer_id": "10000000-0000-4000-8000-000000000001", "last_reviewed": ""}',
             true, 1, null, '', '/blog/no-date', true, '{}');
        `)
        expect(await migrate(db, all.slice(0, upTo + 1))).toEqual(["0017_medical_review"])
        const approvals = await sqlMedicalReview(db).approvalsFor("30000000-0000-4000-8000-000000000001")
        expect(approvals).toHaveLength(1)
        const [a] = approvals
        expect(a).toMatchObject({
          source: "recorded",
          reviewer_id: "10000000-0000-4000-8000-000000000001",
          reviewer_name: "Dr. Ana Ruiz",
          reviewer_credentials: "DDS",
          recorded_by_email: "editor@example.com",
          approved_at: "2026-02-01T00:00:00.000Z",
          next_review_at: "2027-02-01T00:00:00.000Z",
          version: 4,
          withdrawn_at: null,
        })
        // The hash SQL computed is the application's: the post counts as approved as it stands.
        const post = await sqlPosts(db).get("30000000-0000-4000-8000-000000000001")
        expect(a!.content_hash).toBe(reviewedHash(REVIEW, post as never))
        expect(await sqlMedicalReview(db).approvalsFor("30000000-0000-4000-8000-000000000002")).toHaveLength(0)
        // The typed date is gone from every post: the approval is the only record of the review.
        expect((await db.query("select count(*)::int as n from documents where data ? 'last_reviewed'"))[0]!.n).toBe(0)
      } finally {
        await close()
      }
    }, 60_000)
  })
}
