import "server-only"

import QRCode from "qrcode"
import { Secret } from "otpauth"

import type { Backend, HostedTwoFactorStore, HostedVerifyResult, TwoFactorStore } from "@/lib/backend/types"
import type { SessionUser } from "@/lib/domain/types"
import { TWO_FACTOR } from "@/lib/copy/two-factor"
import { AUTH_MESSAGES } from "@/lib/copy/auth"
import { LEAD_READER_ROLES } from "@/lib/domain/policy"
import { clientIp, ipLimitKey } from "@/lib/server/http/request-ip"
import { createLoginThrottle } from "@/lib/server/limits/login-throttle"

import { audit } from "./audit"
import { requireMemberForAccount, requireOwner } from "./auth"
import { resolveBackend } from "./backend"
import type { DataContext } from "@/lib/server/request/context"

import { DataError } from "./errors"
import { rememberSessionUser } from "./session"
import {
  clearPending,
  enabledTwoFactor,
  forgetRememberedBrowsers,
  isRecoveryCode,
  isTotpCode,
  mustEnrol,
  newRecoveryCodes,
  newRememberKey,
  nowMs,
  openSecret,
  pendingUser,
  recoveryHash,
  rememberBrowser,
  REQUIRED_SETTING,
  sealSecret,
  totpFor,
  totpStep,
  twoFactorAvailable,
  twoFactorRequiredSetting,
} from "./two-factor-core"

/** recoveryCodes: whether recovery codes are offered (Supabase mode: only with SUPABASE_SERVICE_ROLE_KEY). */
export type TwoFactorStatus = { available: boolean; enabled: boolean; recoveryLeft: number; mustEnrol: boolean; recoveryCodes: boolean }
/**
 * What the sign-in's second step offers: recovery codes, and "Remember this browser" (local accounts only).
 * recoveryRemovesApp: Supabase mode, where a recovery code removes the member's authenticator (set up again after).
 */
export type SecondStepOffer = { pending: boolean; recoveryCodes: boolean; remember: boolean; recoveryRemovesApp: boolean }
export type TwoFactorSetup = { secret: string; uri: string; qrSvg: string }

function storeOf(backend: Backend): TwoFactorStore {
  if (!backend.twoFactor) throw new DataError("unavailable", TWO_FACTOR.errors.unavailable)
  return backend.twoFactor
}

/** Supabase mode: the signed-in member's hosted two-factor store, or null for the local backends. */
const hostedOf = (backend: Backend): HostedTwoFactorStore | null => (backend.twoFactor ? null : (backend.hostedTwoFactor ?? null))

const refusedCode = (result: HostedVerifyResult) => (result === "reused" ? TWO_FACTOR.errors.reused : TWO_FACTOR.errors.wrongCode)

const codeField = (message: string) => new DataError("validation", message, { fieldErrors: { code: [message] } })

function codeInput(code: unknown): string {
  if (typeof code !== "string" || code.length > 40) throw codeField(TWO_FACTOR.errors.codeFormat)
  const trimmed = code.trim().replace(/\s/g, "")
  if (!isTotpCode(trimmed) && !isRecoveryCode(trimmed)) throw codeField(TWO_FACTOR.errors.codeFormat)
  return trimmed
}

/** The Account card's state for the signed-in member. */
export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  const me = await requireMemberForAccount()
  const { backend } = await resolveBackend()
  const hosted = hostedOf(backend)
  if (hosted) {
    const enabled = !!(await hosted.state())?.verified
    const recoveryLeft = enabled && hosted.recovery ? await hosted.recovery.left(me.id) : 0
    return { available: true, enabled, recoveryLeft, mustEnrol: await mustEnrol(backend, me), recoveryCodes: !!hosted.recovery }
  }
  if (!backend.twoFactor) return { available: false, enabled: false, recoveryLeft: 0, mustEnrol: false, recoveryCodes: false }
  const row = await backend.twoFactor.get(me.id)
  return { available: true, enabled: !!row?.enabledAt, recoveryLeft: row?.enabledAt ? row.recoveryLeft : 0, mustEnrol: await mustEnrol(backend, me), recoveryCodes: true }
}

/** Whether the signed-in member is held back by the owner's requirement (the admin panel's gate). */
export async function twoFactorEnrolmentRequired(): Promise<boolean> {
  const me = await requireMemberForAccount()
  const { backend } = await resolveBackend()
  return mustEnrol(backend, me)
}

