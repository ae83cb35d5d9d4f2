import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { createSupabaseBackend } from "@/lib/backend/supabase"
import * as auth from "@/lib/data/auth"
import { runWithDataContext } from "@/lib/server/request/context"
import { DataError } from "@/lib/data/errors"
import * as people from "@/lib/data/people"
import * as settings from "@/lib/data/settings"

import { MemoryJar, resetThrottle } from "../../helpers/data-harness"
import { startSupabaseStub, type RecordedRequest, type StubResponse } from "../../helpers/supabase-stub"
import * as rec from "./recorded"

const ANON_KEY = "anon-key-for-tests"
const PERSON_ID = "5d0c9a55-0d7a-4d8e-9a43-3f0d6c1e2b11"
const FREE_ID = "6e1d0b66-1e8b-4e9f-8b54-4a1e7d2f3c22"
// A person as PostgREST returns it: a row of documents (type person, its name the title), its own fields in data.
const personRow = {
  id: PERSON_ID,
  type: "person",
  locale: "en",
  translation_of: null,
  source_version: null,
  slug: "maya-chen",
  title: "Dr. Maya Chen",
  data: {
    name: "Dr. Maya Chen",
    credentials: "DDS",
    job_title: "Clinical Director",
    bio: "",
    photo: null,
    photo_alt: "",
    links: ["https://www.linkedin.com/in/maya-chen"],
  },
  published: true,
  publish_at: null,
  published_at: "2026-11-22T10:00:00+00:00",
  version: 1,
  created_at: "2026-11-22T10:00:00+00:00",
  updated_at: "2026-11-22T10:00:00+00:00",
  seq: 3,
  path: "/blog/author/maya-chen",
  redirect_on_move: false,
  refs: {},
  publishable: false,
  revisions: false,
}

function route(req: RecordedRequest): StubResponse | undefined {
  const bearer = req.headers.authorization === `Bearer ${rec.ACCESS_TOKEN}`
  const body = req.body as Record<string, unknown> | undefined
  switch (`${req.method} ${req.path}`) {
    case "POST /auth/v1/token":
      return { status: 200, body: rec.passwordGrant }
    case "GET /auth/v1/user":
      return bearer ? { status: 200, body: rec.authUser } : { status: 401, body: { code: 401, error_code: "bad_jwt", msg: "invalid JWT" } }
    case "GET /rest/v1/memberships":
      return { status: 200, body: bearer ? [{ role: "owner" }] : [] }
    // People are documents of type person; posts name them in their references (document_refs).
    case "GET /rest/v1/documents":
      if (req.query.get("type") === "eq.post") return { status: 200, body: [], headers: { "content-range": "*/0" } }
      if (req.query.get("type") !== "eq.person") return undefined
      return { status: 200, body: req.query.get("id") === `eq.${FREE_ID}` ? [{ ...personRow, id: FREE_ID, title: "Sam", data: { ...personRow.data, name: "Sam" } }] : [personRow] }
    case "POST /rest/v1/documents":
      if (body?.type !== "person") return undefined
      return body?.slug === "maya-chen"
        ? { status: 409, body: rec.uniqueViolation }
        : { status: 201, body: [{ ...personRow, ...body, id: FREE_ID }] }
    case "GET /rest/v1/document_refs":
      return {
        status: 200,
        body: req.query.get("target_id") === `eq.${PERSON_ID}` ? [{ field: "reviewer_id", source: { id: rec.postRow.id, type: "post", title: "Gum Health", seq: 9 } }] : [],
      }
    case "DELETE /rest/v1/documents":
      if (req.query.get("type") !== "eq.person") return undefined
      return { status: 200, body: [{ ...personRow, id: FREE_ID }] }
    case "POST /rest/v1/rpc/person_live_post_counts":
      return { status: 200, body: [{ slug: "maya-chen", locale: "en", total: 2 }, { slug: "maya-chen", locale: "xx", total: 1 }] }
    case "GET /rest/v1/site_settings":
      return { status: 200, body: [{ key: "medicalDisclaimer", value: "Not advice." }] }
    case "POST /rest/v1/site_settings":
      return { status: 201, body: [{ key: body?.key }] }
  }
  return undefined
}

