import { createHash } from "node:crypto"

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { createSupabaseBackend } from "@/lib/backend/supabase"
import { REVIEW_MESSAGES } from "@/lib/copy/medical-review"
import * as auth from "@/lib/data/auth"
import { decideAsMember, decideReviewLink, getReviewForMember, listMyReviewRequests, openReviewLink } from "@/lib/data/medical-review"
import { DataError } from "@/lib/domain/errors"
import { runWithDataContext } from "@/lib/server/request/context"

import { MemoryJar, resetThrottle } from "../../helpers/data-harness"
import { startSupabaseStub, type RecordedRequest, type StubResponse } from "../../helpers/supabase-stub"
import * as rec from "./recorded"

const ANON_KEY = "anon-key-for-tests"
const TOKEN = "q".repeat(43)
const TOKEN_HASH = createHash("sha256").update(TOKEN).digest("hex")
const DOC_ID = "3c2b1a09-8f7e-4d6c-9b5a-493827161504"
const PERSON_ID = "4d3c2b1a-0f9e-4d8c-8b7a-695847362514"
const REQUEST_ID = "5e4d3c2b-1a0f-4e9d-8c7b-a69584736251"

const time = "2026-12-01T09:00:00.123456+00:00"
// As the functions answer (supabase/migrations/20261202000400_medical_review_functions.sql).
const requestRow = (over: Record<string, unknown> = {}) => ({
  id: REQUEST_ID,
  document_id: DOC_ID,
  locale: "en",
  reviewer_id: PERSON_ID,
  reviewer_email: "ana@clinic.example",
  status: "pending",
  content_hash: "b".repeat(64),
  due_date: "2026-12-31",
  requested_by_email: "editor@example.com",
  token_expires_at: "2026-12-08T09:00:00+00:00",
  token_used_at: null,
  revoked_at: null,
  viewed_at: time,
  comment: "",
  decided_at: null,
  created_at: time,
  seq: 1,
  ...over,
})
const document = {
  id: DOC_ID,
  type: "post",
  locale: "en",
  slug: "heart-health",
  title: "Heart health",
  data: { excerpt: "Short.", content: "The body, revised.", meta_description: "About the heart.", category: "Cardiology" },
  published: false,
  publish_at: null,
  published_at: null,
  version: 4,
  created_at: time,
  updated_at: time,
}
const approval = {
  id: "6f5e4d3c-2b1a-4f0e-9d8c-7b6a59483726",
  document_id: DOC_ID,
  locale: "en",
  content_hash: "a".repeat(64),
  version: 2,
  reviewer_id: PERSON_ID,
  reviewer_name: "Dr. Ana Ruiz",
  reviewer_credentials: "MD",
  reviewer_email: "ana@clinic.example",
  approved_at: time,
  next_review_at: "2027-12-01T09:00:00+00:00",
  source: "link",
  request_id: null,
  recorded_by_email: "",
  comment: "",
  withdrawn_at: time,
  reminder_sent_at: null,
}

/** What the stub's database holds for the link: a working link, a dead one, or none; and what deciding answers. */
let link: "working" | "revoked" | "none" = "working"
let decided: Record<string, unknown> = {}
/** The signed-in member's role, and whether a request of DOC_ID is addressed to them (the member functions). */
let role = "reviewer"
let addressed = true

