/**
 * The one session cookie name a mode uses: `__Host-session` (Secure, no Domain, Path=/) in production, unless the
 * explicit SESSION_COOKIE_INSECURE flag allows a plain-HTTP setup; `session` in development. Only that name is
 * ever read: a plain `session` cookie that a subdomain or a plain-HTTP page planted is ignored in production.
 */
export type SessionCookieName = "__Host-session" | "session"

export function sessionCookieNameFor({ production, insecure }: { production: boolean; insecure: boolean }): SessionCookieName {
  return production && !insecure ? "__Host-session" : "session"
}

/** The same rule from the raw environment (proxy.ts runs before the validated server configuration). */
export function sessionCookieNameFromEnv(env: Record<string, string | undefined> = process.env): SessionCookieName {
  const flag = (env.SESSION_COOKIE_INSECURE ?? "").trim()
  return sessionCookieNameFor({ production: env.NODE_ENV === "production", insecure: flag === "1" || flag === "true" })
}
