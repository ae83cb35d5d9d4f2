import { describe, expect, it } from "vitest"

import { createBatcher } from "@/lib/server/analytics/batcher"
import { createIntakeWorker, type FromIntake, type IntakeItem, type IntakeState } from "@/lib/server/analytics/intake-worker"
import { MAX_HELD_VIEWS } from "@/lib/server/analytics/views"

// A database slower than the views arrive: the intake holds at most MAX_HELD_VIEWS unwritten views and refuses the
// rest with a 429, instead of answering 204 for views a crash (or a kill at shutdown) would then lose.

const SITE = "https://clinic.example"
const UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36"

describe("the intake under a database that cannot keep up", () => {
  it("answers 204 up to MAX_HELD_VIEWS unwritten views, then 429 with Retry-After, and 204 again once writes catch up", async () => {
    const messages: FromIntake[] = []
    const worker = createIntakeWorker((m) => messages.push(m))
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date())
    const state: IntakeState = { enabled: true, siteUrl: SITE, timeZone: "UTC", salt: { day, value: "salt" }, paths: { changedAt: 0, fixed: ["/"], content: [] } }
    await worker.receive({ type: "state", state })

    let seq = 0
    // Each view from its own address: the per-address limit never applies.
    const view = (): IntakeItem => {
      const n = ++seq
      const body = new TextEncoder().encode(JSON.stringify({ id: `view-${String(n).padStart(12, "0")}`, p: "/", r: "", q: "", l: "en" }))
      const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
      return [n, body, { host: "clinic.example", origin: SITE, "sec-fetch-site": "same-origin", "user-agent": UA, "x-forwarded-for": ip }]
    }
    const answersOf = (from: number) =>
      messages.slice(from).flatMap((m) => (m.type === "answers" ? m.items : []))

    // No batch is ever acknowledged ("written"): every view taken stays held.
    const before = messages.length
    await worker.receive({ type: "views", items: Array.from({ length: MAX_HELD_VIEWS + 50 }, view), changedAt: 0 })
    const answers = answersOf(before)
    expect(answers).toHaveLength(MAX_HELD_VIEWS + 50)
    expect(answers.filter(([, status]) => status === 204)).toHaveLength(MAX_HELD_VIEWS)
    const refused = answers.filter(([, status]) => status === 429)
    expect(refused).toHaveLength(50)
    expect(refused[0]).toEqual([MAX_HELD_VIEWS + 1, 429, "Too many page views to write just now.", 1])

    // The database answers: every batch sent is written, and views are taken again.
    for (const m of messages) if (m.type === "batch") await worker.receive({ type: "written", id: m.id })
    await new Promise((r) => setTimeout(r, 10))
    for (const m of messages) if (m.type === "batch") await worker.receive({ type: "written", id: m.id })
    const after = messages.length
    await worker.receive({ type: "views", items: [view()], changedAt: 0 })
    expect(answersOf(after).map(([, status]) => status)).toEqual([204])
    const batched = messages.filter((m) => m.type === "batch").flatMap((m) => (m.type === "batch" ? m.views : []))
    expect(batched.length).toBeLessThanOrEqual(MAX_HELD_VIEWS + 1)
  })

  it("counts as held both the waiting items and the batch being written", async () => {
    let finish: () => void = () => {}
    const batcher = createBatcher<number>({ maxItems: 3, maxDelayMs: 1000, write: () => new Promise<void>((r) => (finish = r)) })
    for (let i = 0; i < 5; i++) batcher.push(i)
    // 3 went to the write under way, 2 wait.
    expect(batcher.held()).toBe(5)
    finish()
    await new Promise((r) => setTimeout(r, 0))
    expect(batcher.held()).toBeLessThanOrEqual(2)
  })
})