function route(req: RecordedRequest): StubResponse | undefined {
  const body = req.body as Record<string, unknown> | undefined
  const bearer = req.headers.authorization === `Bearer ${rec.ACCESS_TOKEN}`
  const subject = {
    document,
    approved: approval,
    approved_data: { title: "Heart health", excerpt: "Short.", content: "The body.", meta_description: "About the heart." },
    reviewer: { name: "Dr. Ana Ruiz", credentials: "MD" },
  }
  switch (`${req.method} ${req.path}`) {
    case "POST /auth/v1/token":
      return { status: 200, body: rec.passwordGrant }
    case "GET /auth/v1/user":
      return bearer ? { status: 200, body: rec.authUser } : { status: 401, body: { code: 401, error_code: "bad_jwt", msg: "invalid JWT" } }
    case "GET /rest/v1/memberships":
      return { status: 200, body: bearer ? [{ role }] : [] }
    // The owner's two-factor requirement (off), read for every member of a role that reads leads.
    case "GET /rest/v1/site_settings":
      return { status: 200, body: [] }
    case "POST /rest/v1/audit_log":
      return { status: 201, body: null }
    // As 20261202000700 answers: the caller's session decides (a non-Reviewer is refused with 42501, as PostgREST sends it).
    case "POST /rest/v1/rpc/review_member_open":
      if (!bearer || role !== "reviewer") return { status: 403, body: { code: "42501", details: null, hint: null, message: "Only a Reviewer signs off as a member" } }
      return { status: 200, body: addressed && body?.p_document === DOC_ID ? { request: requestRow(), subject } : null }
    case "POST /rest/v1/rpc/review_member_decide":
      if (!bearer || role !== "reviewer") return { status: 403, body: { code: "42501", details: null, hint: null, message: "Only a Reviewer signs off as a member" } }
      return { status: 200, body: decided }
    // As 20261202001100 answers: the open requests addressed to the session's e-mail, with their document's type and title.
    case "POST /rest/v1/rpc/review_member_requests":
      if (!bearer || role !== "reviewer") return { status: 403, body: { code: "42501", details: null, hint: null, message: "Only a Reviewer signs off as a member" } }
      return { status: 200, body: addressed ? [{ ...requestRow({ reviewer_email: rec.authUser.email, viewed_at: null }), document_type: "post", document_title: "Heart health" }] : [] }
    case "POST /rest/v1/rpc/review_link_open":
      if (body?.p_token_hash !== TOKEN_HASH || link === "none") return { status: 200, body: null }
      if (link === "revoked") return { status: 200, body: { request: requestRow({ status: "revoked", revoked_at: time }), subject: null } }
      return {
        status: 200,
        body: {
          request: requestRow(),
          subject: {
            document,
            approved: approval,
            approved_data: { title: "Heart health", excerpt: "Short.", content: "The body.", meta_description: "About the heart." },
            reviewer: { name: "Dr. Ana Ruiz", credentials: "MD" },
          },
        },
      }
    case "POST /rest/v1/rpc/review_link_decide":
      return { status: 200, body: decided }
    case "POST /rest/v1/rpc/review_create_request":
      return { status: 200, body: requestRow({ viewed_at: null }) }
    case "GET /rest/v1/review_requests":
      return { status: 200, body: [requestRow({ due_date: null })] }
    case "PATCH /rest/v1/documents":
      // The publish gate's refusal (20261202000300), as PostgREST answers an error raised with SQLSTATE PT422.
      return { status: 422, body: { code: "PT422", details: "medical_approval_required", hint: null, message: REVIEW_MESSAGES.publishNeedsApproval("post") } }
  }
  return undefined
}

