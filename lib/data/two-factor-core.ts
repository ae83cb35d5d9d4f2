import "server-only"

import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto"

import { Secret, TOTP } from "otpauth"

import type { Backend, CookieJar, TwoFactorRow } from "@/lib/backend/types"
import type { Role } from "@/lib/domain/types"
import { LEAD_READER_ROLES } from "@/lib/domain/policy"
import { serverEnv } from "@/lib/server/env"
import { oncePerRequest } from "@/lib/server/request/context"
import { TWO_FACTOR } from "@/lib/copy/two-factor"
import { DataError } from "@/lib/domain/errors"

import { clockNow } from "./clock"

/**
 * Two-factor sign-in's rules, shared by the sign-in (lib/data/auth.ts) and the account's setup
 * (lib/data/two-factor.ts): TOTP (RFC 6238: SHA-1, six digits, 30-second steps, one step either side), the sealed
 * secret, the signed cookies of the pending second step and of a remembered browser, and the owner's requirement.
 */
export const TOTP_PERIOD_S = 30
export const TOTP_WINDOW = 1
export const PENDING_TTL_MS = 5 * 60 * 1000
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000
export const RECOVERY_CODE_COUNT = 10
export const REQUIRED_SETTING = "twoFactorRequired"

const PENDING_COOKIE = "twofa_pending"
const REMEMBER_COOKIE = "twofa_remember"

type Keys = { seal: Buffer; sign: Buffer }

const derive = (base: string, purpose: string) => createHash("sha256").update(`lumora two-factor ${purpose}\0${base}`).digest()

/** TWO_FACTOR_KEY when set, else the backend's random secret "two_factor" (app_secrets). */
async function keys(backend: Backend): Promise<Keys> {
  const base = serverEnv().TWO_FACTOR_KEY ?? (await backend.secret("two_factor"))
  return { seal: derive(base, "seal"), sign: derive(base, "sign") }
}

const b64 = (b: Buffer) => b.toString("base64url")

/** AES-256-GCM with a random 96-bit nonce: "v1.<iv>.<ciphertext>.<tag>". */
export async function sealSecret(backend: Backend, plain: string): Promise<string> {
  const { seal } = await keys(backend)
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", seal, iv)
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()])
  return ["v1", b64(iv), b64(body), b64(cipher.getAuthTag())].join(".")
}

export async function openSecret(backend: Backend, sealed: string): Promise<string> {
  const { seal } = await keys(backend)
  const [v, iv, body, tag] = sealed.split(".")
  if (v !== "v1" || !iv || !body || !tag) throw new Error("two-factor secret: unknown format")
  const decipher = createDecipheriv("aes-256-gcm", seal, Buffer.from(iv, "base64url"))
  decipher.setAuthTag(Buffer.from(tag, "base64url"))
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8")
}

export function totpFor(secretBase32: string, label = ""): TOTP {
  return new TOTP({ issuer: "Lumora admin", label, algorithm: "SHA1", digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secretBase32) })
}

/** The time step a six-digit code belongs to (now's, or one either side), or null when it matches none. */
export function totpStep(secretBase32: string, code: string, nowMs: number): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW })
  if (delta === null) return null
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_S) + delta
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code)

/** A recovery code as typed: lower case, without spaces or dashes. */
export const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "")
export const isRecoveryCode = (code: string) => /^[a-z0-9]{10}$/.test(normalRecoveryCode(code))

