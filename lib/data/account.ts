import "server-only"

import type { Role, SessionInfo } from "@/lib/domain/types"
import type { AccountStore, Backend } from "@/lib/backend/types"
import { absoluteUrl } from "@/lib/domain/site"

import { mailEnabled, sendAccountLink } from "./account-mail"
import { audit } from "./audit"
import { checkPasswordRules, parseEmailField, requireMemberForAccount } from "./auth"
import { forgetRememberedBrowsers, requireFullSession } from "./two-factor-core"
import { resolveBackend } from "./backend"
import { DataError, parseId } from "./errors"
import { joinToken, newSecret, TOKEN_TTL_MS } from "./tokens"

export type SessionView = SessionInfo & { device: string; current: boolean }
export type AccountView = { email: string; role: Role; sessions: SessionView[]; mail: boolean }

function accountsOf(backend: Backend): AccountStore {
  if (!backend.accounts) throw new DataError("unavailable", "Account settings are not available with this backend")
  return backend.accounts
}

/** "Chrome on Windows" from a user agent string; only the browser family and the system, nothing finer. */
export function deviceLabel(userAgent: string): string {
  const ua = userAgent
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrom(e|ium)\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : ""
  const os = /iPhone|iPad|iPod/.test(ua)
    ? "iOS"
    : /Android/.test(ua)
      ? "Android"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /Linux|X11/.test(ua)
            ? "Linux"
            : ""
  if (!browser && !os) return "Unknown device"
  return [browser || "Browser", os && `on ${os}`].filter(Boolean).join(" ")
}

export async function getAccount(): Promise<AccountView> {
  const me = await requireMemberForAccount()
  const { backend } = await resolveBackend()
  const sessions = await accountsOf(backend).listSessions(me.id)
  return {
    email: me.email,
    role: me.role,
    mail: mailEnabled(backend),
    sessions: sessions
      .map((s) => ({ ...s, device: deviceLabel(s.user_agent), current: s.id === me.sessionId }))
      .sort((a, b) => Number(b.current) - Number(a.current)),
  }
}

async function checkCurrentPassword(accounts: AccountStore, userId: string, password: unknown, field: string): Promise<void> {
  if (typeof password !== "string" || password.length === 0 || password.length > 1024 || !(await accounts.checkPassword(userId, password))) {
    throw new DataError("validation", "Your current password is not correct", { fieldErrors: { [field]: ["Your current password is not correct"] } })
  }
}

/** Needs the current password; every other session of the account ends. */
export async function changePassword(currentPassword: unknown, newPassword: unknown): Promise<void> {
  const me = await requireMemberForAccount()
  const { backend } = await resolveBackend()
  await requireFullSession(backend)
  const accounts = accountsOf(backend)
  const next = checkPasswordRules(newPassword, me.email, "newPassword")
  await checkCurrentPassword(accounts, me.id, currentPassword, "currentPassword")
  await accounts.setPassword(me.id, next, me.sessionId)
  await forgetRememberedBrowsers(backend, me.id)
  await audit("password_change", { type: "account", id: me.id, label: me.email })
}

/**
 * With mail on, a link goes to the new address and the change happens when it is opened; without mail the
 * current password confirms it at once. The password is asked for either way.
 */
export async function changeEmail(newEmail: unknown, password: unknown): Promise<{ pending: boolean; email: string }> {
  const me = await requireMemberForAccount()
  const email = parseEmailField(newEmail)
  const { backend } = await resolveBackend()
  await requireFullSession(backend)
  const accounts = accountsOf(backend)
  await checkCurrentPassword(accounts, me.id, password, "password")
  if (email === me.email) throw new DataError("validation", "This is already your e-mail", { fieldErrors: { email: ["This is already your e-mail"] } })
  if (mailEnabled(backend)) {
    const { secret, secretHash } = newSecret()
    await accounts.revokeTokensFor("email_change", email)
    const row = await accounts.createToken({
      kind: "email_change",
      secretHash,
      email,
      userId: me.id,
      createdBy: me.id,
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS.email_change).toISOString(),
    })
    await sendAccountLink(backend, "email_change", email, absoluteUrl(`/admin/confirm-email/${joinToken(row.id, secret)}`))
    return { pending: true, email }
  }
  await accounts.setEmail(me.id, email)
  await audit("email_change", { type: "account", id: me.id, label: `${me.email} → ${email}` })
  return { pending: false, email }
}

export async function endSession(sessionId: unknown): Promise<void> {
  const me = await requireMemberForAccount()
  const id = parseId(sessionId)
  const { backend } = await resolveBackend()
  if (!(await accountsOf(backend).endSession(me.id, id))) throw new DataError("not_found", "Session not found")
  await audit("session_end", { type: "session", id })
}

/** "Sign out everywhere else": every session of the account but this one ends. */
export async function endOtherSessions(): Promise<number> {
  const me = await requireMemberForAccount()
  const { backend } = await resolveBackend()
  const n = await accountsOf(backend).endOtherSessions(me.id, me.sessionId)
  await forgetRememberedBrowsers(backend, me.id)
  await audit("session_end", { type: "session", id: "", label: `${n} other session(s)` })
  return n
}
