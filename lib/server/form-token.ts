import "server-only"

import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * The contact form's timing signal, made trustworthy: when the page opens, the form fetches a token holding the
 * server's clock, signed with a server secret. On submit the server reads how long ago that was; a bot cannot claim
 * it waited without having waited.
 */
export function issueFormToken(secret: string, now = Date.now()): string {
  const issued = String(now)
  return `${issued}.${sign(secret, issued)}`
}

/** Milliseconds since the token was issued, or null when it is missing, forged or from the future. */
export function formTokenAge(token: unknown, secret: string, now = Date.now()): number | null {
  if (typeof token !== "string" || token.length > 100) return null
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(token)
  if (!match) return null
  const [, issued, mac] = match
  const expected = Buffer.from(sign(secret, issued!), "hex")
  if (!timingSafeEqual(expected, Buffer.from(mac!, "hex"))) return null
  const age = now - Number(issued)
  // A little clock skew between servers sharing a database is tolerated.
  return age < -5_000 ? null : Math.max(0, age)
}

function sign(secret: string, issued: string): string {
  return createHmac("sha256", secret).update(`contact-form:${issued}`).digest("hex")
}