export function recoveryHash(userId: string, code: string): string {
  return createHash("sha256").update(`${userId}:${normalRecoveryCode(code)}`).digest("hex")
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"

/** Ten codes of ten characters (about 49 bits each), shown as "xxxxx-xxxxx". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10)
    const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("")
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

export const newRememberKey = () => randomBytes(16).toString("hex")

export async function nowMs(backend: Backend): Promise<number> {
  return clockNow(backend.settings)
}

// Signed cookies: base64url(JSON).HMAC-SHA256.

async function signValue(backend: Backend, payload: object): Promise<string> {
  const { sign } = await keys(backend)
  const body = b64(Buffer.from(JSON.stringify(payload)))
  return `${body}.${b64(createHmac("sha256", sign).update(body).digest())}`
}

async function readSigned<T>(backend: Backend, value: string | undefined): Promise<T | null> {
  if (!value || value.length > 1000) return null
  const [body, mac] = value.split(".")
  if (!body || !mac) return null
  const { sign } = await keys(backend)
  const expected = createHmac("sha256", sign).update(body).digest()
  const given = Buffer.from(mac, "base64url")
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as T
  } catch {
    return null
  }
}

const secureCookies = () => serverEnv().NODE_ENV === "production" && !serverEnv().SESSION_COOKIE_INSECURE

type Pending = { p: "pending"; u: string; e: number }
type Remember = { p: "remember"; u: string; e: number; k: string }

const keyTag = (rememberKey: string) => createHash("sha256").update(rememberKey).digest("hex").slice(0, 32)

/** The password (or a reset link) was right: the browser may try the second step for five minutes. Not a session. */
export async function startPending(backend: Backend, jar: CookieJar, userId: string, now: number): Promise<void> {
  const value = await signValue(backend, { p: "pending", u: userId, e: now + PENDING_TTL_MS } satisfies Pending)
  jar.set(PENDING_COOKIE, value, { httpOnly: true, secure: secureCookies(), sameSite: "lax", path: "/admin", maxAge: PENDING_TTL_MS / 1000 })
}

/** The member waiting for the second step in this browser, or null (none, forged or expired). */
export async function pendingUser(backend: Backend, jar: CookieJar, now: number): Promise<string | null> {
  const p = await readSigned<Pending>(backend, jar.get(PENDING_COOKIE))
  return p && p.p === "pending" && typeof p.u === "string" && p.e > now ? p.u : null
}

export function clearPending(jar: CookieJar): void {
  if (jar.get(PENDING_COOKIE) === undefined) return
  jar.set(PENDING_COOKIE, "", { httpOnly: true, secure: secureCookies(), sameSite: "lax", path: "/admin", expires: new Date(0) })
}

export async function rememberBrowser(backend: Backend, jar: CookieJar, row: TwoFactorRow, now: number): Promise<void> {
  const value = await signValue(backend, { p: "remember", u: row.userId, e: now + REMEMBER_MS, k: keyTag(row.rememberKey) } satisfies Remember)
  jar.set(REMEMBER_COOKIE, value, { httpOnly: true, secure: secureCookies(), sameSite: "lax", path: "/admin", maxAge: REMEMBER_MS / 1000 })
}

/** Whether this browser was remembered by this member, within 30 days, since their last revocation. */
export async function browserRemembered(backend: Backend, jar: CookieJar, row: TwoFactorRow, now: number): Promise<boolean> {
  const r = await readSigned<Remember>(backend, jar.get(REMEMBER_COOKIE))
  return !!r && r.p === "remember" && r.u === row.userId && r.e > now && r.k === keyTag(row.rememberKey)
}

/** The member's two-factor row when it is on, else null. */
export async function enabledTwoFactor(backend: Backend, userId: string): Promise<TwoFactorRow | null> {
  if (!backend.twoFactor) return null
  const row = await backend.twoFactor.get(userId)
  return row?.enabledAt ? row : null
}

/** Whether this backend offers two-factor sign-in: local accounts (twoFactor) or Supabase Auth's MFA (hostedTwoFactor). */
export const twoFactorAvailable = (backend: Backend) => !!(backend.twoFactor || backend.hostedTwoFactor)

/**
 * Whether the member has two-factor sign-in on: a confirmed key (local accounts), or a verified factor in Supabase
 * Auth (hosted: only the signed-in member of this request can be asked).
 */
export async function hasTwoFactor(backend: Backend, userId: string): Promise<boolean> {
  if (backend.twoFactor) return !!(await enabledTwoFactor(backend, userId))
  if (backend.hostedTwoFactor) {
    const state = await backend.hostedTwoFactor.state()
    return !!state && state.userId === userId && state.verified
  }
  return false
}

export async function twoFactorRequiredSetting(backend: Backend): Promise<boolean> {
  if (!twoFactorAvailable(backend)) return false
  return (await backend.settings.all())[REQUIRED_SETTING] === true
}

const MUST_ENROL = Symbol("two-factor enrolment required")

/** The owner requires two-factor sign-in for this member's role, and they have not set it up (once per request). */
export function mustEnrol(backend: Backend, user: { id: string; role: Role | null }): Promise<boolean> {
  if (!twoFactorAvailable(backend) || !user.role || !LEAD_READER_ROLES.includes(user.role)) return Promise.resolve(false)
  return oncePerRequest(MUST_ENROL, async () => (await twoFactorRequiredSetting(backend)) && !(await hasTwoFactor(backend, user.id)))
}

/**
 * Supabase mode: a change of the password or the e-mail needs a session at the member's full level. A member with a
 * verified factor whose session is still aal1 (the password step done, the code not yet) is refused, whatever the
 * Supabase project's own settings are (the Supabase adapter's updatePassword refuses it too). The local backends
 * have no such session: their second step is a pending cookie, not a session.
 */
export async function requireFullSession(backend: Backend): Promise<void> {
  if (backend.twoFactor || !backend.hostedTwoFactor) return
  const state = await backend.hostedTwoFactor.state()
  if (state?.verified && state.level !== "aal2") throw new DataError("forbidden", TWO_FACTOR.errors.secondStepFirst)
}

/** Every remembered browser of the member stops counting (sign out everywhere, a password change or reset). */
export async function forgetRememberedBrowsers(backend: Backend, userId: string): Promise<void> {
  if (backend.twoFactor) await backend.twoFactor.forgetBrowsers(userId, newRememberKey())
}
