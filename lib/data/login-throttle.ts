import "server-only"

import { createRateLimiter, type RateLimiter } from "@/lib/rate-limit"

/**
 * SECURITY §5 sign-in throttling, in this process's memory. Per account: after 5 failures within 15 minutes every
 * further try must wait 30 s, doubling up to 15 minutes. Per IP: 30 attempts per 5 minutes.
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
}

export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const ipLimiter: RateLimiter = createRateLimiter({ limit: IP_ATTEMPTS, windowMs: IP_WINDOW_MS, now })
  const accounts = new Map<string, AccountState>()

  return {
    check(ip, account) {
      const t = now()
      const state = accounts.get(account)
      const accountWait = state && state.lockedUntil > t ? state.lockedUntil - t : 0
      const ipHit = ipLimiter.hit(ip)
      return { ip: ipHit.ok ? 0 : Math.max(1, ipHit.retryAfterMs), account: accountWait }
    },
    failed(account) {
      const t = now()
      const state = accounts.get(account) ?? { failures: [], lockedUntil: 0, lockMs: 0 }
      state.failures = state.failures.filter((x) => x > t - ACCOUNT_WINDOW_MS)
      state.failures.push(t)
      if (state.failures.length >= ACCOUNT_FAILURES) {
        state.lockMs = state.lockMs ? Math.min(state.lockMs * 2, ACCOUNT_MAX_LOCK_MS) : ACCOUNT_FIRST_LOCK_MS
        state.lockedUntil = t + state.lockMs
      }
      accounts.set(account, state)
      if (accounts.size > 10_000) {
        for (const [key, s] of accounts) if (s.lockedUntil < t && s.failures.every((x) => x <= t - ACCOUNT_WINDOW_MS)) accounts.delete(key)
      }
    },
    succeeded(account) {
      accounts.delete(account)
    },
  }
}

// One per process (globalThis: Next may load this module in several bundles).
const KEY = Symbol.for("lumora.login-throttle")
export function loginThrottle(): LoginThrottle {
  const g = globalThis as unknown as Record<symbol, LoginThrottle | undefined>
  return (g[KEY] ??= createLoginThrottle())
}
