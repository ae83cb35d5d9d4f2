import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { createSupabaseBackend } from "@/lib/backend/supabase"
import * as account from "@/lib/data/account"
import { setPasswordInSession } from "@/lib/data/account-links"
import * as auth from "@/lib/data/auth"
import { resolveBackend } from "@/lib/data/backend"
import * as twoFactor from "@/lib/data/two-factor"
import { recoveryHash } from "@/lib/data/two-factor-core"
import { TWO_FACTOR } from "@/lib/copy/two-factor"
import { runWithDataContext } from "@/lib/server/request/context"

import { MemoryJar, rejection, resetThrottle } from "../../helpers/data-harness"
import { startSupabaseStub, type RecordedRequest, type StubResponse } from "../../helpers/supabase-stub"
import * as rec from "./recorded"

const ANON_KEY = "anon-key-for-tests"
const SERVICE_KEY = "service-role-key-for-tests"
const PASSWORD = "right passphrase"
const RIGHT_CODE = "123456"
const USED_CODE = "222222"

type Factor = ReturnType<typeof rec.totpFactor>
type Code = { id: string; hash: string; used: boolean }

// The project behind the stub: the member's factors, their recovery codes, their role and the owner's setting;
// factorRemoval: what the admin API answers a factor's removal with ("fails": a 500, the factor stays); codesRemoval:
// the same for the removal of the member's recovery codes.
type Outcome = "works" | "fails"
const project = { factors: [] as Factor[], codes: [] as Code[], role: "owner", required: false, factorRemoval: "works" as Outcome, codesRemoval: "works" as Outcome }
const user = () => ({ ...rec.authUser, factors: project.factors })
const session = (token: string) => ({ ...rec.passwordGrant, access_token: token, user: user() })
const eqParam = (req: RecordedRequest, name: string) => (req.query.get(name) ?? "").replace(/^eq\./, "")

function route(req: RecordedRequest): StubResponse | undefined {
  const body = req.body as Record<string, unknown> | undefined
  const service = req.headers.authorization === `Bearer ${SERVICE_KEY}`
  const bearer = String(req.headers.authorization ?? "").replace(/^Bearer /, "")
  const signedIn = bearer === rec.ACCESS_TOKEN_AAL1 || bearer === rec.ACCESS_TOKEN_AAL2
  const factor = /^\/auth\/v1\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(req.path)
  const adminFactors = /^\/auth\/v1\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(req.path)
  if (factor && signedIn) {
    const [, id, action] = factor
    if (req.method === "DELETE" && !action) {
      project.factors = project.factors.filter((f) => f.id !== id)
      return { status: 200, body: { id } }
    }
    if (action === "/challenge") return { status: 200, body: rec.totpChallenge }
    if (action === "/verify") {
      if (body?.code === USED_CODE) return { status: 422, body: rec.mfaCodeReused }
      if (body?.code !== RIGHT_CODE || body?.challenge_id !== rec.CHALLENGE_ID) return { status: 422, body: rec.mfaCodeInvalid }
      project.factors = project.factors.map((f) => (f.id === id ? { ...f, status: "verified" } : f))
      return { status: 200, body: rec.mfaVerified(user()) }
    }
  }
  if (adminFactors) {
    if (!service) return { status: 401, body: {} }
    const [, , id] = adminFactors
    if (req.method === "GET") return { status: 200, body: project.factors }
    if (project.factorRemoval === "fails") return { status: 500, body: { code: "unexpected_failure", message: "Unexpected failure" } }
    project.factors = project.factors.filter((f) => f.id !== id)
    return { status: 200, body: { id } }
  }
  switch (`${req.method} ${req.path}`) {
    case "POST /auth/v1/token":
      if (req.query.get("grant_type") === "refresh_token") return { status: 200, body: session(rec.ACCESS_TOKEN_AAL1) }
      return body?.password === PASSWORD ? { status: 200, body: session(rec.ACCESS_TOKEN_AAL1) } : { status: 400, body: rec.invalidCredentials }
    case "POST /auth/v1/logout":
      return { status: 204 }
    case "GET /auth/v1/user":
      return signedIn ? { status: 200, body: user() } : { status: 401, body: {} }
    case "PUT /auth/v1/user":
      return signedIn ? { status: 200, body: user() } : { status: 401, body: {} }
    case "POST /auth/v1/factors":
      if (!signedIn) return { status: 401, body: {} }
      project.factors = [...project.factors, rec.totpFactor(rec.NEW_FACTOR_ID, "unverified")]
      return { status: 200, body: rec.totpEnrolment }
    case "GET /rest/v1/memberships":
      return { status: 200, body: [{ role: project.role }] }
    case "GET /rest/v1/site_settings":
      return { status: 200, body: project.required ? [{ key: "twoFactorRequired", value: true }] : [] }
    case "POST /rest/v1/audit_log":
      return { status: 201 }
    case "POST /rest/v1/rpc/replace_two_factor_recovery_codes": {
      if (!service) return { status: 401, body: { code: "42501", message: "permission denied" } }
      const hashes = (body?.p_hashes as string[]) ?? []
      project.codes = hashes.map((hash, i) => ({ id: `code-${i}`, hash, used: false }))
      return { status: 204 }
    }
    case "GET /rest/v1/two_factor_recovery_codes":
      if (!service) return { status: 401, body: {} }
      return { status: 200, body: project.codes.filter((c) => !c.used && c.hash !== "").map((c) => ({ id: c.id })) }
    case "PATCH /rest/v1/two_factor_recovery_codes": {
      if (!service) return { status: 401, body: {} }
      if (body?.used_at === null) {
        // A code made unused again: by its id, only when it is used.
        const back = project.codes.find((c) => c.used && c.id === eqParam(req, "id") && req.query.get("used_at") === "not.is.null")
        if (back) back.used = false
        return { status: 204 }
      }
      const hit = project.codes.find((c) => !c.used && c.hash === eqParam(req, "code_hash"))
      if (hit) hit.used = true
      return { status: 200, body: hit ? [{ id: hit.id }] : [] }
    }
    case "DELETE /rest/v1/two_factor_recovery_codes":
      if (!service) return { status: 401, body: {} }
      if (project.codesRemoval === "fails") return { status: 503, body: { code: "PGRST000", message: "Could not connect" } }
      project.codes = []
      return { status: 204 }
  }
  return undefined
}

