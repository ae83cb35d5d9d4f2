import { describe, expect, it } from "vitest"

import { normalizeAddress, parseTrustedProxyCount, resolveClientAddress } from "@/server/client-address.mjs"

describe("resolveClientAddress", () => {
  it("uses the connection's address without trusted proxies, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("203.0.113.9", "198.51.100.1", 0)).toBe("203.0.113.9")
    expect(resolveClientAddress("203.0.113.9", "1.1.1.1, 2.2.2.2", 0)).toBe("203.0.113.9")
    expect(resolveClientAddress("::ffff:127.0.0.1", undefined, 0)).toBe("127.0.0.1")
  })

  it("takes the Nth entry from the right behind N trusted proxies", () => {
    // client → proxy (appends the client) → us
    expect(resolveClientAddress("10.0.0.2", "spoofed, 203.0.113.9", 1)).toBe("203.0.113.9")
    // client → P1 (appends client) → P2 (appends P1) → us
    expect(resolveClientAddress("10.0.0.3", "spoofed, 203.0.113.9, 10.0.0.2", 2)).toBe("203.0.113.9")
    expect(resolveClientAddress("10.0.0.3", ["spoofed", "203.0.113.9, 10.0.0.2"], 2)).toBe("203.0.113.9")
  })

  it("falls back to the connection when the chain is shorter than the proxies or unreadable", () => {
    expect(resolveClientAddress("10.0.0.2", "", 1)).toBe("10.0.0.2")
    expect(resolveClientAddress("10.0.0.3", "203.0.113.9", 2)).toBe("10.0.0.3")
    expect(resolveClientAddress("10.0.0.2", "not-an-ip", 1)).toBe("10.0.0.2")
    expect(resolveClientAddress(undefined, undefined, 0)).toBe("unknown")
  })
})

describe("normalizeAddress", () => {
  it("strips ports, brackets and the IPv4-mapped prefix; refuses what is not an address", () => {
    expect(normalizeAddress("203.0.113.9:51234")).toBe("203.0.113.9")
    expect(normalizeAddress("[2001:DB8::1]:443")).toBe("2001:db8::1")
    expect(normalizeAddress("::ffff:192.0.2.1")).toBe("192.0.2.1")
    expect(normalizeAddress("<script>")).toBe("")
    expect(normalizeAddress("x".repeat(1000))).toBe("")
  })
})

describe("parseTrustedProxyCount", () => {
  it("accepts 0 to 10 and refuses anything else with a clear message", () => {
    expect(parseTrustedProxyCount(undefined)).toBe(0)
    expect(parseTrustedProxyCount(" ")).toBe(0)
    expect(parseTrustedProxyCount("2")).toBe(2)
    expect(() => parseTrustedProxyCount("-1")).toThrow(/TRUSTED_PROXY_COUNT must be a whole number from 0 to 10/)
    expect(() => parseTrustedProxyCount("two")).toThrow(/TRUSTED_PROXY_COUNT/)
  })
})
