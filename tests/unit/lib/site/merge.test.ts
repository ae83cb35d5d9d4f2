import { describe, expect, it } from "vitest"

import { pageOfMerged } from "@/lib/site/merge"
import { comparePosts } from "@/lib/domain/blog/search"

type P = { slug: string; date: string }

function rng(seed: number) {
  let s = seed
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646
}

function makePosts(prefix: string, count: number, random: () => number): P[] {
  return Array.from({ length: count }, (_, i) => ({
    slug: `${prefix}-${String(i).padStart(4, "0")}`,
    // few distinct days, so ties (broken by slug) are common
    date: `2025-0${1 + Math.floor(random() * 3)}-1${Math.floor(random() * 3)}`,
  })).sort(comparePosts)
}

function fetcherOver(rows: P[]) {
  const calls: { offset: number; limit: number }[] = []
  const fetch = async (offset: number, limit: number) => {
    calls.push({ offset, limit })
    return { rows: rows.slice(offset, offset + limit), total: rows.length }
  }
  return { fetch, calls }
}

describe("pageOfMerged", () => {
  it("returns exactly the window of the fully merged list, for every page and size", async () => {
    const random = rng(42)
    for (const [nA, nB] of [
      [0, 6],
      [3, 6],
      [40, 6],
      [40, 0],
      [25, 2],
    ] as const) {
      const admin = makePosts("admin", nA, random)
      const builtIn = makePosts("built", nB, random)
      const full = [...admin, ...builtIn].sort(comparePosts)
      for (const limit of [1, 5, 12]) {
        for (let offset = 0; offset <= full.length + limit; offset += limit) {
          const { fetch, calls } = fetcherOver(admin)
          const { items, total } = await pageOfMerged(builtIn, fetch, offset, limit)
          expect(total).toBe(full.length)
          expect(items.map((p) => p.slug), `nA=${nA} nB=${nB} offset=${offset} limit=${limit}`).toEqual(
            full.slice(offset, offset + limit).map((p) => p.slug),
          )
          // never reads more than one window (plus the built-ins and one predecessor) from the database
          expect(calls).toHaveLength(1)
          expect(calls[0]!.limit).toBeLessThanOrEqual(limit + nB + 1)
        }
      }
    }
  })

  it("drops an admin row that reuses a built-in slug", async () => {
    const builtIn = [{ slug: "taken", date: "2025-01-01" }]
    const admin = [
      { slug: "taken", date: "2025-02-01" },
      { slug: "free", date: "2025-01-15" },
    ]
    const { items } = await pageOfMerged(builtIn, fetcherOver(admin).fetch, 0, 12)
    expect(items.map((p) => [p.slug, p.date])).toEqual([
      ["free", "2025-01-15"],
      ["taken", "2025-01-01"],
    ])
  })
})