describe("Supabase mode: two-factor sign-in on Supabase Auth's MFA (documented API shapes)", () => {
  let stub: Awaited<ReturnType<typeof startSupabaseStub>>
  let jar: MemoryJar
  let serviceKey: string | undefined
  const call = <T>(fn: () => Promise<T>) =>
    runWithDataContext(
      { jar, headers: new Headers({ "x-forwarded-for": "203.0.113.9" }), backend: async (cj) => createSupabaseBackend(cj, { url: stub.url, anonKey: ANON_KEY }, serviceKey) },
      fn,
    )
  const sent = (method: string, path: string) => stub.requests.filter((r) => r.method === method && r.path === path)
  const audited = () => sent("POST", "/rest/v1/audit_log").map((r) => (r.body as { action: string }).action)

  beforeAll(async () => {
    stub = await startSupabaseStub(route)
  })
  afterAll(() => stub.close())
  beforeEach(() => {
    jar = new MemoryJar()
    serviceKey = undefined
    resetThrottle()
    Object.assign(project, { factors: [], codes: [], role: "owner", required: false, factorRemoval: "works", codesRemoval: "works" })
    stub.requests.length = 0
  })

  const enrolled = () => {
    project.factors = [rec.totpFactor(rec.FACTOR_ID, "verified")]
  }

  it("a right password of a member with a verified factor opens the second step, not the admin", async () => {
    enrolled()
    expect(await call(() => auth.signIn("owner@example.com", PASSWORD))).toEqual({ secondStep: true })
    // The aal1 session is not a sign-in to the admin.
    expect(await call(() => auth.getCurrentUser())).toBeNull()
    expect((await rejection(call(() => auth.requireMember()))).code).toBe("unauthorized")
    expect(await call(() => twoFactor.secondStepOffer())).toEqual({ pending: true, recoveryCodes: false, remember: false, recoveryRemovesApp: true })
    expect(audited()).not.toContain("sign_in")
  })

  it("a right code raises the session to aal2 (challenge, then verify); wrong and reused codes are refused", async () => {
    enrolled()
    await call(() => auth.signIn("owner@example.com", PASSWORD))
    const wrong = await rejection(call(() => twoFactor.completeSecondStep("654321", false)))
    expect(wrong.fieldErrors?.code?.[0]).toBe(TWO_FACTOR.errors.wrongCode)
    const reused = await rejection(call(() => twoFactor.completeSecondStep(USED_CODE, false)))
    expect(reused.fieldErrors?.code?.[0]).toBe(TWO_FACTOR.errors.reused)
    expect(audited().filter((a) => a === "sign_in_failed")).toHaveLength(2)
    // Without the service role key there are no recovery codes: a recovery code is just a wrong code.
    const recovery = await rejection(call(() => twoFactor.completeSecondStep("abcde-fghjk", false)))
    expect(recovery.fieldErrors?.code?.[0]).toBe(TWO_FACTOR.errors.wrongCode)

    const signedIn = await call(() => twoFactor.completeSecondStep(RIGHT_CODE, false))
    expect(signedIn).toMatchObject({ id: rec.USER_ID, email: "owner@example.com", role: "owner" })
    expect(signedIn.factorsRemoved).toBeUndefined()
    const challenge = sent("POST", `/auth/v1/factors/${rec.FACTOR_ID}/challenge`)
    expect(challenge.length).toBeGreaterThan(0)
    const verify = sent("POST", `/auth/v1/factors/${rec.FACTOR_ID}/verify`).at(-1)!
    expect(verify.body).toEqual({ challenge_id: rec.CHALLENGE_ID, code: RIGHT_CODE })
    expect(verify.headers.authorization).toBe(`Bearer ${rec.ACCESS_TOKEN_AAL1}`)
    expect(await call(() => auth.getCurrentUser())).toMatchObject({ id: rec.USER_ID, role: "owner" })
    expect(await call(() => twoFactor.secondStepOffer())).toMatchObject({ pending: false })
    expect(audited()).toContain("sign_in")
  })

  it("wrong codes count against the same login throttle as passwords", async () => {
    enrolled()
    await call(() => auth.signIn("owner@example.com", PASSWORD))
    for (let i = 0; i < 5; i++) await rejection(call(() => twoFactor.completeSecondStep("000000", false)))
    const locked = await rejection(call(() => twoFactor.completeSecondStep(RIGHT_CODE, false)))
    expect(locked.code).toBe("rate_limited")
    expect(sent("POST", `/auth/v1/factors/${rec.FACTOR_ID}/verify`)).toHaveLength(5)
  })

  it("sets up on Account: enrol, confirm with a code (recovery codes with the service role key), turn off with the password", async () => {
    serviceKey = SERVICE_KEY
    await call(() => auth.signIn("owner@example.com", PASSWORD))
    expect(await call(() => twoFactor.getTwoFactorStatus())).toEqual({ available: true, enabled: false, recoveryLeft: 0, mustEnrol: false, recoveryCodes: true })
    const setup = await call(() => twoFactor.beginTwoFactor())
    expect(setup.secret).toBe(rec.totpEnrolment.totp.secret)
    expect(setup.qrSvg.startsWith("<?xml") || setup.qrSvg.startsWith("<svg")).toBe(true)
    expect(sent("POST", "/auth/v1/factors")[0]!.body).toMatchObject({ factor_type: "totp", friendly_name: "Authenticator app", issuer: "Lumora admin" })

    const wrong = await rejection(call(() => twoFactor.confirmTwoFactor("654321")))
    expect(wrong.fieldErrors?.code?.[0]).toBe(TWO_FACTOR.errors.wrongCode)
    const { recoveryCodes } = await call(() => twoFactor.confirmTwoFactor(RIGHT_CODE))
    expect(recoveryCodes).toHaveLength(10)
    expect(recoveryCodes.every((c) => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(c))).toBe(true)
    // Only the hashes leave this server, through the service role.
    const [replace] = sent("POST", "/rest/v1/rpc/replace_two_factor_recovery_codes")
    expect(replace!.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`)
    expect((replace!.body as { p_hashes: string[] }).p_hashes).toEqual(recoveryCodes.map((c) => recoveryHash(rec.USER_ID, c)))
    expect(JSON.stringify(replace!.body)).not.toContain(recoveryCodes[0])
    expect(audited()).toContain("two_factor_enable")
    expect(await call(() => twoFactor.getTwoFactorStatus())).toMatchObject({ enabled: true, recoveryLeft: 10 })

    const again = await rejection(call(() => twoFactor.beginTwoFactor()))
    expect(again.message).toBe(TWO_FACTOR.errors.alreadyOn)

    const badPassword = await rejection(call(() => twoFactor.disableTwoFactor("wrong passphrase")))
    expect(badPassword.fieldErrors?.password?.[0]).toBe(TWO_FACTOR.errors.wrongPassword)
    await call(() => twoFactor.disableTwoFactor(PASSWORD))
    expect(sent("DELETE", `/auth/v1/factors/${rec.NEW_FACTOR_ID}`)).toHaveLength(1)
    expect(project.factors).toEqual([])
    expect(project.codes).toEqual([])
    expect(audited()).toContain("two_factor_disable")
  })

  it("without the service role key no recovery codes are made, and new ones are refused with the reason", async () => {
    await call(() => auth.signIn("owner@example.com", PASSWORD))
    await call(() => twoFactor.beginTwoFactor())
    expect(await call(() => twoFactor.confirmTwoFactor(RIGHT_CODE))).toEqual({ recoveryCodes: [] })
    expect(await call(() => twoFactor.getTwoFactorStatus())).toMatchObject({ enabled: true, recoveryCodes: false })
    const err = await rejection(call(() => twoFactor.regenerateRecoveryCodes(PASSWORD)))
    expect(err.message).toBe(TWO_FACTOR.errors.noRecoveryCodes)
  })

  it("a recovery code at the second step removes the member's factors through the admin API and signs them in", async () => {
    serviceKey = SERVICE_KEY
    enrolled()
    const codes = ["abcde-fghjk", "mnpqr-stuvw"]
    project.codes = codes.map((c, i) => ({ id: `code-${i}`, hash: recoveryHash(rec.USER_ID, c), used: false }))
    await call(() => auth.signIn("owner@example.com", PASSWORD))
    expect(await call(() => twoFactor.secondStepOffer())).toEqual({ pending: true, recoveryCodes: true, remember: false, recoveryRemovesApp: true })
    const user = await call(() => twoFactor.completeSecondStep("ABCDE FGHJK", false))
    expect(user).toMatchObject({ id: rec.USER_ID, factorsRemoved: true })
    expect(sent("DELETE", `/auth/v1/admin/users/${rec.USER_ID}/factors/${rec.FACTOR_ID}`)[0]!.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`)
    expect(project.factors).toEqual([])
    expect(audited()).toEqual(expect.arrayContaining(["two_factor_recovery_use", "sign_in"]))
    // Signed in without a factor: Account offers the setup again.
    expect(await call(() => auth.getCurrentUser())).toMatchObject({ id: rec.USER_ID })
    expect(await call(() => twoFactor.getTwoFactorStatus())).toMatchObject({ enabled: false })
  })

  it("a recovery code whose factors could not be removed is not spent: the step fails, and the same code works after", async () => {
    serviceKey = SERVICE_KEY
    enrolled()
    const code = "abcde-fghjk"
    project.codes = [{ id: "code-0", hash: recoveryHash(rec.USER_ID, code), used: false }]
    project.factorRemoval = "fails"
    await call(() => auth.signIn("owner@example.com", PASSWORD))
    const failed = await rejection(call(() => twoFactor.completeSecondStep(code, false)))
    expect(failed.message).toBe(TWO_FACTOR.errors.recoveryNotApplied)
    expect(sent("DELETE", `/auth/v1/admin/users/${rec.USER_ID}/factors/${rec.FACTOR_ID}`)).toHaveLength(1)
    // The factor stayed, so the code is unused again and the member is still at the second step.
    expect(project.factors.map((f) => f.id)).toEqual([rec.FACTOR_ID])
    expect(project.codes).toEqual([{ id: "code-0", hash: recoveryHash(rec.USER_ID, code), used: false }])
    expect(audited()).not.toContain("two_factor_recovery_use")
    expect(await call(() => auth.getCurrentUser())).toBeNull()
    expect(await call(() => twoFactor.secondStepOffer())).toMatchObject({ pending: true })

    project.factorRemoval = "works"
    expect(await call(() => twoFactor.completeSecondStep(code, false))).toMatchObject({ id: rec.USER_ID, factorsRemoved: true })
    expect(project.factors).toEqual([])
    expect(audited()).toContain("two_factor_recovery_use")
  })

  it("a recovery code whose factors were removed stays spent when a later step fails", async () => {
    serviceKey = SERVICE_KEY
    enrolled()
    const code = "abcde-fghjk"
    project.codes = [{ id: "code-0", hash: recoveryHash(rec.USER_ID, code), used: false }]
    project.codesRemoval = "fails"
    await call(() => auth.signIn("owner@example.com", PASSWORD))
    await expect(call(() => twoFactor.completeSecondStep(code, false))).rejects.toThrow()
    expect(project.factors).toEqual([])
    expect(project.codes).toEqual([{ id: "code-0", hash: recoveryHash(rec.USER_ID, code), used: true }])
  })

  it("two sign-ins with the same recovery code at once: only one marks it, the other is refused", async () => {
    serviceKey = SERVICE_KEY
    enrolled()
    const code = "abcde-fghjk"
    project.codes = [{ id: "code-0", hash: recoveryHash(rec.USER_ID, code), used: false }]
    const jars = [new MemoryJar(), new MemoryJar()]
    for (const j of jars) {
      jar = j
      await call(() => auth.signIn("owner@example.com", PASSWORD))
    }
    const tries = jars.map((j) => {
      jar = j
      return call(() => twoFactor.completeSecondStep(code, false))
    })
    const results = await Promise.allSettled(tries)
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult
    expect((refused.reason as { fieldErrors?: Record<string, string[]> }).fieldErrors?.code?.[0]).toBe(TWO_FACTOR.errors.wrongCode)
    expect(sent("PATCH", "/rest/v1/two_factor_recovery_codes")).toHaveLength(2)
    expect(audited().filter((a) => a === "two_factor_recovery_use")).toHaveLength(1)
  })

  it("an aal1 session of a member with a factor changes neither the password nor the e-mail; an aal2 one may", async () => {
    enrolled()
    const NEW_PASSWORD = "a brand new passphrase of mine"
    const passwordChanges = () => sent("PUT", "/auth/v1/user")
    await call(() => auth.signIn("owner@example.com", PASSWORD))
    // The Supabase adapter itself refuses, whoever calls it.
    const direct = await rejection(
      call(async () => {
        const { backend } = await resolveBackend()
        await backend.auth.updatePassword!(NEW_PASSWORD)
      }),
    )
    expect([direct.code, direct.message]).toEqual(["forbidden", TWO_FACTOR.errors.secondStepFirst])
    // And so do the use cases: the password page of an e-mail link, and Account's password and e-mail changes.
    expect((await rejection(call(() => setPasswordInSession(NEW_PASSWORD)))).code).toMatch(/unauthorized|forbidden/)
    expect((await rejection(call(() => account.changePassword(PASSWORD, NEW_PASSWORD)))).code).toMatch(/unauthorized|forbidden/)
    expect((await rejection(call(() => account.changeEmail("new@example.com", PASSWORD)))).code).toMatch(/unauthorized|forbidden/)
    expect(passwordChanges()).toHaveLength(0)
    expect(audited()).not.toContain("password_reset")

    await call(() => twoFactor.completeSecondStep(RIGHT_CODE, false))
    await call(() => setPasswordInSession(NEW_PASSWORD))
    expect(passwordChanges()).toHaveLength(1)
    expect(passwordChanges()[0]!.body).toMatchObject({ password: NEW_PASSWORD })
    expect(passwordChanges()[0]!.headers.authorization).toBe(`Bearer ${rec.ACCESS_TOKEN_AAL2}`)
    expect(audited()).toContain("password_reset")
  })

  it("a member without a factor changes the password from an aal1 session (aal1 is their full sign-in)", async () => {
    await call(() => auth.signIn("owner@example.com", PASSWORD))
    await call(() => setPasswordInSession("a brand new passphrase of mine"))
    expect(sent("PUT", "/auth/v1/user")).toHaveLength(1)
  })

  it("with the owner's requirement on, a lead reader without a verified factor may only open Account", async () => {
    project.role = "editor"
    project.required = true
    await call(() => auth.signIn("owner@example.com", PASSWORD))
    const err = await rejection(call(() => auth.requireMember()))
    expect(err.reason).toBe("two_factor_required")
    expect(await call(() => auth.requireMemberForAccount())).toMatchObject({ role: "editor" })
    expect(await call(() => twoFactor.twoFactorEnrolmentRequired())).toBe(true)
    // The reviewer reads no leads: not held back.
    project.role = "reviewer"
    jar = new MemoryJar()
    await call(() => auth.signIn("owner@example.com", PASSWORD))
    expect(await call(() => auth.requireMember())).toMatchObject({ role: "reviewer" })
  })
})
