/**
 * Where limiter state lives: one atomic read-modify-write per (bucket, key). The rules (sliding windows, the
 * sign-in lock) are written once over this interface (lib/server/limits/rules.ts); the store decides whether they hold
 * for one process (memory: the embedded default) or for every server of a deployment (PostgreSQL).
 */
export type LimitUpdate<S, R> = (state: S | null, now: number) => { state: S | null; ttlMs: number; result: R }

export type LimitStore = {
  kind: "memory" | "postgres"
  /** Reads the key's state, lets fn decide the new one (null = forget it) and its lifetime, atomically. */
  update<S, R>(bucket: string, key: string, fn: LimitUpdate<S, R>): Promise<R>
  /** Keys held (tests and benchmarks). */
  size(): Promise<number>
}

export const DEFAULT_MAX_KEYS = 20_000

export type MemoryLimitStore = LimitStore & {
  /** The same update, answered at once (in-process limiters that must not await). */
  updateSync<S, R>(bucket: string, key: string, fn: LimitUpdate<S, R>): R
  sizeSync(): number
}

/**
 * Process memory, bounded whatever clients send: at most maxKeys keys (expired ones dropped first, then the ones
 * touched longest ago). Keys should already be fixed-size hashes (lib/server/limits/rate-limit.ts fixedKey).
 */
export function memoryLimitStore({ now = Date.now, maxKeys = DEFAULT_MAX_KEYS }: { now?: () => number; maxKeys?: number } = {}): MemoryLimitStore {
  const entries = new Map<string, { state: unknown; expires: number }>()
  function prune(t: number) {
    for (const [k, e] of entries) if (e.expires <= t) entries.delete(k)
    const excess = entries.size - Math.floor(maxKeys * 0.9)
    if (excess <= 0) return
    let n = 0
    for (const k of entries.keys()) {
      if (n++ >= excess) break
      entries.delete(k)
    }
  }
  function updateSync<S, R>(bucket: string, key: string, fn: LimitUpdate<S, R>): R {
    const id = `${bucket}\u0000${key}`
    const t = now()
    const held = entries.get(id)
    const current = held && held.expires > t ? (held.state as S) : null
    const { state, ttlMs, result } = fn(current, t)
    entries.delete(id)
    if (state !== null && ttlMs > 0) {
      entries.set(id, { state, expires: t + ttlMs })
      if (entries.size > maxKeys) prune(t)
    }
    return result
  }
  return {
    kind: "memory",
    updateSync,
    update: async (bucket, key, fn) => updateSync(bucket, key, fn),
    sizeSync: () => entries.size,
    size: async () => entries.size,
  }
}
