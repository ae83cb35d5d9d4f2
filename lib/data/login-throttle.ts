import "server-only"

import { createRateLimiter, DEFAULT_MAX_KEYS, fixedKey, type RateLimiter } from "@/lib/rate-limit"

/**
 * Sign-in throttling, in this process's memory. Per account: after 5 failures within 15 minutes every further try
 * must wait 30 s, doubling up to 15 minutes. Per IP: 30 attempts per 5 minutes.
 *
 * Accounts are keyed by a fixed-size hash of the e-mail and at most `maxAccounts` are kept (stale entries are
 * dropped first, then the longest untouched), so no input can grow this beyond a known size.
 */
export const ACCOUNT_FAILURES = 5
export const ACCOUNT_WINDOW_MS = 15 * 60 * 1000
export const ACCOUNT_FIRST_LOCK_MS = 30 * 1000
export const ACCOUNT_MAX_LOCK_MS = 15 * 60 * 1000
export const IP_ATTEMPTS = 30
export const IP_WINDOW_MS = 5 * 60 * 1000

type AccountState = { failures: number[]; lockedUntil: number; lockMs: number }

export type LoginThrottle = {
  /** Counts an attempt from this IP; refuses when the IP or the account must wait (ms to wait, or 0). */
  check(ip: string, account: string): { ip: number; account: number }
  failed(account: string): void
  succeeded(account: string): void
  /** Entries held (for tests and benchmarks). */
  size(): { ips: number; accounts: number }
}

export function createLoginThrottle(now: () => number = Date.now, maxAccounts = DEFAULT_MAX_KEYS): LoginThrottle {
  const ipLimiter: RateLimiter = createRateLimiter({ limit: IP_ATTEMPTS, windowMs: IP_WINDOW_MS, now })
  const accounts = new Map<string, AccountState>()

  const stale = (s: AccountState, t: number) => s.lockedUntil < t && s.failures.every((x) => x <= t - ACCOUNT_WINDOW_MS)

  function prune(t: number) {
    for (const [key, s] of accounts) if (stale(s, t)) accounts.delete(key)
    const excess = accounts.size - Math.floor(maxAccounts * 0.9)
    if (excess <= 0) return
    let n = 0
    for (const key of accounts.keys()) {
      if (n++ >= excess) break
      accounts.delete(key)
    }
  }

  return {
    check(ip, account) {
      const t = now()
      const state = accounts.get(fixedKey(account))
      const accountWait = state && state.lockedUntil > t ? state.lockedUntil - t : 0
      const ipHit = ipLimiter.hit(ip)
      return { ip: ipHit.ok ? 0 : Math.max(1, ipHit.retryAfterMs), account: accountWait }
    },
    failed(account) {
      const t = now()
      const key = fixedKey(account)
      const state = accounts.get(key) ?? { failures: [], lockedUntil: 0, lockMs: 0 }
      accounts.delete(key)
      state.failures = state.failures.filter((x) => x > t - ACCOUNT_WINDOW_MS).slice(-(ACCOUNT_FAILURES - 1))
      state.failures.push(t)
      if (state.failures.length >= ACCOUNT_FAILURES) {
        state.lockMs = state.lockMs ? Math.min(state.lockMs * 2, ACCOUNT_MAX_LOCK_MS) : ACCOUNT_FIRST_LOCK_MS
        state.lockedUntil = t + state.lockMs
      }
      accounts.set(key, state)
      if (accounts.size > maxAccounts) prune(t)
    },
    succeeded(account) {
      accounts.delete(fixedKey(account))
    },
    size: () => ({ ips: ipLimiter.size(), accounts: accounts.size }),
  }
}

// One per process (globalThis: Next may load this module in several bundles).
const KEY = Symbol.for("lumora.login-throttle")
export function loginThrottle(): LoginThrottle {
  const g = globalThis as unknown as Record<symbol, LoginThrottle | undefined>
  return (g[KEY] ??= createLoginThrottle())
}
