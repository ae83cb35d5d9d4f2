import "server-only"

import { serverEnv } from "@/lib/env"

export const SESSION_IDLE_MS = 30 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
// last_seen is written at most this often, so reads do not turn every request into a write.
export const SESSION_TOUCH_MS = 60 * 1000

/**
 * `__Host-session` (HttpOnly, Secure, SameSite=Lax, Path=/, no Domain). Only outside production, or with the
 * explicit SESSION_COOKIE_INSECURE flag, is it the plain `session` cookie without Secure, for plain-HTTP setups.
 */
export function sessionCookie(): { name: string; secure: boolean } {
  const env = serverEnv()
  const secure = env.NODE_ENV === "production" && !env.SESSION_COOKIE_INSECURE
  return secure ? { name: "__Host-session", secure: true } : { name: "session", secure: false }
}

export const SESSION_COOKIE_NAMES = ["__Host-session", "session"] as const