describe("Supabase adapter: medical review (recorded API shapes)", () => {
  let stub: Awaited<ReturnType<typeof startSupabaseStub>>
  const backend = () => createSupabaseBackend(new MemoryJar(), { url: stub.url, anonKey: ANON_KEY }, "")
  const asVisitor = <T>(fn: () => Promise<T>) => runWithDataContext({ jar: new MemoryJar(), headers: new Headers(), backend: async () => backend() }, fn)
  const calls = (path: string) => stub.requests.filter((r) => r.path === path)

  beforeAll(async () => {
    stub = await startSupabaseStub(route)
  })
  afterAll(() => stub.close())
  beforeEach(() => {
    link = "working"
    decided = {}
    stub.requests.length = 0
  })

  it("a link opens through the function with the token's hash only, and shows its document with the diff since the last approval", async () => {
    const opened = await asVisitor(() => openReviewLink(TOKEN))
    expect(opened.ok).toBe(true)
    if (!opened.ok) return
    expect(opened.view.title).toBe("Heart health")
    expect(opened.view.fields.map((f) => [f.key, f.value])).toEqual([
      ["title", "Heart health"],
      ["excerpt", "Short."],
      ["content", "The body, revised."],
      ["meta_description", "About the heart."],
    ])
    expect(opened.view.diff?.map((d) => [d.key, d.before, d.after])).toEqual([["content", "The body.", "The body, revised."]])
    expect(opened.view.reviewer).toEqual({ name: "Dr. Ana Ruiz", credentials: "MD" })
    expect(calls("/rest/v1/rpc/review_link_open").map((r) => r.body)).toEqual([{ p_token_hash: TOKEN_HASH }])
    // Nothing else is read: not the document, its requests, its revisions, the reviewer's record, nor the token itself sent.
    expect(stub.requests.map((r) => r.path)).toEqual(["/rest/v1/rpc/review_link_open"])
    expect(JSON.stringify(stub.requests.map((r) => r.body))).not.toContain(TOKEN)
  })

  it("a link never issued is forged (403), a revoked one says so (410)", async () => {
    link = "none"
    expect(await asVisitor(() => openReviewLink(TOKEN))).toEqual({ ok: false, problem: "forged", status: 403 })
    link = "revoked"
    expect(await asVisitor(() => openReviewLink(TOKEN))).toEqual({ ok: false, problem: "revoked", status: 410 })
  })

  it("the decision goes to the function with the version whose content the page showed; a stale page decides nothing", async () => {
    const opened = await asVisitor(() => openReviewLink(TOKEN))
    if (!opened.ok) throw new Error("link should open")
    decided = { request: requestRow({ status: "approved", token_used_at: time }), approval: { ...approval, withdrawn_at: null, version: 4 } }
    const form = { decision: "approve", name: "Dr. Ana Ruiz", credentials: "MD", comment: "", content_hash: opened.view.contentHash }
    const result = await asVisitor(() => decideReviewLink(TOKEN, form))
    expect(result).toMatchObject({ ok: true, decision: "approve", approval: { version: 4, reviewer_name: "Dr. Ana Ruiz" } })
    expect(calls("/rest/v1/rpc/review_link_decide").map((r) => r.body)).toEqual([
      {
        p_token_hash: TOKEN_HASH,
        p_decision: "approved",
        p_comment: "",
        p_name: "Dr. Ana Ruiz",
        p_credentials: "MD",
        p_content_hash: opened.view.contentHash,
        p_version: 4,
      },
    ])

    // The page showed other content: the new view comes back and the function is not called.
    stub.requests.length = 0
    const stale = await asVisitor(() => decideReviewLink(TOKEN, { ...form, content_hash: "0".repeat(64) }))
    expect(stale).toMatchObject({ ok: false, changed: true, view: { contentHash: opened.view.contentHash } })
    expect(calls("/rest/v1/rpc/review_link_decide")).toEqual([])

    // The document moved on between the read and the decision: the function refuses, the new view comes back.
    decided = { changed: true }
    expect(await asVisitor(() => decideReviewLink(TOKEN, form))).toMatchObject({ ok: false, changed: true })
    // A second submit after the link was used.
    decided = { problem: "used" }
    expect(await asVisitor(() => decideReviewLink(TOKEN, form))).toEqual({ ok: false, problem: "used", status: 410 })
  })

  it("a request goes through the member-only function (who asked is the database's); requests read with their due date", async () => {
    const store = backend().medicalReview!
    const made = await store.createRequest({
      documentId: DOC_ID,
      locale: "en",
      reviewerId: PERSON_ID,
      reviewerEmail: "ana@clinic.example",
      contentHash: "b".repeat(64),
      version: 1,
      dueDate: "2026-12-31",
      requestedBy: "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d",
      requestedByEmail: "forged@example.com",
      tokenHash: TOKEN_HASH,
      tokenExpiresAt: "2026-12-08T09:00:00.000Z",
    })
    expect(made).toMatchObject({ id: REQUEST_ID, due_date: "2026-12-31", requested_by_email: "editor@example.com", status: "pending" })
    expect(calls("/rest/v1/rpc/review_create_request").map((r) => r.body)).toEqual([
      {
        p_document: DOC_ID,
        p_reviewer: PERSON_ID,
        p_reviewer_email: "ana@clinic.example",
        p_content_hash: "b".repeat(64),
        p_due_date: "2026-12-31",
        p_token_hash: TOKEN_HASH,
        p_token_expires_at: "2026-12-08T09:00:00.000Z",
      },
    ])
    expect((await store.requestsFor(DOC_ID)).map((r) => [r.id, r.due_date])).toEqual([[REQUEST_ID, null]])
    expect(calls("/rest/v1/review_requests")[0]!.query.get("document_id")).toBe(`eq.${DOC_ID}`)
    // No reminder is claimed where no server sends mail.
    expect(await store.claimDueReminders(new Date().toISOString())).toEqual([])
  })

  describe("a Reviewer member signs off through the functions keyed on their session", () => {
    let jar: MemoryJar
    const asMember = <T>(fn: () => Promise<T>) =>
      runWithDataContext({ jar, headers: new Headers({ "x-forwarded-for": "203.0.113.9" }), backend: async (cj) => createSupabaseBackend(cj, { url: stub.url, anonKey: ANON_KEY }, "") }, fn)
    beforeEach(async () => {
      role = "reviewer"
      addressed = true
      jar = new MemoryJar()
      resetThrottle()
      await asMember(() => auth.signIn("owner@example.com", "right passphrase"))
      stub.requests.length = 0
    })
    const fnCalls = () => stub.requests.filter((r) => r.path.startsWith("/rest/v1/") && r.path !== "/rest/v1/memberships" && r.path !== "/rest/v1/site_settings")

    it("lists their open requests through review_member_requests only (the database finds them by the session); an editor is refused", async () => {
      expect(await asMember(() => listMyReviewRequests())).toEqual([
        expect.objectContaining({ documentId: DOC_ID, kind: "post", typeLabel: "post", title: "Heart health", requestedBy: "editor@example.com", dueDate: "2026-12-31", href: `/admin/reviews/post/${DOC_ID}` }),
      ])
      expect(fnCalls().map((r) => [r.path, r.body])).toEqual([["/rest/v1/rpc/review_member_requests", {}]])
      role = "editor"
      stub.requests.length = 0
      await expect(asMember(() => listMyReviewRequests())).rejects.toMatchObject({ code: "forbidden" })
      expect(fnCalls()).toEqual([])
    })

    it("reads the document of the request addressed to them through review_member_open only; none addressed is a refusal in words", async () => {
      const view = await asMember(() => getReviewForMember("post", DOC_ID))
      expect(view.title).toBe("Heart health")
      expect(view.diff?.map((d) => [d.key, d.before, d.after])).toEqual([["content", "The body.", "The body, revised."]])
      expect(fnCalls().map((r) => [r.path, r.body])).toEqual([["/rest/v1/rpc/review_member_open", { p_document: DOC_ID }]])
      addressed = false
      await expect(asMember(() => getReviewForMember("post", DOC_ID))).rejects.toMatchObject({ code: "not_found", message: REVIEW_MESSAGES.requestNotPending })
    })

    it("decides on the version whose content the page showed; a stale page, a moved document and a decided request record nothing", async () => {
      const view = await asMember(() => getReviewForMember("post", DOC_ID))
      stub.requests.length = 0
      decided = { request: requestRow({ status: "approved" }), approval: { ...approval, withdrawn_at: null, version: 4, source: "member" } }
      const form = { decision: "approve", comment: "", content_hash: view.contentHash }
      expect(await asMember(() => decideAsMember("post", DOC_ID, form))).toMatchObject({ ok: true, decision: "approve", approval: { version: 4, source: "member" } })
      expect(fnCalls().filter((r) => r.path === "/rest/v1/rpc/review_member_decide").map((r) => r.body)).toEqual([
        { p_document: DOC_ID, p_decision: "approved", p_comment: "", p_content_hash: view.contentHash, p_version: 4 },
      ])
      // No store write but the function's: no request decided, no approval inserted through the data API.
      expect(fnCalls().filter((r) => r.method !== "POST" || !r.path.startsWith("/rest/v1/rpc/"))).toEqual([])

      stub.requests.length = 0
      expect(await asMember(() => decideAsMember("post", DOC_ID, { ...form, content_hash: "0".repeat(64) }))).toMatchObject({ ok: false, changed: true, view: { contentHash: view.contentHash } })
      expect(fnCalls().filter((r) => r.path === "/rest/v1/rpc/review_member_decide")).toEqual([])

      decided = { changed: true }
      expect(await asMember(() => decideAsMember("post", DOC_ID, form))).toMatchObject({ ok: false, changed: true })
      decided = { problem: "not_pending" }
      await expect(asMember(() => decideAsMember("post", DOC_ID, form))).rejects.toMatchObject({ code: "conflict", message: REVIEW_MESSAGES.requestNotPending })
      decided = { problem: "reviewer_unknown" }
      await expect(asMember(() => decideAsMember("post", DOC_ID, form))).rejects.toMatchObject({ code: "not_found", message: REVIEW_MESSAGES.reviewerUnknown })
    })

    it("an editor is refused before any function is called; requests for changes need a comment", async () => {
      role = "editor"
      await expect(asMember(() => getReviewForMember("post", DOC_ID))).rejects.toBeInstanceOf(DataError)
      await expect(asMember(() => decideAsMember("post", DOC_ID, { decision: "approve", content_hash: "a".repeat(64) }))).rejects.toBeInstanceOf(DataError)
      expect(fnCalls().filter((r) => r.path.startsWith("/rest/v1/rpc/review_member"))).toEqual([])
      role = "reviewer"
      await expect(asMember(() => decideAsMember("post", DOC_ID, { decision: "changes", content_hash: "a".repeat(64) }))).rejects.toMatchObject({ code: "validation" })
    })
  })

  it("a save the database's publish gate refuses is a validation error in its words", async () => {
    const error = await backend()
      .documents.of("post")
      .setPublished(DOC_ID, true, { userId: null, email: "", expectedVersion: null })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DataError)
    expect(error).toMatchObject({ code: "validation", message: REVIEW_MESSAGES.publishNeedsApproval("post") })
  })
})
