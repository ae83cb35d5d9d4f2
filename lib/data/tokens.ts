import "server-only"

import { createHash, randomBytes, timingSafeEqual } from "node:crypto"

/** Lifetimes of the single-use links. */
export const TOKEN_TTL_MS = {
  invite: 7 * 24 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
  register: 24 * 60 * 60 * 1000,
} as const

const hashSecret = (secret: string) => createHash("sha256").update(secret).digest()

/** 32 random bytes (256 bits) for the link; only their SHA-256 is stored. */
export function newSecret(): { secret: string; secretHash: string } {
  const secret = randomBytes(32).toString("base64url")
  return { secret, secretHash: hashSecret(secret).toString("hex") }
}

/** A link's token is `<row id>.<secret>`: the row is found by its id, the secret never used in a lookup. */
export function joinToken(id: string, secret: string): string {
  return `${id}.${secret}`
}

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/i

export function splitToken(token: unknown): { id: string; secret: string } | null {
  if (typeof token !== "string" || token.length > 100) return null
  const m = TOKEN.exec(token)
  return m ? { id: m[1]!.toLowerCase(), secret: m[2]! } : null
}

/** Compares the presented secret with the stored hash in constant time. */
export function secretMatches(storedHex: string, secret: string): boolean {
  const stored = Buffer.from(storedHex, "hex")
  const given = hashSecret(secret)
  return stored.length === given.length && timingSafeEqual(stored, given)
}
