import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { createSupabaseBackend } from "@/lib/backend/supabase"
import * as links from "@/lib/data/account-links"
import * as auth from "@/lib/data/auth"
import { runWithDataContext } from "@/lib/server/request/context"
import * as team from "@/lib/data/team"

import { MemoryJar, resetThrottle, rejection } from "../../helpers/data-harness"
import { startSupabaseStub, type RecordedRequest, type StubResponse } from "../../helpers/supabase-stub"
import * as rec from "./recorded"

const ANON_KEY = "anon-key-for-tests"
const SERVICE_KEY = "service-role-key-for-tests"
const INVITATION_ID = "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d"
const MEMBER = { id: "9c8b7a6d-5e4f-4c3b-8a2d-1f0e9d8c7b6a", email: "member@example.com", aud: "authenticated", role: "authenticated" }

function route(req: RecordedRequest): StubResponse | undefined {
  const body = req.body as Record<string, unknown> | undefined
  const service = req.headers.authorization === `Bearer ${SERVICE_KEY}`
  switch (`${req.method} ${req.path}`) {
    case "POST /auth/v1/token":
      return body?.password === "right passphrase" ? { status: 200, body: rec.passwordGrant } : { status: 400, body: rec.invalidCredentials }
    case "GET /auth/v1/user":
      return req.headers.authorization === `Bearer ${rec.ACCESS_TOKEN}` ? { status: 200, body: rec.authUser } : { status: 401, body: {} }
    case "GET /rest/v1/memberships":
      return { status: 200, body: [{ role: "owner" }] }
    // The owner's two-factor requirement (off), read for every member of a role that reads leads.
    case "GET /rest/v1/site_settings":
      return { status: 200, body: [] }
    case "POST /rest/v1/audit_log":
      return { status: 201 }
    case "POST /auth/v1/recover":
      return { status: 200, body: {} }
    case "GET /auth/v1/admin/users":
      return service ? { status: 200, body: { users: [MEMBER], aud: "authenticated" } } : { status: 401, body: {} }
    case "POST /rest/v1/invitations":
      return service
        ? { status: 201, body: { id: INVITATION_ID, ...body, created_at: new Date().toISOString() } }
        : { status: 401, body: { code: "42501", message: "permission denied" } }
    case "POST /auth/v1/invite":
      return service ? { status: 200, body: { ...rec.authUser, id: "8b7a6c5d-4e3f-4b2a-8c1d-0e9f8a7b6c5d", email: body?.email } } : { status: 401, body: {} }
  }
  return undefined
}

describe("Supabase mode: Team and password reset through Supabase Auth (recorded API shapes)", () => {
  let stub: Awaited<ReturnType<typeof startSupabaseStub>>
  let jar: MemoryJar
  const call = <T>(fn: () => Promise<T>, serviceKey?: string) =>
    runWithDataContext(
      {
        jar,
        headers: new Headers({ "x-forwarded-for": "203.0.113.9" }),
        backend: async (cj) => createSupabaseBackend(cj, { url: stub.url, anonKey: ANON_KEY }, serviceKey),
      },
      fn,
    )
  const sent = (method: string, path: string) => stub.requests.filter((r) => r.method === method && r.path === path)

  beforeAll(async () => {
    stub = await startSupabaseStub(route)
  })
  afterAll(() => stub.close())
  beforeEach(async () => {
    jar = new MemoryJar()
    resetThrottle()
    await call(() => auth.signIn("owner@example.com", "right passphrase"))
    stub.requests.length = 0
  })

  it("records the sign-in in the audit log through the member's own client", async () => {
    stub.requests.length = 0
    await call(() => auth.signIn("owner@example.com", "right passphrase"))
    const [entry] = sent("POST", "/rest/v1/audit_log")
    expect(entry!.body).toMatchObject({ action: "sign_in", record_type: "session" })
    expect(entry!.headers.authorization).toBe(`Bearer ${rec.ACCESS_TOKEN}`)
  })

  it("forgot password asks Supabase Auth to send its recovery e-mail, with the same answer for anyone", async () => {
    const known = await call(() => links.requestPasswordReset("owner@example.com"))
    const unknown = await call(() => links.requestPasswordReset("nobody@example.com"))
    await links.settlePasswordResets()
    expect(known).toEqual(unknown)
    const recover = sent("POST", "/auth/v1/recover")
    expect(recover.map((r) => (r.body as { email: string }).email)).toEqual(["owner@example.com", "nobody@example.com"])
    expect(recover[0]!.query.get("redirect_to") ?? (recover[0]!.body as Record<string, unknown>).redirect_to ?? "").toContain("/admin/reset/supabase")
  })

  it("without SUPABASE_SERVICE_ROLE_KEY the Team screen says what it needs", async () => {
    const err = await rejection(call(() => team.getTeam()))
    expect(err.message).toBe("Team management in Supabase mode needs SUPABASE_SERVICE_ROLE_KEY on the server")
  })

  it("invites through inviteUserByEmail with the service-role key, which never reaches the browser's cookies", async () => {
    const created = await call(() => team.inviteMember({ email: "writer@example.com", role: "editor" }), SERVICE_KEY)
    expect(created).toMatchObject({ link: "", emailed: true })
    const [row] = sent("POST", "/rest/v1/invitations")
    expect(row!.body).toMatchObject({ email: "writer@example.com", role: "editor" })
    const [invite] = sent("POST", "/auth/v1/invite")
    expect(invite!.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`)
    expect(invite!.body).toMatchObject({ email: "writer@example.com" })
    expect(JSON.stringify(jar.getAll())).not.toContain(SERVICE_KEY)
    // The member's own requests never carry the service key.
    expect(sent("POST", "/rest/v1/audit_log").every((r) => r.headers.authorization !== `Bearer ${SERVICE_KEY}`)).toBe(true)
  })

  it("refuses to invite a member, reading the user list once and only that user's membership", async () => {
    const err = await rejection(call(() => team.inviteMember({ email: "member@example.com", role: "editor" }), SERVICE_KEY))
    expect(err.message).toBe("This person is already a member")
    expect(sent("GET", "/auth/v1/admin/users")).toHaveLength(1)
    const [membership] = sent("GET", "/rest/v1/memberships").filter((r) => r.headers.authorization === `Bearer ${SERVICE_KEY}`)
    expect(membership!.query.get("user_id")).toBe(`eq.${MEMBER.id}`)
    expect(sent("POST", "/rest/v1/invitations")).toHaveLength(0)
  })
})
