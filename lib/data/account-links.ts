import "server-only"

import { after } from "next/server"

import type { AuthTokenKind, AuthTokenRow, Role, SessionUser } from "@/lib/domain/types"
import type { AccountStore, Backend } from "@/lib/backend/types"
import { createRateLimiter, fixedKey, type RateLimiter } from "@/lib/server/limits/rate-limit"
import { absoluteUrl } from "@/lib/domain/site"
import { clientIp, ipLimitKey } from "@/lib/server/http/request-ip"
import { LINK_MESSAGES } from "@/lib/copy/team"

import { mailEnabled, sendAccountLink } from "./account-mail"
import { audit, recordAuditEntry } from "./audit"
import { checkPasswordRules, parseEmailField, type SignInResult } from "./auth"
import { rememberSessionUser } from "./session"
import { resolveBackend } from "./backend"
import { DataError } from "./errors"
import { issueResetLink, SUPABASE_LANDING } from "./team"
import { enabledTwoFactor, forgetRememberedBrowsers, nowMs, requireFullSession, startPending } from "./two-factor-core"
import { secretMatches, splitToken } from "./tokens"

/** What a link page shows before the form: the link works, or why it does not. */
export type LinkState =
  | { state: "valid"; email: string; role: Role | null }
  | { state: "invalid" | "expired" | "used" }

export { LINK_MESSAGES }

function accountsOf(backend: Backend): AccountStore {
  if (!backend.accounts) throw new DataError("unavailable", "This is not available with this backend")
  return backend.accounts
}

/** Finds the token's row and checks its secret in constant time; the state says what a visitor may be told. */
async function lookup(backend: Backend, kind: AuthTokenKind, token: unknown): Promise<{ row: AuthTokenRow | null; state: LinkState["state"] }> {
  const parts = splitToken(token)
  if (!parts || !backend.accounts) return { row: null, state: "invalid" }
  const row = await backend.accounts.getToken(parts.id)
  if (!row || row.kind !== kind || !secretMatches(row.secret_hash, parts.secret)) return { row: null, state: "invalid" }
  if (row.used_at || row.revoked_at) return { row, state: "used" }
  if (Date.parse(row.expires_at) <= Date.now()) return { row, state: "expired" }
  return { row, state: "valid" }
}

/** PUBLIC: whether an invitation, reset or confirmation link can still be used (nothing is changed). */
export async function describeLink(kind: AuthTokenKind, token: unknown): Promise<LinkState> {
  const { backend } = await resolveBackend()
  const { row, state } = await lookup(backend, kind, token)
  return state === "valid" && row ? { state, email: row.email, role: row.role } : { state: state === "valid" ? "invalid" : state }
}

async function usable(backend: Backend, kind: AuthTokenKind, token: unknown): Promise<AuthTokenRow> {
  const { row, state } = await lookup(backend, kind, token)
  if (state !== "valid" || !row) throw new DataError("validation", LINK_MESSAGES[state === "valid" ? "invalid" : state])
  return row
}

async function signedInAs(backend: Backend, user: { id: string; email: string; role: Role | null }): Promise<SessionUser> {
  const { ctx } = await resolveBackend()
  const sessionId = await accountsOf(backend).startSession(user.id, { userAgent: ctx.headers.get("user-agent") ?? "" })
  const session = { ...user, sessionId }
  await rememberSessionUser(session)
  return session
}

/** PUBLIC (with the link): sets the invitee's password, makes them a member with the invited role, signs them in. */
export async function acceptInvitation(token: unknown, password: unknown): Promise<SessionUser> {
  const { backend } = await resolveBackend()
  const row = await usable(backend, "invite", token)
  const pw = checkPasswordRules(password, row.email)
  const user = await accountsOf(backend).acceptInvitation(row.id, pw)
  if (!user) throw new DataError("validation", LINK_MESSAGES.used)
  const session = await signedInAs(backend, user)
  await audit("invite_accept", { type: "member", id: user.id, label: `${user.email} as ${user.role}` })
  return session
}