/** A new secret, not on until a code from it is confirmed: the key, the otpauth:// address and its QR code (SVG). */
export async function beginTwoFactor(): Promise<TwoFactorSetup> {
  const me = await requireMemberForAccount()
  const { backend } = await resolveBackend()
  const hosted = hostedOf(backend)
  if (hosted) {
    // Supabase makes the key and its QR code (an SVG, drawn by the card as an image); the factor stays unverified
    // until a code from it is confirmed.
    if ((await hosted.state())?.verified) throw new DataError("conflict", TWO_FACTOR.errors.alreadyOn)
    return hosted.enroll()
  }
  const store = storeOf(backend)
  const secret = new Secret({ size: 20 }).base32
  if (!(await store.begin(me.id, await sealSecret(backend, secret), newRememberKey()))) throw new DataError("conflict", TWO_FACTOR.errors.alreadyOn)
  const uri = totpFor(secret, me.email).toString()
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 })
  return { secret, uri, qrSvg }
}

/** Turns two-factor sign-in on with a code from the new key; returns the ten recovery codes (shown once). */
export async function confirmTwoFactor(code: unknown): Promise<{ recoveryCodes: string[] }> {
  const me = await requireMemberForAccount()
  const { backend } = await resolveBackend()
  const value = typeof code === "string" ? code.replace(/\s/g, "") : ""
  if (!isTotpCode(value)) throw codeField(TWO_FACTOR.errors.codeFormat)
  const hosted = hostedOf(backend)
  if (hosted) {
    if ((await hosted.state())?.verified) throw new DataError("conflict", TWO_FACTOR.errors.alreadyOn)
    // A right code verifies the factor and raises this session to aal2 (Supabase signs the member's other sessions out).
    const result = await hosted.verify(value, "enrol")
    if (result !== "ok") throw codeField(refusedCode(result))
    const codes = hosted.recovery ? newRecoveryCodes() : []
    if (hosted.recovery) await hosted.recovery.replace(me.id, codes.map((c) => recoveryHash(me.id, c)))
    await audit("two_factor_enable", { type: "account", id: me.id, label: me.email })
    return { recoveryCodes: codes }
  }
  const store = storeOf(backend)
  const row = await store.get(me.id)
  if (!row) throw new DataError("validation", TWO_FACTOR.errors.notStarted)
  if (row.enabledAt) throw new DataError("conflict", TWO_FACTOR.errors.alreadyOn)
  const step = totpStep(await openSecret(backend, row.secretEnc), value, await nowMs(backend))
  if (step === null) throw codeField(TWO_FACTOR.errors.wrongCode)
  const codes = newRecoveryCodes()
  if (!(await store.enable(me.id, step, codes.map((c) => recoveryHash(me.id, c))))) throw new DataError("conflict", TWO_FACTOR.errors.alreadyOn)
  await audit("two_factor_enable", { type: "account", id: me.id, label: me.email })
  return { recoveryCodes: codes }
}

async function checkPassword(backend: Backend, me: { id: string; email: string }, password: unknown): Promise<void> {
  const hosted = hostedOf(backend)
  const ok =
    typeof password === "string" &&
    password.length > 0 &&
    password.length <= 1024 &&
    (hosted ? await hosted.checkPassword(me.email, password) : !!backend.accounts && (await backend.accounts.checkPassword(me.id, password)))
  if (!ok) throw new DataError("validation", TWO_FACTOR.errors.wrongPassword, { fieldErrors: { password: [TWO_FACTOR.errors.wrongPassword] } })
}

/** Needs the password. Removes the key, the recovery codes and every remembered browser. */
export async function disableTwoFactor(password: unknown): Promise<void> {
  const me = await requireMemberForAccount()
  const { backend } = await resolveBackend()
  const hosted = hostedOf(backend)
  if (!hosted) storeOf(backend)
  await checkPassword(backend, me, password)
  if (hosted) {
    if (!(await hosted.state())?.verified) throw new DataError("validation", TWO_FACTOR.errors.notOn)
    await hosted.unenroll()
  } else {
    if (!(await enabledTwoFactor(backend, me.id))) throw new DataError("validation", TWO_FACTOR.errors.notOn)
    await storeOf(backend).disable(me.id)
  }
  await audit("two_factor_disable", { type: "account", id: me.id, label: me.email })
}

/** Needs the password. Ten new recovery codes replace every earlier one. */
export async function regenerateRecoveryCodes(password: unknown): Promise<{ recoveryCodes: string[] }> {
  const me = await requireMemberForAccount()
  const { backend } = await resolveBackend()
  const hosted = hostedOf(backend)
  if (hosted) {
    if (!hosted.recovery) throw new DataError("unavailable", TWO_FACTOR.errors.noRecoveryCodes)
    await checkPassword(backend, me, password)
    if (!(await hosted.state())?.verified) throw new DataError("validation", TWO_FACTOR.errors.notOn)
    const codes = newRecoveryCodes()
    await hosted.recovery.replace(me.id, codes.map((c) => recoveryHash(me.id, c)))
    await audit("two_factor_recovery_new", { type: "account", id: me.id, label: me.email })
    return { recoveryCodes: codes }
  }
  const store = storeOf(backend)
  await checkPassword(backend, me, password)
  const codes = newRecoveryCodes()
  if (!(await store.replaceRecoveryCodes(me.id, codes.map((c) => recoveryHash(me.id, c))))) throw new DataError("validation", TWO_FACTOR.errors.notOn)
  await audit("two_factor_recovery_new", { type: "account", id: me.id, label: me.email })
  return { recoveryCodes: codes }
}

