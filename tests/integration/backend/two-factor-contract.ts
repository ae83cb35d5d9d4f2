import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { Secret, TOTP } from "otpauth"

import * as account from "@/lib/data/account"
import * as links from "@/lib/data/account-links"
import * as auth from "@/lib/data/auth"
import { resolveBackend } from "@/lib/data/backend"
import { setTestClock } from "@/lib/data/clock"
import * as posts from "@/lib/data/posts"
import * as team from "@/lib/data/team"
import * as twoFactor from "@/lib/data/two-factor"
import { TWO_FACTOR } from "@/lib/copy/two-factor"
import { resetServerEnv } from "@/lib/server/env"

import { MemoryJar, openHarness, rejection, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "owner passphrase one" }
const EDITOR = { email: "editor@example.com", password: "editor passphrase three" }
// A fixed instant in the middle of a 30-second step.
const T0 = Date.parse("2026-12-02T10:00:15Z")

const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: ms })

/** TOTP rules on the real data layer: window, reuse, recovery codes, throttle, reset links, the owner's requirement. */
export function describeTwoFactorContract(factory: DbFactory) {
  describe(`two-factor sign-in: ${factory.label}`, () => {
    let h: Harness
    let owner: MemoryJar
    let secret: string

    const setClock = (ms: number) =>
      h.as(null, async () => {
        const { backend } = await resolveBackend()
        await setTestClock(backend.settings, new Date(ms).toISOString())
      })

    /** Password step then second step in a fresh browser; returns the jar. */
    async function signInWith(code: string, jar = new MemoryJar(), remember = false) {
      const first = await h.as(jar, () => auth.signIn(OWNER.email, OWNER.password))
      expect(first.secondStep).toBe(true)
      await h.as(jar, () => twoFactor.completeSecondStep(code, remember))
      return jar
    }

    beforeAll(async () => {
      process.env.TEST_CLOCK = "1"
      resetServerEnv()
      h = await openHarness(factory)
    }, 60_000)
    afterAll(async () => {
      await h?.close()
      delete process.env.TEST_CLOCK
      resetServerEnv()
    })
    afterEach(() => resetServerEnv())

    beforeEach(async () => {
      await h.truncate()
      await h.as(null, async () => (await resolveBackend()).backend.settings.set("twoFactorRequired", false))
      await setClock(T0)
      owner = new MemoryJar()
      await signUpAndIn(h, owner, OWNER)
      const setup = await h.as(owner, () => twoFactor.beginTwoFactor())
      secret = setup.secret
      expect(setup.qrSvg.startsWith("<svg")).toBe(true)
      expect(setup.uri).toContain(`secret=${secret}`)
      // A wrong code does not turn it on.
      const wrong = await rejection(h.as(owner, () => twoFactor.confirmTwoFactor(codeAt(secret, T0 - 5 * 60_000))))
      expect(wrong.fieldErrors?.code).toEqual([TWO_FACTOR.errors.wrongCode])
      expect((await h.as(owner, () => twoFactor.getTwoFactorStatus())).enabled).toBe(false)
      await setClock(T0 + 60_000)
    }, 60_000)

    async function enrol(): Promise<string[]> {
      const { recoveryCodes } = await h.as(owner, () => twoFactor.confirmTwoFactor(codeAt(secret, T0 + 60_000)))
      return recoveryCodes
    }

    it("setup: a code confirms it, ten recovery codes once, the secret sealed at rest, an audit entry", async () => {
      const codes = await enrol()
      expect(codes).toHaveLength(10)
      expect(new Set(codes).size).toBe(10)
      expect(await h.as(owner, () => twoFactor.getTwoFactorStatus())).toMatchObject({ enabled: true, recoveryLeft: 10 })
      const [row] = await h.db.query<{ secret_enc: string }>("select secret_enc from two_factor")
      expect(row!.secret_enc.startsWith("v1.")).toBe(true)
      expect(row!.secret_enc).not.toContain(secret)
      const hashes = await h.db.query<{ code_hash: string }>("select code_hash from two_factor_recovery_codes")
      expect(hashes.map((r) => r.code_hash).join()).not.toContain(codes[0]!.replace("-", ""))
      expect((await rejection(h.as(owner, () => twoFactor.beginTwoFactor()))).message).toBe(TWO_FACTOR.errors.alreadyOn)
      const audit = await h.db.query<{ n: number }>("select count(*)::int as n from audit_log where action = 'two_factor_enable'")
      expect(audit[0]!.n).toBe(1)
    })

    it("sign-in: the password alone starts no session; a code of this step or one either side does, a code used once is refused", async () => {
      await enrol()
      const now = T0 + 5 * 60_000
      await setClock(now)
      const jar = new MemoryJar()
      expect(await h.as(jar, () => auth.signIn(OWNER.email, OWNER.password))).toEqual({ secondStep: true })
      expect(await h.as(jar, () => auth.getCurrentUser())).toBeNull()
      expect((await rejection(h.as(jar, () => auth.requireMember()))).code).toBe("unauthorized")
      // Two steps back is outside the window.
      const old = await rejection(h.as(jar, () => twoFactor.completeSecondStep(codeAt(secret, now - 60_000), false)))
      expect(old.fieldErrors?.code).toEqual([TWO_FACTOR.errors.wrongCode])
      // The previous step is inside it.
      await h.as(jar, () => twoFactor.completeSecondStep(codeAt(secret, now - 30_000), false))
      expect(await h.as(jar, () => auth.getCurrentUser())).toMatchObject({ email: OWNER.email, role: "owner" })
      // The same code again, from another browser within its window: refused, no session.
      const other = new MemoryJar()
      await h.as(other, () => auth.signIn(OWNER.email, OWNER.password))
      const reused = await rejection(h.as(other, () => twoFactor.completeSecondStep(codeAt(secret, now - 30_000), false)))
      expect([reused.code, reused.fieldErrors?.code]).toEqual(["validation", [TWO_FACTOR.errors.reused]])
      expect(await h.as(other, () => auth.getCurrentUser())).toBeNull()
      // The next step's code works.
      await h.as(other, () => twoFactor.completeSecondStep(codeAt(secret, now + 30_000), false))
      expect(await h.as(other, () => auth.getCurrentUser())).toMatchObject({ email: OWNER.email })
      // Nonsense is a clear 4xx, nothing changed.
      const third = new MemoryJar()
      await h.as(third, () => auth.signIn(OWNER.email, OWNER.password))
      for (const bad of ["", "12345", "x".repeat(500), "1234567"]) {
        const err = await rejection(h.as(third, () => twoFactor.completeSecondStep(bad, false)))
        expect(err.fieldErrors?.code).toEqual([TWO_FACTOR.errors.codeFormat])
      }
    })

    it("the pending step lasts five minutes and is no session; without it a code is refused", async () => {
      await enrol()
      const jar = new MemoryJar()
      await setClock(T0 + 10 * 60_000)
      await h.as(jar, () => auth.signIn(OWNER.email, OWNER.password))
      await setClock(T0 + 16 * 60_000)
      const late = await rejection(h.as(jar, () => twoFactor.completeSecondStep(codeAt(secret, T0 + 16 * 60_000), false)))
      expect([late.code, late.message]).toEqual(["unauthorized", TWO_FACTOR.errors.expired])
      const none = await rejection(h.as(new MemoryJar(), () => twoFactor.completeSecondStep(codeAt(secret, T0 + 16 * 60_000), false)))
      expect(none.code).toBe("unauthorized")
    })

    it("a recovery code signs in once; the audit log records its use", async () => {
      const codes = await enrol()
      await setClock(T0 + 5 * 60_000)
      const jar = await signInWith(codes[3]!.toUpperCase())
      expect(await h.as(jar, () => auth.getCurrentUser())).toMatchObject({ email: OWNER.email })
      expect(await h.as(jar, () => twoFactor.getTwoFactorStatus())).toMatchObject({ recoveryLeft: 9 })
      const again = new MemoryJar()
      await h.as(again, () => auth.signIn(OWNER.email, OWNER.password))
      const used = await rejection(h.as(again, () => twoFactor.completeSecondStep(codes[3]!, false)))
      expect(used.fieldErrors?.code).toEqual([TWO_FACTOR.errors.wrongCode])
      const rows = await h.db.query<{ n: number }>("select count(*)::int as n from audit_log where action = 'two_factor_recovery_use'")
      expect(rows[0]!.n).toBe(1)
    })

    it("codes are throttled like passwords: after five wrong codes even the right one waits; a right password does not reset it", async () => {
      await enrol()
      const now = T0 + 5 * 60_000
      await setClock(now)
      const jar = new MemoryJar()
      await h.as(jar, () => auth.signIn(OWNER.email, OWNER.password))
      for (let i = 0; i < 5; i++) {
        const err = await rejection(h.as(jar, () => twoFactor.completeSecondStep(i % 2 ? "000000" : "aaaaa-bbbbb", false)))
        expect(err.code).toBe("validation")
      }
      await h.as(jar, () => auth.signIn(OWNER.email, OWNER.password))
      const waiting = await rejection(h.as(jar, () => twoFactor.completeSecondStep(codeAt(secret, now), false)))
      expect(waiting.code).toBe("rate_limited")
      expect(await h.as(jar, () => auth.getCurrentUser())).toBeNull()
    })

    it("remember this browser: for 30 days, and no longer after Sign out everywhere else", async () => {
      await enrol()
      await setClock(T0 + 5 * 60_000)
      const jar = await signInWith(codeAt(secret, T0 + 5 * 60_000), new MemoryJar(), true)
      await h.as(jar, () => auth.signOut())
      expect((await h.as(jar, () => auth.signIn(OWNER.email, OWNER.password))).secondStep).toBe(false)
      await setClock(T0 + 31 * 24 * 3600_000)
      await h.as(jar, () => auth.signOut())
      expect((await h.as(jar, () => auth.signIn(OWNER.email, OWNER.password))).secondStep).toBe(true)
      const jar2 = await signInWith(codeAt(secret, T0 + 31 * 24 * 3600_000), new MemoryJar(), true)
      await h.as(jar2, () => account.endOtherSessions())
      await h.as(jar2, () => auth.signOut())
      expect((await h.as(jar2, () => auth.signIn(OWNER.email, OWNER.password))).secondStep).toBe(true)
    })

    it("the owner's requirement: an editor without it may only set it up; only the owner changes it; a reset link stops at the second step; audit entries", async () => {
      await enrol()
      const editor = new MemoryJar()
      const inv = await h.as(owner, () => team.inviteMember({ email: EDITOR.email, role: "editor" }))
      await h.as(editor, () => links.acceptInvitation(inv.link.slice(inv.link.lastIndexOf("/") + 1), EDITOR.password))
      await h.as(editor, () => posts.listPosts())
      expect(await h.as(owner, () => twoFactor.setTwoFactorRequirement(true))).toBe(true)
      const refused = await rejection(h.as(editor, () => posts.listPosts()))
      expect([refused.code, refused.message]).toEqual(["forbidden", TWO_FACTOR.errors.enrolFirst])
      expect(await h.as(editor, () => twoFactor.twoFactorEnrolmentRequired())).toBe(true)
      await h.as(editor, () => account.getAccount())
      expect((await rejection(h.as(editor, () => twoFactor.setTwoFactorRequirement(false)))).code).toBe("forbidden")
      expect((await rejection(h.as(editor, () => twoFactor.setTwoFactorRequirement("yes")))).code).toBe("forbidden")
      expect((await rejection(h.as(owner, () => twoFactor.setTwoFactorRequirement("yes")))).code).toBe("validation")
      // The editor sets it up and is let through.
      const setup = await h.as(editor, () => twoFactor.beginTwoFactor())
      await h.as(editor, () => twoFactor.confirmTwoFactor(codeAt(setup.secret, T0 + 60_000)))
      await h.as(editor, () => posts.listPosts())
      // The editor's reset link (from Team) stops at the second step too.
      const editorId = (await h.db.query<{ id: string }>("select id from users where email = $1", [EDITOR.email]))[0]!.id
      const { link } = await h.as(owner, () => team.createResetLink(editorId))
      const browser = new MemoryJar()
      expect(await h.as(browser, () => links.resetPassword(link.slice(link.lastIndexOf("/") + 1), "a brand new passphrase"))).toEqual({ secondStep: true })
      expect(await h.as(browser, () => auth.getCurrentUser())).toBeNull()
      // Turning it off needs the password, and is recorded.
      const wrongPw = await rejection(h.as(owner, () => twoFactor.disableTwoFactor("not my password")))
      expect(wrongPw.fieldErrors?.password).toEqual([TWO_FACTOR.errors.wrongPassword])
      await h.as(owner, () => twoFactor.disableTwoFactor(OWNER.password))
      const actions = await h.db.query<{ action: string }>("select action from audit_log where action like 'two_factor%' order by at")
      expect(actions.map((a) => a.action)).toEqual(["two_factor_enable", "two_factor_requirement", "two_factor_enable", "two_factor_disable"])
    })
  })
}