/** PUBLIC (with the link): a listed address confirmed; the password chosen at registration proves the same person. */
export async function confirmRegistration(token: unknown, password: unknown): Promise<SessionUser> {
  const { backend } = await resolveBackend()
  const row = await usable(backend, "register", token)
  if (typeof password !== "string" || password.length > 1024) throw new DataError("validation", "Wrong password")
  const user = await accountsOf(backend).completeRegistration(row.id, password)
  if (user === "wrong_password") throw new DataError("validation", "Wrong password", { fieldErrors: { password: ["Wrong password"] } })
  if (!user) throw new DataError("validation", LINK_MESSAGES.used)
  const session = await signedInAs(backend, user)
  await audit("create", { type: "member", id: user.id, label: `${user.email} confirmed as ${user.role}` })
  return session
}

/** PUBLIC (with the link): a new password; every session of the account ends, then this browser is signed in. */
export async function resetPassword(token: unknown, password: unknown): Promise<SignInResult> {
  const { backend } = await resolveBackend()
  const row = await usable(backend, "reset", token)
  const pw = checkPasswordRules(password, row.email)
  const accounts = accountsOf(backend)
  if (!row.user_id || !(await accounts.useToken(row.id))) throw new DataError("validation", LINK_MESSAGES.used)
  await accounts.setPassword(row.user_id, pw, null)
  await forgetRememberedBrowsers(backend, row.user_id)
  // A reset link proves the mailbox, not the authenticator: with two-factor sign-in on it leads to the second step.
  if (await enabledTwoFactor(backend, row.user_id)) {
    const { ctx } = await resolveBackend()
    await startPending(backend, ctx.jar, row.user_id, await nowMs(backend))
    await audit("password_reset", { type: "account", id: row.user_id, label: row.email }, { id: row.user_id, email: row.email })
    return { secondStep: true }
  }
  const found = await accounts.findUser(row.email)
  const session = await signedInAs(backend, { id: row.user_id, email: row.email, role: found?.role ?? null })
  await audit("password_reset", { type: "account", id: row.user_id, label: row.email })
  return { secondStep: false, user: session }
}

/** PUBLIC (with the link): the new address of an e-mail change, proven by opening a link sent to it. */
export async function confirmEmailChange(token: unknown): Promise<string> {
  const { backend } = await resolveBackend()
  const row = await usable(backend, "email_change", token)
  const accounts = accountsOf(backend)
  if (!row.user_id || !(await accounts.useToken(row.id))) throw new DataError("validation", LINK_MESSAGES.used)
  await accounts.setEmail(row.user_id, row.email)
  await accounts.endOtherSessions(row.user_id, null)
  await audit("email_change", { type: "account", id: row.user_id, label: row.email }, { id: row.user_id, email: row.email })
  return row.email
}

// Forgot-password requests: 5 per e-mail per hour and 20 per address per 15 minutes, in this process's memory.
const RESET_LIMITS = Symbol.for("lumora.reset-limits")
function resetLimiters(): { ip: RateLimiter; account: RateLimiter } {
  const g = globalThis as unknown as Record<symbol, { ip: RateLimiter; account: RateLimiter } | undefined>
  return (g[RESET_LIMITS] ??= {
    ip: createRateLimiter({ limit: 20, windowMs: 15 * 60 * 1000 }),
    account: createRateLimiter({ limit: 5, windowMs: 60 * 60 * 1000 }),
  })
}

// The work behind a forgot-password answer runs once the answer has been sent (Next's after()), so neither the
// answer's content nor its timing can tell whether the account exists. Outside a Next request (tests, scripts) it
// runs on the next turn of the event loop; tests wait for it with settlePasswordResets().
const pending = new Set<Promise<void>>()
function afterAnswer(work: () => Promise<void>): void {
  const run = () => work().catch((error: unknown) => console.error("[auth] password reset e-mail failed", error))
  try {
    after(run)
  } catch {
    const p = new Promise<void>((resolve) => setImmediate(() => void run().finally(resolve)))
    pending.add(p)
    void p.finally(() => pending.delete(p))
  }
}
export async function settlePasswordResets(): Promise<void> {
  await Promise.all([...pending])
}