/** PUBLIC: whether this browser is at the second step, and what that step offers (the sign-in page). */
export async function secondStepOffer(): Promise<SecondStepOffer> {
  const { backend, ctx } = await resolveBackend()
  const hosted = hostedOf(backend)
  if (hosted) {
    // Supabase mode: the password made an aal1 session; a member with a verified factor still needs a code.
    const state = await hosted.state()
    return { pending: !!state?.verified && state.level !== "aal2", recoveryCodes: !!hosted.recovery, remember: false, recoveryRemovesApp: true }
  }
  if (!backend.twoFactor) return { pending: false, recoveryCodes: false, remember: false, recoveryRemovesApp: false }
  return { pending: (await pendingUser(backend, ctx.jar, await nowMs(backend))) !== null, recoveryCodes: true, remember: true, recoveryRemovesApp: false }
}

/** PUBLIC: forgets the pending second step of this browser. */
export async function cancelSecondStep(): Promise<void> {
  const { backend, ctx } = await resolveBackend()
  // Supabase mode: the pending step is an aal1 session, which ends here.
  if (hostedOf(backend)) await backend.auth.signOut()
  clearPending(ctx.jar)
}

/** The second step's throttle: per client address, and per member under a key a right password does not reset. */
async function secondStepThrottle(backend: Backend, ctx: DataContext, userId: string) {
  const throttle = createLoginThrottle(backend.limits)
  const key = `second-factor:${userId}`
  const wait = await throttle.check(ipLimitKey(clientIp(ctx.headers)), key)
  if (wait.ip > 0) throw new DataError("rate_limited", AUTH_MESSAGES.tooManyFromIp(wait.ip / 1000), { retryAfterMs: wait.ip })
  if (wait.account > 0) throw new DataError("rate_limited", AUTH_MESSAGES.tooManyForAccount(wait.account / 1000), { retryAfterMs: wait.account })
  return {
    /** A wrong code: a sign_in_failed entry naming the member, counted against the member's key. */
    async failed(actor: { id: string; email: string }, message: string): Promise<never> {
      await audit("sign_in_failed", { type: "account", id: actor.id, label: `${actor.email} (two-factor code)` }, actor)
      await throttle.failed(key)
      throw codeField(message)
    },
    succeeded: () => throttle.succeeded(key),
  }
}

/** A signed-in member after the second step; factorsRemoved: a recovery code was used in Supabase mode. */
export type SecondStepResult = SessionUser & { factorsRemoved?: boolean }

/**
 * Supabase mode: a code raises the aal1 session to aal2 (Supabase checks it, and refuses one already used). A
 * recovery code (with the service role key) removes the member's factors, so the session counts as signed in
 * without one and the member sets two-factor sign-in up again.
 */
async function completeHostedSecondStep(backend: Backend, hosted: HostedTwoFactorStore, ctx: DataContext, code: unknown): Promise<SecondStepResult> {
  const state = await hosted.state()
  if (!state || !state.verified || state.level === "aal2") throw new DataError("unauthorized", TWO_FACTOR.errors.expired)
  const actor = { id: state.userId, email: state.email }
  const throttle = await secondStepThrottle(backend, ctx, state.userId)
  const value = codeInput(code)
  // The recovery code this sign-in marked used: of two sign-ins with the same code, only one marks it.
  let spent: string | null = null
  if (isTotpCode(value)) {
    const result = await hosted.verify(value, "sign_in")
    if (result !== "ok") await throttle.failed(actor, refusedCode(result))
  } else if (hosted.recovery) {
    spent = await hosted.recovery.use(state.userId, recoveryHash(state.userId, value))
    if (!spent) await throttle.failed(actor, TWO_FACTOR.errors.wrongCode)
  } else {
    await throttle.failed(actor, TWO_FACTOR.errors.wrongCode)
  }
  await throttle.succeeded()
  const usedRecovery = spent !== null
  let left = 0
  if (spent !== null) {
    left = await hosted.recovery!.left(state.userId)
    await resetOrRestore(hosted, state.userId, spent)
  }
  const user = await backend.auth.currentUser()
  if (!user) throw new DataError("unauthorized", TWO_FACTOR.errors.expired)
  await rememberSessionUser(user)
  if (usedRecovery) await audit("two_factor_recovery_use", { type: "account", id: user.id, label: `${user.email}: ${left} left, factors removed` })
  await audit("sign_in", { type: "session", id: user.sessionId ?? "" })
  return usedRecovery ? { ...user, factorsRemoved: true } : user
}

