import "server-only"

import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * The one rule of the site's stateless signed links (download links, lead-data links): an HMAC-SHA256 in hex of what
 * the link names, under a server secret; a link is forged when the signature does not match (compared in constant
 * time, checked first) and expired when its expiry has passed.
 */
export type LinkCheck = { ok: true } | { ok: false; reason: "invalid" | "expired" }

export function linkSignature(secret: string, what: string): string {
  return createHmac("sha256", secret).update(what).digest("hex")
}

export function checkLinkSignature(secret: string, what: string, signature: string, expires: number, now: number): LinkCheck {
  const expected = Buffer.from(linkSignature(secret, what), "hex")
  const given = Buffer.from(signature, "hex")
  if (given.length !== expected.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" }
  if (now >= expires) return { ok: false, reason: "expired" }
  return { ok: true }
}
