import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

import { ICON_NAMES } from "@/lib/domain/icons"

const sprite = readFileSync("public/icons.svg", "utf8")

describe("public/icons.svg", () => {
  it("is what scripts/build-icon-sprite.mjs writes from lib/domain/icons.ts (exit 0 only when nothing changed)", () => {
    expect(() => execFileSync("node", ["scripts/build-icon-sprite.mjs", "--check"], { stdio: "pipe" })).not.toThrow()
  })

  it("has exactly one drawn symbol per icon name", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toEqual([...ICON_NAMES])
    for (const name of ICON_NAMES) {
      const symbol = sprite.match(new RegExp(`<symbol id="${name}"[^>]*>([\\s\\S]*?)</symbol>`))?.[1] ?? ""
      expect(symbol, name).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/)
    }
  })

  it("carries the stroke style on each symbol, where a <use> from a page picks it up", () => {
    const symbols = sprite.match(/<symbol [^>]*>/g) ?? []
    expect(symbols).toHaveLength(ICON_NAMES.length)
    for (const tag of symbols) expect(tag).toContain('stroke="currentColor"')
  })
})
