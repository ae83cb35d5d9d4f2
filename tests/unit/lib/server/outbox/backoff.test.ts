import { describe, expect, it } from "vitest"

import { retryDelayMs } from "@/lib/server/outbox/backoff"

describe("retryDelayMs", () => {
  it("waits 1 min after the first failure, doubling, never more than 24 h", () => {
    const minutes = [1, 2, 3, 4, 5, 10, 11, 12, 13, 14].map((n) => retryDelayMs(n, 60_000) / 60_000)
    expect(minutes).toEqual([1, 2, 4, 8, 16, 512, 1024, 1440, 1440, 1440])
  })
})
