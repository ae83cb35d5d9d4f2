import type { LimitStore, LimitUpdate } from "./store"

/** A sliding log: at most `limit` hits per key within `windowMs`; a refused hit is not counted. */
export type WindowRule = { limit: number; windowMs: number }
export type HitResult = { ok: boolean; retryAfterMs: number }

type Log = { hits: number[] }

export function slidingWindow({ limit, windowMs }: WindowRule): LimitUpdate<Log, HitResult> {
  return (state, t) => {
    const hits = (state?.hits ?? []).filter((x) => x > t - windowMs)
    if (hits.length >= limit) {
      return { state: { hits }, ttlMs: windowMs, result: { ok: false, retryAfterMs: Math.max(0, hits[0]! + windowMs - t) } }
    }
    hits.push(t)
    return { state: { hits }, ttlMs: windowMs, result: { ok: true, retryAfterMs: 0 } }
  }
}

export function hitWindow(store: LimitStore, bucket: string, key: string, rule: WindowRule): Promise<HitResult> {
  return store.update(bucket, key, slidingWindow(rule))
}

/**
 * Sign-in throttling per account: after `failures` failures within `windowMs` every further try must wait
 * `firstLockMs`, doubling up to `maxLockMs`.
 */
export type AccountRule = { failures: number; windowMs: number; firstLockMs: number; maxLockMs: number }
type AccountState = { failures: number[]; lockedUntil: number; lockMs: number }

export function accountWait(): LimitUpdate<AccountState, number> {
  return (state, t) => ({ state, ttlMs: state ? ttlOf(state, t) : 0, result: state && state.lockedUntil > t ? state.lockedUntil - t : 0 })
}

export function accountFailed(rule: AccountRule): LimitUpdate<AccountState, void> {
  return (prev, t) => {
    const state = prev ?? { failures: [], lockedUntil: 0, lockMs: 0 }
    const failures = state.failures.filter((x) => x > t - rule.windowMs).slice(-(rule.failures - 1))
    failures.push(t)
    let { lockedUntil, lockMs } = state
    if (failures.length >= rule.failures) {
      lockMs = lockMs ? Math.min(lockMs * 2, rule.maxLockMs) : rule.firstLockMs
      lockedUntil = t + lockMs
    }
    const next = { failures, lockedUntil, lockMs }
    // Kept while it can still matter: the lock, or failures inside the window (and the doubling with them).
    return { state: next, ttlMs: Math.max(lockedUntil - t, rule.windowMs) + rule.maxLockMs, result: undefined }
  }
}

export function accountSucceeded(): LimitUpdate<AccountState, void> {
  return () => ({ state: null, ttlMs: 0, result: undefined })
}

function ttlOf(state: AccountState, t: number): number {
  const last = Math.max(state.lockedUntil, ...state.failures)
  return Math.max(1, last - t + 30 * 60 * 1000)
}
