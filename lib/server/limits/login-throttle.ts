import "server-only"

import { accountFailed, accountSucceeded, accountWait, hitWindow } from "@/lib/server/limits/rules"
import type { LimitStore } from "@/lib/server/limits/store"
import { fixedKey } from "@/lib/server/limits/rate-limit"

/**
 * Sign-in throttling. Per account: after 5 failures within 15 minutes every further try must wait 30 s, doubling
 * up to 15 minutes. Per IP: 30 attempts per 5 minutes. Kept in the backend's limit store: this process's memory
 * for the embedded default, the database with DATABASE_URL (so it holds across servers).
 *
 * Accounts and addresses are keyed by a fixed-size hash, and the store is bounded (memory: at most a fixed number
 * of keys; database: rows expire), so no input can grow it beyond a known size.
 */
export const ACCOUNT_FAILURES = 5
export const ACCOUNT_WINDOW_MS = 15 * 60 * 1000
export const ACCOUNT_FIRST_LOCK_MS = 30 * 1000
export const ACCOUNT_MAX_LOCK_MS = 15 * 60 * 1000
export const IP_ATTEMPTS = 30
export const IP_WINDOW_MS = 5 * 60 * 1000

const ACCOUNT_RULE = { failures: ACCOUNT_FAILURES, windowMs: ACCOUNT_WINDOW_MS, firstLockMs: ACCOUNT_FIRST_LOCK_MS, maxLockMs: ACCOUNT_MAX_LOCK_MS }

export type LoginThrottle = {
  /** Counts an attempt from this IP; refuses when the IP or the account must wait (ms to wait, or 0). */
  check(ip: string, account: string): Promise<{ ip: number; account: number }>
  failed(account: string): Promise<void>
  succeeded(account: string): Promise<void>
}

export function createLoginThrottle(store: LimitStore): LoginThrottle {
  return {
    async check(ip, account) {
      const ipHit = await hitWindow(store, "login-ip", fixedKey(ip), { limit: IP_ATTEMPTS, windowMs: IP_WINDOW_MS })
      const accountMs = account ? await store.update("login-account", fixedKey(account), accountWait()) : 0
      return { ip: ipHit.ok ? 0 : Math.max(1, ipHit.retryAfterMs), account: accountMs }
    },
    failed: (account) => store.update("login-account", fixedKey(account), accountFailed(ACCOUNT_RULE)),
    succeeded: (account) => store.update("login-account", fixedKey(account), accountSucceeded()),
  }
}
