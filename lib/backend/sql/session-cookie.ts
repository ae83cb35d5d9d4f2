import "server-only"

import { serverEnv } from "@/lib/server/env"
import { sessionCookieNameFor, type SessionCookieName } from "@/lib/server/http/session-cookie-name"

export const SESSION_IDLE_MS = 30 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
// last_seen is written at most this often, so reads do not turn every request into a write.
export const SESSION_TOUCH_MS = 60 * 1000

/**
 * `__Host-session` (HttpOnly, Secure, SameSite=Lax, Path=/, no Domain). Only outside production, or with the
 * explicit SESSION_COOKIE_INSECURE flag, is it the plain `session` cookie without Secure, for plain-HTTP setups.
 */
export function sessionCookie(): { name: SessionCookieName; secure: boolean } {
  const env = serverEnv()
  const name = sessionCookieNameFor({ production: env.NODE_ENV === "production", insecure: env.SESSION_COOKIE_INSECURE })
  return { name, secure: name === "__Host-session" }
}

/** Every name a session cookie may have had, for clearing; only sessionCookie().name is ever read. */
export const SESSION_COOKIE_NAMES = ["__Host-session", "session"] as const
