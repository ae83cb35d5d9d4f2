import "server-only"

import type { Role, SessionUser } from "@/lib/domain/types"
import { AUTH_MESSAGES } from "@/lib/copy/auth"
import { clientIp, ipLimitKey } from "@/lib/server/http/request-ip"
import { absoluteUrl } from "@/lib/domain/site"
import { signInSchema, signUpSchema } from "@/lib/domain/schemas/auth"

import { resolveBackend } from "./backend"
import { isCommonPassword } from "./common-passwords"
import { mailEnabled, sendAccountLink } from "./account-mail"
import { audit } from "./audit"
import { DataError, inWords, parseInput } from "./errors"
import { createLoginThrottle } from "@/lib/server/limits/login-throttle"
import { can, refusal, type Permission } from "@/lib/domain/policy"
import { rememberSessionUser, sessionUser } from "./session"
import { joinToken, newSecret, TOKEN_TTL_MS } from "./tokens"
import { browserRemembered, enabledTwoFactor, mustEnrol, nowMs, startPending } from "./two-factor-core"
import { TWO_FACTOR } from "@/lib/copy/two-factor"

export type AdminUser = { id: string; email: string; role: Role; sessionId: string | null }

export { getCurrentUser } from "./session"

/**
 * The real access check: every admin data function calls it (or requirePermission) first. The proxy's redirect
 * is only a convenience. Requests that carry Next's internal subrequest header are refused outright.
 */
export async function requireMember(opts: { enrolment?: boolean } = {}): Promise<AdminUser> {
  const { backend, ctx } = await resolveBackend()
  if (ctx.headers.has("x-middleware-subrequest")) throw new DataError("forbidden", "Forbidden")
  const user = await sessionUser(backend)
  if (!user) throw new DataError("unauthorized", "Please sign in to continue")
  if (!user.role) throw new DataError("forbidden", "Your account has no access to the admin area")
  // The owner's requirement: a member of a role that reads leads, without two-factor sign-in, may only set it up
  // (Account) until they have.
  if (!opts.enrolment && (await mustEnrol(backend, user))) {
    throw new DataError("forbidden", TWO_FACTOR.errors.enrolFirst, { reason: "two_factor_required" })
  }
  return { id: user.id, email: user.email, role: user.role, sessionId: user.sessionId ?? null }
}

/** The account's own screen (and two-factor setup): open to a member the owner's requirement still holds back. */
export function requireMemberForAccount(): Promise<AdminUser> {
  return requireMember({ enrolment: true })
}

/** A member whose role grants `permission` (lib/domain/policy.ts says which roles do). */
export async function requirePermission(permission: Permission): Promise<AdminUser> {
  const user = await requireMember()
  if (!can(user.role, permission)) throw new DataError("forbidden", refusal(permission))
  return user
}

/** Content work (posts, pages, media, people, redirects, messages): every role. */
export function requireContentAccess(): Promise<AdminUser> {
  return requirePermission("content")
}

export function requireOwner(): Promise<AdminUser> {
  return requirePermission("ownership")
}

/** Signed in, or the password was right and the second step (two-factor sign-in) is still to come. */
export type SignInResult = { secondStep: false; user: SessionUser } | { secondStep: true }

/**
 * Signs in and sets the session cookie, unless the member has two-factor sign-in and this browser is not
 * remembered: then only the pending second step starts (a signed five-minute cookie, not a session). Every wrong
 * e-mail or password gives the same message; throttled per account and per IP (DataError rate_limited with a clear
 * wait time).
 */
