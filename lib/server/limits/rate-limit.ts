import { createHash } from "node:crypto"

import { slidingWindow } from "@/lib/server/limits/rules"
import { DEFAULT_MAX_KEYS, memoryLimitStore } from "@/lib/server/limits/store"

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

/** A fixed-size key for any input: 128 bits of SHA-256, base64url (22 characters). */
export function fixedKey(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 22)
}

/** The sliding-window rule (lib/server/limits/rules.ts) over this process's memory. */
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
  const store = memoryLimitStore({ now, maxKeys })
  const rule = slidingWindow({ limit, windowMs })
  return {
    hit: (raw) => store.updateSync("", fixedKey(raw), rule),
    reset(raw) {
      store.updateSync("", fixedKey(raw), () => ({ state: null, ttlMs: 0, result: undefined }))
    },
    size: () => store.sizeSync(),
  }
}
