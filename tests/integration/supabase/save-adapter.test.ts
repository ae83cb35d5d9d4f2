import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { createSupabaseBackend } from "@/lib/backend/supabase"
import type { PostInput } from "@/lib/domain/schemas/post"

import { MemoryJar } from "../../helpers/data-harness"
import { startSupabaseStub, type RecordedRequest, type StubResponse } from "../../helpers/supabase-stub"
import * as rec from "./recorded"

const ANON_KEY = "anon-key-for-tests"
const REVISION_ID = "1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a"

function route(req: RecordedRequest): StubResponse | undefined {
  switch (`${req.method} ${req.path}`) {
    case "GET /rest/v1/documents":
      return { status: 200, body: [{ locale: rec.postRow.locale }] }
    case "PATCH /rest/v1/documents":
      return { status: 200, body: [{ ...rec.postRow, ...(req.body as object), version: 3 }] }
    case "GET /rest/v1/content_revisions":
      return {
        status: 200,
        body: [
          { id: REVISION_ID, data: { ...rec.postRow, title: "New title" }, author_email: "editor@example.com" },
          { id: "2e3d4c5b-6a7f-4e8d-9c0b-1a2f3e4d5c6b", data: rec.postRow, author_email: "owner@example.com" },
        ],
      }
    case "PATCH /rest/v1/content_revisions":
      return { status: 204 }
  }
  return undefined
}

describe("Supabase adapter: saving a post (recorded API shapes)", () => {
  let stub: Awaited<ReturnType<typeof startSupabaseStub>>
  const sent = (method: string, path: string) => stub.requests.filter((r) => r.method === method && r.path === path)

  beforeAll(async () => {
    stub = await startSupabaseStub(route)
  })
  afterAll(() => stub.close())
  beforeEach(() => {
    stub.requests.length = 0
  })

  it("fills in the revision's summary and who saved from one read of the newest revisions", async () => {
    const backend = createSupabaseBackend(new MemoryJar(), { url: stub.url, anonKey: ANON_KEY }, "")
    const input = { title: "New title", publish_at: null } as unknown as PostInput & { publish_at: null }
    const row = await backend.posts.update(rec.postRow.id, input, { userId: null, email: "editor@example.com", expectedVersion: 2 })
    expect(row).toMatchObject({ title: "New title", version: 3, updated_by_email: "editor@example.com" })
    expect(sent("PATCH", "/rest/v1/documents")[0]!.query.get("version")).toBe("eq.2")
    expect(sent("GET", "/rest/v1/content_revisions")).toHaveLength(1)
    const [summary] = sent("PATCH", "/rest/v1/content_revisions")
    expect(summary!.query.get("id")).toBe(`eq.${REVISION_ID}`)
    expect(summary!.body).toMatchObject({ summary: expect.any(String) })
  })
})