describe("Supabase adapter: people and settings", () => {
  let stub: Awaited<ReturnType<typeof startSupabaseStub>>
  let jar: MemoryJar
  const call = <T>(fn: () => Promise<T>) =>
    runWithDataContext(
      { jar, headers: new Headers({ "x-forwarded-for": "203.0.113.9" }), backend: async (cj) => createSupabaseBackend(cj, { url: stub.url, anonKey: ANON_KEY }) },
      fn,
    )
  const sent = (method: string, path: string) => stub.requests.filter((r) => r.method === method && r.path === path)

  beforeAll(async () => {
    stub = await startSupabaseStub(route)
  })
  afterAll(() => stub.close())
  beforeEach(async () => {
    stub.requests.length = 0
    jar = new MemoryJar()
    resetThrottle()
    await call(() => auth.signIn("owner@example.com", "right passphrase"))
    stub.requests.length = 0
  })

  it("creates a person with the validated columns and maps a taken slug to a field error", async () => {
    const row = await call(() => people.createPerson({ name: "Sam Lee", slug: "sam-lee", links: "https://example.org/sam" }))
    expect(row).toMatchObject({ id: FREE_ID, name: "Sam Lee", slug: "sam-lee", links: ["https://example.org/sam"] })
    expect(sent("POST", "/rest/v1/documents")[0]!.body).toMatchObject({
      type: "person",
      title: "Sam Lee",
      slug: "sam-lee",
      data: { name: "Sam Lee", credentials: "", photo: null, links: ["https://example.org/sam"] },
      path: "/blog/author/sam-lee",
      redirect_on_move: false,
    })
    const err = (await call(() => people.createPerson({ name: "Maya", slug: "maya-chen" })).catch((e: unknown) => e)) as DataError
    expect(err.fieldErrors?.slug).toEqual(["Slug already in use"])
  })

  it("refuses to delete a person posts name (asking the references for author or reviewer), deletes a free one", async () => {
    const err = (await call(() => people.deletePerson(PERSON_ID)).catch((e: unknown) => e)) as DataError
    expect(err.code).toBe("conflict")
    expect(err.message).toContain('"Gum Health" (reviewer)')
    expect(sent("GET", "/rest/v1/document_refs")[0]!.query.get("target_id")).toBe(`eq.${PERSON_ID}`)
    expect(sent("DELETE", "/rest/v1/documents")).toHaveLength(0)

    await call(() => people.deletePerson(FREE_ID))
    const [removed] = sent("DELETE", "/rest/v1/documents")
    expect([removed!.query.get("id"), removed!.query.get("type")]).toEqual([`eq.${FREE_ID}`, "eq.person"])
  })

  it("reads a person's live posts in one language (an author page per language)", async () => {
    // The request is what this checks (the stub's posts are not full rows).
    await call(() => people.listPublishedPostsByPerson(PERSON_ID, { limit: 12, offset: 0, locale: "es" })).catch(() => null)
    const query = sent("GET", "/rest/v1/documents").find((r) => r.query.get("type") === "eq.post")!.query
    expect(query.get("locale")).toBe("eq.es")
    expect(query.get("published")).toBe("eq.true")
    expect(query.get("or")).toBe(`(refs->>author_id.eq.${PERSON_ID},refs->>reviewer_id.eq.${PERSON_ID})`)
  })

  it("counts people's live posts per language with one function call (a language the app does not know is left out)", async () => {
    expect(await call(() => people.listPersonPostCounts())).toEqual([{ slug: "maya-chen", locale: "en", total: 2 }])
    expect(stub.requests.map((r) => `${r.method} ${r.path}`).filter((r) => r.includes("/rest/v1/"))).toEqual(["POST /rest/v1/rpc/person_live_post_counts"])
  })

  it("reads settings with defaults and upserts the owner's changes", async () => {
    expect((await call(() => settings.getSiteSettings())).medicalDisclaimer).toBe("Not advice.")
    await call(() => settings.updateSiteSettings({ blockPublishOnChecklistFailures: true, clinicalCategories: ["Dental"], medicalDisclaimer: "Ask a dentist." }))
    const upserts = sent("POST", "/rest/v1/site_settings").map((r) => r.body as { key: string; value: unknown })
    expect(upserts.map((u) => [u.key, u.value])).toEqual([
      ["blockPublishOnChecklistFailures", true],
      ["clinicalCategories", ["dental"]],
      ["medicalDisclaimer", "Ask a dentist."],
      // The switches the form did not send keep their saved (here default) values.
      ["medicalReviewForAll", false],
      ["reReviewMonths", {}],
    ])
  })
})
