import "server-only"

import type { Backend, Role, SessionUser } from "@/lib/backend/types"
import { AUTH_MESSAGES } from "@/lib/messages/auth"
import { clientIp, ipLimitKey } from "@/lib/request-ip"
import { PASSWORD_MAX, signInSchema, signUpSchema } from "@/lib/schemas/auth"

import { resolveBackend } from "./backend"
import { isCommonPassword } from "./common-passwords"
import { requestMemo } from "./context"
import { DataError, parseInput } from "./errors"
import { loginThrottle } from "./login-throttle"

export type AdminUser = { id: string; email: string; role: Role }

const SESSION_USER = Symbol("session user")

/**
 * The session is looked up once per request: the layout, the page and every data function it calls share the
 * answer (concurrent callers share the pending lookup). A failed lookup is not remembered.
 */
async function sessionUser(backend: Backend): Promise<SessionUser | null> {
  const memo = await requestMemo()
  const known = memo.get(SESSION_USER) as Promise<SessionUser | null> | undefined
  if (known) return known
  const lookup = backend.auth.currentUser()
  memo.set(SESSION_USER, lookup)
  lookup.catch(() => memo.get(SESSION_USER) === lookup && memo.delete(SESSION_USER))
  return lookup
}

/** Sign-in, sign-out and sign-up change who the rest of this request is acting for. */
async function rememberSessionUser(user: SessionUser | null | undefined): Promise<void> {
  const memo = await requestMemo()
  if (user === undefined) memo.delete(SESSION_USER)
  else memo.set(SESSION_USER, Promise.resolve(user))
}

/** The signed-in user (role null = no admin rights), or null. Expired sessions end here. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  const { backend } = await resolveBackend()
  return sessionUser(backend)
}

/**
 * The real access check: every admin data function calls it first. The proxy's redirect is only a convenience.
 * Requests that carry Next's internal subrequest header are refused outright.
 */
export async function requireAdmin(): Promise<AdminUser> {
  const { backend, ctx } = await resolveBackend()
  if (ctx.headers.has("x-middleware-subrequest")) throw new DataError("forbidden", "Forbidden")
  const user = await sessionUser(backend)
  if (!user) throw new DataError("unauthorized", "Please sign in to continue")
  if (!user.role) throw new DataError("forbidden", "Your account has no access to the admin area")
  return { id: user.id, email: user.email, role: user.role }
}

export async function requireOwner(): Promise<AdminUser> {
  const user = await requireAdmin()
  if (user.role !== "owner") throw new DataError("forbidden", "Only the site owner can do this")
  return user
}

/**
 * Signs in and sets the session cookie. Every wrong e-mail or password gives the same message; throttled per
 * account and per IP (DataError rate_limited with a clear wait time).
 */
export async function signIn(email: unknown, password: unknown): Promise<SessionUser> {
  const { backend, ctx } = await resolveBackend()
  const throttle = loginThrottle()
  const ip = ipLimitKey(clientIp(ctx.headers))
  const input = signInSchema.safeParse({ email, password })
  if (!input.success) {
    // Out-of-bounds input still counts against the address, and is never kept (not even as a key).
    const wait = throttle.check(ip, "")
    if (wait.ip > 0) throw new DataError("rate_limited", AUTH_MESSAGES.tooManyFromIp(wait.ip / 1000), { retryAfterMs: wait.ip })
    throw new DataError("validation", AUTH_MESSAGES.invalidCredentials)
  }
  const account = input.data.email.toLowerCase()
  const wait = throttle.check(ip, account)
  if (wait.ip > 0) throw new DataError("rate_limited", AUTH_MESSAGES.tooManyFromIp(wait.ip / 1000), { retryAfterMs: wait.ip })
  if (wait.account > 0) {
    throw new DataError("rate_limited", AUTH_MESSAGES.tooManyForAccount(wait.account / 1000), { retryAfterMs: wait.account })
  }
  const pw = input.data.password
  // Registration allows at most PASSWORD_MAX characters, so a longer one cannot match: no hash is spent on it.
  const user = pw.length <= PASSWORD_MAX ? await backend.auth.signIn(account, pw) : null
  if (!user) {
    throttle.failed(account)
    throw new DataError("unauthorized", AUTH_MESSAGES.invalidCredentials)
  }
  throttle.succeeded(account)
  await rememberSessionUser(user)
  return user
}

/**
 * Registers an account when registration is open for this e-mail (ADMIN_EMAILS, else only the very first account).
 * Refusals all read the same, whether or not the e-mail already has an account.
 */
export async function signUp(email: unknown, password: unknown): Promise<{ confirmationRequired: boolean }> {
  const input = parseInput(signUpSchema, { email, password })
  if (isCommonPassword(input.password)) {
    throw new DataError("validation", AUTH_MESSAGES.commonPassword, { fieldErrors: { password: [AUTH_MESSAGES.commonPassword] } })
  }
  if (input.password.trim().toLowerCase() === input.email) {
    throw new DataError("validation", AUTH_MESSAGES.passwordIsEmail, { fieldErrors: { password: [AUTH_MESSAGES.passwordIsEmail] } })
  }
  const { backend, ctx } = await resolveBackend()
  // Registration attempts count against the same per-IP budget as sign-ins.
  const wait = loginThrottle().check(ipLimitKey(clientIp(ctx.headers)), `signup:${input.email}`)
  if (wait.ip > 0) throw new DataError("rate_limited", AUTH_MESSAGES.tooManyFromIp(wait.ip / 1000), { retryAfterMs: wait.ip })
  const { confirmationRequired } = await backend.auth.signUp(input.email, input.password)
  await rememberSessionUser(undefined)
  return { confirmationRequired }
}

export async function signOut(): Promise<void> {
  const { backend } = await resolveBackend()
  await backend.auth.signOut()
  await rememberSessionUser(null)
}

/** Startup hint: without ADMIN_EMAILS, the first visitor to register becomes the owner. */
export async function hasOwner(): Promise<boolean> {
  const { backend } = await resolveBackend()
  return backend.auth.hasOwner()
}