/**
 * PUBLIC: "Forgot password?". Always the same answer whether or not the e-mail has an account; the link goes out
 * only when mail is on (without it the page tells people to ask an admin). Rate limited per address and e-mail.
 */
export async function requestPasswordReset(email: unknown): Promise<{ message: string }> {
  const address = parseEmailField(email)
  const { backend, ctx } = await resolveBackend()
  const limits = resetLimiters()
  const ip = limits.ip.hit(ipLimitKey(clientIp(ctx.headers)))
  if (!ip.ok) throw new DataError("rate_limited", "Too many requests. Please try again later.", { retryAfterMs: ip.retryAfterMs })
  // Over the per-e-mail limit the answer stays the same; nothing more is sent.
  const allowed = limits.account.hit(fixedKey(`reset:${address}`)).ok
  if (allowed && backend.auth.sendPasswordReset) {
    // Supabase Auth sends its own recovery e-mail (and answers the same for unknown addresses).
    const send = backend.auth.sendPasswordReset.bind(backend.auth)
    afterAnswer(() => send(address, absoluteUrl(SUPABASE_LANDING)))
  } else if (allowed && mailEnabled(backend) && backend.accounts) {
    afterAnswer(() => sendReset(backend, address))
  }
  return { message: LINK_MESSAGES.resetSent }
}

async function sendReset(backend: Backend, email: string): Promise<void> {
  const user = await accountsOf(backend).findUser(email)
  if (!user?.role) return
  const created = await issueResetLink(backend, user.id, user.email, null)
  await sendAccountLink(backend, "reset", user.email, created.link)
  await recordAuditEntry(backend, {
    actorId: null,
    actorEmail: user.email,
    sessionId: null,
    action: "password_reset_link",
    recordType: "account",
    recordId: user.id,
    summary: `${user.email} (forgot password)`,
  })
}

/** PUBLIC: whether "Forgot password?" can e-mail a link here (otherwise the page says to ask an admin). */
export async function resetByMailAvailable(): Promise<boolean> {
  const { backend } = await resolveBackend()
  return !!backend.auth.sendPasswordReset || (mailEnabled(backend) && !!backend.accounts)
}

/** PUBLIC (Supabase): opens the session of an invitation or recovery e-mail's link, then the password page. */
export async function openEmailLink(type: unknown, tokenHash: unknown): Promise<boolean> {
  if ((type !== "invite" && type !== "recovery") || typeof tokenHash !== "string" || tokenHash.length === 0 || tokenHash.length > 200) return false
  const { backend } = await resolveBackend()
  if (!backend.auth.verifyEmailLink) return false
  const ok = await backend.auth.verifyEmailLink(type, tokenHash)
  if (ok) await rememberSessionUser(undefined)
  return ok
}

/** Supabase: the signed-in person (from an invitation or recovery link) sets their password. */
export async function setPasswordInSession(password: unknown): Promise<SessionUser> {
  const { backend } = await resolveBackend()
  if (!backend.auth.updatePassword) throw new DataError("not_found", "Not available")
  const user = await backend.auth.currentUser()
  if (!user) throw new DataError("unauthorized", LINK_MESSAGES.expired)
  await requireFullSession(backend)
  const pw = checkPasswordRules(password, user.email)
  await backend.auth.updatePassword(pw)
  await audit("password_reset", { type: "account", id: user.id, label: user.email })
  return user
}

/** Supabase: whether this page can set a password (a session opened from an e-mail link is present). */
export async function passwordSessionEmail(): Promise<string | null> {
  const { backend } = await resolveBackend()
  if (!backend.auth.updatePassword) return null
  const user = await backend.auth.currentUser().catch(() => null)
  return user?.email ?? null
}