export async function signIn(email: unknown, password: unknown): Promise<SignInResult> {
  const { backend, ctx } = await resolveBackend()
  const throttle = createLoginThrottle(backend.limits)
  const ip = ipLimitKey(clientIp(ctx.headers))
  const input = signInSchema.safeParse({ email, password })
  if (!input.success) {
    // Registration's length limits: an overlong value is answered with what is wrong with it, before any lookup,
    // throttle read or audit write (no account can hold such a value).
    const tooLong = input.error.issues.find((issue) => issue.code === "too_big")
    if (tooLong) throw new DataError("validation", tooLong.message, { fieldErrors: { [String(tooLong.path[0])]: [tooLong.message] } })
    // Out-of-bounds input still counts against the address, and is never kept (not even as a key).
    const wait = await throttle.check(ip, "")
    if (wait.ip > 0) throw new DataError("rate_limited", AUTH_MESSAGES.tooManyFromIp(wait.ip / 1000), { retryAfterMs: wait.ip })
    throw new DataError("validation", AUTH_MESSAGES.invalidCredentials)
  }
  const account = input.data.email.toLowerCase()
  const wait = await throttle.check(ip, account)
  if (wait.ip > 0) throw new DataError("rate_limited", AUTH_MESSAGES.tooManyFromIp(wait.ip / 1000), { retryAfterMs: wait.ip })
  if (wait.account > 0) {
    throw new DataError("rate_limited", AUTH_MESSAGES.tooManyForAccount(wait.account / 1000), { retryAfterMs: wait.account })
  }
  const meta = { userAgent: ctx.headers.get("user-agent") ?? "" }
  const local = backend.twoFactor && backend.auth.checkCredentials && backend.auth.startSessionFor ? backend.auth : null
  const found = local ? await local.checkCredentials!(account, input.data.password) : await backend.auth.signIn(account, input.data.password, meta)
  if (!found) {
    // Only something shaped like an e-mail is kept: people sometimes type their password into the e-mail field.
    const tried = signUpSchema.shape.email.safeParse(account).success ? account : "(not an e-mail address)"
    await audit("sign_in_failed", { type: "account", id: "", label: tried }, { id: null, email: tried })
    // Counted last, so the wait it may start is measured from the answer, not from before the audit write.
    await throttle.failed(account)
    throw new DataError("unauthorized", AUTH_MESSAGES.invalidCredentials)
  }
  await throttle.succeeded(account)
  let user: SessionUser
  if (local) {
    const row = await enabledTwoFactor(backend, found.id)
    const now = await nowMs(backend)
    if (row && !(await browserRemembered(backend, ctx.jar, row, now))) {
      await startPending(backend, ctx.jar, found.id, now)
      return { secondStep: true }
    }
    user = { ...found, sessionId: await local.startSessionFor!(found.id, meta) }
  } else if ("secondStepPending" in found && found.secondStepPending) {
    // Supabase mode: the member has a verified factor; the aal1 session is not a sign-in to the admin until a
    // code raises it to aal2 (lib/data/two-factor.ts, completeSecondStep).
    return { secondStep: true }
  } else {
    user = found as SessionUser
  }
  await rememberSessionUser(user)
  await audit("sign_in", { type: "session", id: user.sessionId ?? "" })
  return { secondStep: false, user }
}

/**
 * The password rules of registration, used for every new password (invitation, reset, change): length from the
 * schema, not a common password, not the e-mail. Returns the password; throws a field error on "password".
 */
export function checkPasswordRules(password: unknown, email: string, field = "password"): string {
  const parsed = signUpSchema.shape.password.safeParse(password)
  const fail = (message: string) => new DataError("validation", message, { fieldErrors: { [field]: [message] } })
  if (!parsed.success) throw fail(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.passwordHint)
  if (isCommonPassword(parsed.data)) throw fail(AUTH_MESSAGES.commonPassword)
  if (parsed.data.trim().toLowerCase() === email.toLowerCase()) throw fail(AUTH_MESSAGES.passwordIsEmail)
  return parsed.data
}

/** An e-mail address by registration's rule, lower-cased; throws a field error on "email". */
export function parseEmailField(value: unknown): string {
  const parsed = signUpSchema.shape.email.safeParse(value)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Enter a valid email address"
    throw new DataError("validation", message, { fieldErrors: { email: [message] } })
  }
  return parsed.data
}

/**
 * Registers an account when registration is open for this e-mail (ADMIN_EMAILS, else only the very first account).
 * Refusals all read the same, whether or not the e-mail already has an account.
 */
export async function signUp(email: unknown, password: unknown): Promise<{ confirmationRequired: boolean }> {
  const input = parseInput(signUpSchema, { email, password })
  checkPasswordRules(input.password, input.email)
  const { backend, ctx } = await resolveBackend()
  // Registration attempts count against the same per-IP budget as sign-ins.
  const wait = await createLoginThrottle(backend.limits).check(ipLimitKey(clientIp(ctx.headers)), `signup:${input.email}`)
  if (wait.ip > 0) throw new DataError("rate_limited", AUTH_MESSAGES.tooManyFromIp(wait.ip / 1000), { retryAfterMs: wait.ip })
  // With mail on, an address from ADMIN_EMAILS gets rights only once a link sent to it is opened.
  const mail = mailEnabled(backend)
  const link = mail ? newSecret() : null
  const confirm = link ? { secretHash: link.secretHash, expiresAt: new Date(Date.now() + TOKEN_TTL_MS.register).toISOString() } : undefined
  const { confirmationRequired, pendingTokenId } = await backend.auth.signUp(input.email, input.password, confirm).catch((err) => {
    throw inWords(err)
  })
  if (link && pendingTokenId) {
    await sendAccountLink(backend, "register", input.email, absoluteUrl(`/admin/confirm/${joinToken(pendingTokenId, link.secret)}`))
  }
  await rememberSessionUser(undefined)
  return { confirmationRequired }
}

export async function signOut(): Promise<void> {
  const { backend } = await resolveBackend()
  const user = await sessionUser(backend).catch(() => null)
  if (user) await audit("sign_out", { type: "session", id: user.sessionId ?? "" })
  await backend.auth.signOut()
  await rememberSessionUser(null)
}

/** Startup hint: without ADMIN_EMAILS, the first visitor to register becomes the owner. */
export async function hasOwner(): Promise<boolean> {
  const { backend } = await resolveBackend()
  return backend.auth.hasOwner()
}
