import { describe, expect, it } from "vitest"

import { deviceLabel } from "@/lib/data/account"
import { contentActions } from "@/lib/data/audit"
import { can, PERMISSIONS } from "@/lib/domain/policy"
import { joinToken, newSecret, secretMatches, splitToken } from "@/lib/data/tokens"

const future = new Date(Date.now() + 3_600_000).toISOString()
const row = (published: boolean, publish_at: string | null = null) => ({ id: "x", published, publish_at })

describe("role policy", () => {
  it("gives editors content and activity only; team to owner and admins; export and ownership to the owner", () => {
    expect(Object.entries(PERMISSIONS).filter(([p]) => can("editor", p as keyof typeof PERMISSIONS)).map(([p]) => p)).toEqual(["content", "activity"])
    expect(can("admin", "team")).toBe(true)
    expect(can("admin", "audit_export")).toBe(false)
    expect(can("owner", "audit_export")).toBe(true)
    expect(can(null, "content")).toBe(false)
  })
})

describe("what a post or page save amounts to in the audit log", () => {
  it("names create, publish, unpublish, schedule and update", () => {
    expect(contentActions(null, row(false))).toEqual(["create"])
    expect(contentActions(null, row(true))).toEqual(["create", "publish"])
    expect(contentActions(null, row(false, future))).toEqual(["create", "schedule"])
    expect(contentActions(row(false), row(true))).toEqual(["publish"])
    expect(contentActions(row(true), row(false))).toEqual(["unpublish"])
    expect(contentActions(row(false, future), row(false))).toEqual(["unpublish"])
    expect(contentActions(row(false), row(false, future))).toEqual(["schedule"])
    expect(contentActions(row(true), row(true))).toEqual(["update"])
  })
})

describe("single-use link tokens", () => {
  it("carry 256 random bits, store only a hash and compare it exactly", () => {
    const { secret, secretHash } = newSecret()
    expect(Buffer.from(secret, "base64url")).toHaveLength(32)
    expect(secretHash).toMatch(/^[0-9a-f]{64}$/)
    expect(secretHash).not.toContain(secret)
    expect(secretMatches(secretHash, secret)).toBe(true)
    expect(secretMatches(secretHash, newSecret().secret)).toBe(false)
    expect(secretMatches("abcd", secret)).toBe(false)
    const id = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"
    expect(splitToken(joinToken(id, secret))).toEqual({ id, secret })
    for (const bad of [undefined, "", id, `${id}.`, `${id}.${secret}x`, `not-an-id.${secret}`, `${id}.${"*".repeat(43)}`]) expect(splitToken(bad)).toBeNull()
  })
})

describe("device from the user agent", () => {
  it("names the browser family and the system, nothing finer", () => {
    expect(deviceLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36")).toBe("Chrome on Windows")
    expect(deviceLabel("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1")).toBe("Safari on iOS")
    expect(deviceLabel("Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0")).toBe("Firefox on Linux")
    expect(deviceLabel("")).toBe("Unknown device")
  })
})
