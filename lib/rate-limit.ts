import { createHash } from "node:crypto"

/**
 * A sliding-log limiter kept in this process's memory: `limit` hits per key within `windowMs`.
 * Good for one server process (the embedded default); several processes each count on their own.
 *
 * Memory is bounded by size, whatever a client sends: keys are hashed to a fixed length, each key keeps at most
 * `limit` timestamps, and at most `maxKeys` keys are kept (stale ones are dropped first, then the oldest).
 */
export type RateLimiter = {
  hit(key: string): { ok: boolean; retryAfterMs: number }
  reset(key: string): void
  /** Keys currently held (for tests and benchmarks). */
  size(): number
}

export const DEFAULT_MAX_KEYS = 20_000

/** A fixed-size key for any input: 128 bits of SHA-256, base64url (22 characters). */
export function fixedKey(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 22)
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = DEFAULT_MAX_KEYS,
}: {
  limit: number
  windowMs: number
  now?: () => number
  maxKeys?: number
}): RateLimiter {
  const hits = new Map<string, number[]>()

  function prune(t: number) {
    for (const [key, list] of hits) {
      if (list[list.length - 1]! <= t - windowMs) hits.delete(key)
    }
    // Still full: drop the keys touched longest ago (a Map iterates in insertion order; hit() re-inserts).
    const excess = hits.size - Math.floor(maxKeys * 0.9)
    if (excess > 0) {
      let n = 0
      for (const key of hits.keys()) {
        if (n++ >= excess) break
        hits.delete(key)
      }
    }
  }

  return {
    hit(raw) {
      const key = fixedKey(raw)
      const t = now()
      const list = (hits.get(key) ?? []).filter((x) => x > t - windowMs)
      hits.delete(key)
      if (list.length >= limit) {
        hits.set(key, list)
        return { ok: false, retryAfterMs: Math.max(0, list[0]! + windowMs - t) }
      }
      list.push(t)
      hits.set(key, list)
      if (hits.size > maxKeys) prune(t)
      return { ok: true, retryAfterMs: 0 }
    },
    reset(raw) {
      hits.delete(fixedKey(raw))
    },
    size: () => hits.size,
  }
}
