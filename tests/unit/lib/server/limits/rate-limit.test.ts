import { describe, expect, it } from "vitest"

import { createRateLimiter, fixedKey } from "@/lib/server/limits/rate-limit"
import { createLoginThrottle } from "@/lib/server/limits/login-throttle"
import { memoryLimitStore } from "@/lib/server/limits/store"
import { ipLimitKey } from "@/lib/server/http/request-ip"

describe("createRateLimiter", () => {
  it("allows `limit` hits per window, then says how long to wait", () => {
    let t = 0
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => t })
    expect(limiter.hit("a").ok).toBe(true)
    expect(limiter.hit("a").ok).toBe(true)
    expect(limiter.hit("a")).toEqual({ ok: false, retryAfterMs: 1000 })
    t = 1001
    expect(limiter.hit("a").ok).toBe(true)
  })

  it("keys by a fixed-size hash and caps the number of keys, whatever the input", () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, maxKeys: 1000 })
    for (let i = 0; i < 10_000; i++) limiter.hit(`${i}-${"x".repeat(5000)}`)
    expect(limiter.size()).toBeLessThanOrEqual(1000)
    expect(fixedKey("x".repeat(1_000_000))).toHaveLength(22)
  })

  it("keeps the newest keys when it must evict (a flood does not reset an active client's count)", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 })
    for (let i = 0; i < 99; i++) limiter.hit(`old-${i}`)
    expect(limiter.hit("active").ok).toBe(true)
    for (let i = 0; i < 50; i++) limiter.hit(`new-${i}`)
    expect(limiter.hit("active").ok).toBe(false)
  })
})

describe("createLoginThrottle", () => {
  it("locks an account after 5 failures and keeps only fixed-size keys, at most maxAccounts", async () => {
    let t = 0
    const store = memoryLimitStore({ now: () => t, maxKeys: 500 })
    const throttle = createLoginThrottle(store)
    for (let i = 0; i < 5; i++) await throttle.failed("ann@example.com")
    expect((await throttle.check("203.0.113.1", "ann@example.com")).account).toBe(30_000)
    for (let i = 0; i < 5_000; i++) await throttle.failed(`${i}${"@".repeat(300)}`)
    expect(await store.size()).toBeLessThanOrEqual(500)
    t += 1
    expect((await throttle.check("203.0.113.2", "bob@example.com")).account).toBe(0)
  })
})

describe("ipLimitKey", () => {
  it("keeps IPv4 and counts IPv6 by its /64", () => {
    expect(ipLimitKey("203.0.113.9")).toBe("203.0.113.9")
    expect(ipLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64")
    expect(ipLimitKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64")
    expect(ipLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64")
    expect(ipLimitKey("unknown")).toBe("unknown")
  })
})