/**
 * Supabase mode: the factors of a member whose recovery code this sign-in has marked used are removed. When that
 * fails and a verified factor is still there (as Supabase Auth answers), the code is made unused again, so the
 * member keeps it for another try; the code was marked first, so two sign-ins with it never both get this far.
 */
async function resetOrRestore(hosted: HostedTwoFactorStore, userId: string, codeId: string): Promise<void> {
  const recovery = hosted.recovery!
  try {
    await recovery.resetFactors(userId)
  } catch (err) {
    const after = await hosted.state().catch(() => null)
    // The factors are gone (only a later step failed): the code stays spent, as it would have after a success.
    if (after && !after.verified) throw err
    try {
      await recovery.restore(userId, codeId)
    } catch (restoreErr) {
      console.error("[two-factor] a recovery code could not be made unused again after its factors stayed:", restoreErr)
      throw err
    }
    console.error("[two-factor] removing the factors after a recovery code failed; the code is unused again:", err)
    throw new DataError("unavailable", TWO_FACTOR.errors.recoveryNotApplied)
  }
}

/**
 * PUBLIC (with the pending cookie of a right password): a code from the app or an unused recovery code starts the
 * session. A TOTP step is taken once; failures count against the same throttle as passwords (per IP, and per
 * member under a key of its own that a right password does not reset).
 */
export async function completeSecondStep(code: unknown, remember: unknown): Promise<SecondStepResult> {
  const { backend, ctx } = await resolveBackend()
  const hosted = hostedOf(backend)
  if (hosted) return completeHostedSecondStep(backend, hosted, ctx, code)
  const store = storeOf(backend)
  const now = await nowMs(backend)
  const userId = await pendingUser(backend, ctx.jar, now)
  if (!userId) throw new DataError("unauthorized", TWO_FACTOR.errors.expired)
  const throttle = await secondStepThrottle(backend, ctx, userId)
  const value = codeInput(code)
  const row = await enabledTwoFactor(backend, userId)
  const member = backend.accounts ? await backend.accounts.getMember(userId) : null
  if (!row || !member) {
    clearPending(ctx.jar)
    throw new DataError("unauthorized", TWO_FACTOR.errors.expired)
  }
  const actor = { id: userId, email: member.email }
  let usedRecovery = false
  let failure: string | null = null
  if (isTotpCode(value)) {
    const step = totpStep(await openSecret(backend, row.secretEnc), value, now)
    if (step === null) failure = TWO_FACTOR.errors.wrongCode
    else if (!(await store.useStep(userId, step))) failure = TWO_FACTOR.errors.reused
  } else if (await store.useRecoveryCode(userId, recoveryHash(userId, value))) {
    usedRecovery = true
  } else {
    failure = TWO_FACTOR.errors.wrongCode
  }
  if (failure) await throttle.failed(actor, failure)
  await throttle.succeeded()
  const sessionId = await backend.auth.startSessionFor!(userId, { userAgent: ctx.headers.get("user-agent") ?? "" })
  clearPending(ctx.jar)
  if (remember === true || remember === "on" || remember === "true") await rememberBrowser(backend, ctx.jar, row, now)
  const user: SessionUser = { id: userId, email: member.email, role: member.role, sessionId }
  await rememberSessionUser(user)
  if (usedRecovery) await audit("two_factor_recovery_use", { type: "account", id: userId, label: `${member.email}: ${row.recoveryLeft - 1} left` })
  await audit("sign_in", { type: "session", id: sessionId })
  return user
}

/** The owner's team setting: members of every role that reads leads must use two-factor sign-in. */
export async function getTwoFactorRequirement(): Promise<{ available: boolean; required: boolean; roles: readonly string[] }> {
  await requireOwner()
  const { backend } = await resolveBackend()
  return { available: twoFactorAvailable(backend), required: await twoFactorRequiredSetting(backend), roles: LEAD_READER_ROLES }
}

export async function setTwoFactorRequirement(required: unknown): Promise<boolean> {
  const me = await requireOwner()
  const { backend } = await resolveBackend()
  if (!twoFactorAvailable(backend)) throw new DataError("unavailable", TWO_FACTOR.errors.unavailable)
  if (typeof required !== "boolean") throw new DataError("validation", "Choose whether two-factor sign-in is required")
  await backend.settings.set(REQUIRED_SETTING, required)
  await audit("two_factor_requirement", { type: "account", id: me.id, label: required ? "required" : "not required" }, { id: me.id, email: me.email })
  return required
}

/** Sign out everywhere, a password change or reset: no browser stays remembered. */
export async function forgetBrowsersOf(userId: string): Promise<void> {
  const { backend } = await resolveBackend()
  await forgetRememberedBrowsers(backend, userId)
}
