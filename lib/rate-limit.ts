/**
 * A sliding-log limiter kept in this process's memory: `limit` hits per key within `windowMs`.
 * Good for one server process (the embedded default); several processes each count on their own.
 */
export type RateLimiter = {
  hit(key: string): { ok: boolean; retryAfterMs: number }
  reset(key: string): void
}

export function createRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const hits = new Map<string, number[]>()
  let calls = 0

  function prune(t: number) {
    for (const [key, list] of hits) {
      const fresh = list.filter((x) => x > t - windowMs)
      if (fresh.length === 0) hits.delete(key)
      else hits.set(key, fresh)
    }
  }

  return {
    hit(key) {
      const t = now()
      // Bounded memory: drop stale keys every so often.
      if (++calls % 1000 === 0) prune(t)
      const list = (hits.get(key) ?? []).filter((x) => x > t - windowMs)
      if (list.length >= limit) {
        hits.set(key, list)
        return { ok: false, retryAfterMs: Math.max(0, list[0]! + windowMs - t) }
      }
      list.push(t)
      hits.set(key, list)
      return { ok: true, retryAfterMs: 0 }
    },
    reset(key) {
      hits.delete(key)
    },
  }
}
