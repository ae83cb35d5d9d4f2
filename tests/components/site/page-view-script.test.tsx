import { readFileSync } from "node:fs"
import { join } from "node:path"

import { afterEach, describe, expect, it, vi } from "vitest"

// The beacon as browsers get it: public/view.js, run as is in this test's DOM.
const SCRIPT = readFileSync(join(process.cwd(), "public/view.js"), "utf8")

describe("the page-view script (public/view.js)", () => {
  const pushState = window.history.pushState
  afterEach(() => {
    window.history.pushState = pushState
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it("sends nothing before the LCP entry, then one view, then one per navigation to another path without the referrer", () => {
    vi.useFakeTimers()
    const sent: { url: string; body: Record<string, unknown> }[] = []
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (url: string, body: string) => (sent.push({ url, body: JSON.parse(body) }), true),
    })
    let lcp: ((list: { getEntries(): unknown[] }) => void) | null = null
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        constructor(cb: (list: { getEntries(): unknown[] }) => void) {
          lcp = cb
        }
        observe() {}
        disconnect() {}
      },
    )
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "complete" })
    Object.defineProperty(document, "referrer", { configurable: true, get: () => "https://www.google.com/" })
    window.history.replaceState(null, "", "/blog/a?utm_campaign=spring")

    new Function(SCRIPT)()
    vi.advanceTimersByTime(500)
    expect(sent).toHaveLength(0)
    lcp!({ getEntries: () => [{}] })
    vi.advanceTimersByTime(1)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe("/api/views")
    expect(sent[0]!.body).toMatchObject({ p: "/blog/a", r: "https://www.google.com/", q: "?utm_campaign=spring" })
    expect(String(sent[0]!.body.id)).toMatch(/^[0-9a-f]{32}$/)
    // The 2-second fallback does not send the first view again.
    vi.advanceTimersByTime(3000)
    expect(sent).toHaveLength(1)

    // A client navigation (Next's router uses history.pushState), then one that changes only the query.
    window.history.pushState(null, "", "/services")
    window.history.pushState(null, "", "/services?tab=2")
    vi.advanceTimersByTime(10)
    expect(location.pathname).toBe("/services")
    // Back: popstate.
    window.history.replaceState(null, "", "/blog/a")
    window.dispatchEvent(new PopStateEvent("popstate"))
    vi.advanceTimersByTime(10)
    expect(sent.map((s) => [s.body.p, s.body.r])).toEqual([
      ["/blog/a", "https://www.google.com/"],
      ["/services", ""],
      ["/blog/a", ""],
    ])
  })

  it("stays within 1 KB, and keeps nothing in cookies or storage", () => {
    expect(Buffer.byteLength(SCRIPT)).toBeLessThanOrEqual(1024)
    expect(SCRIPT).not.toMatch(/cookie|localStorage|sessionStorage|indexedDB/)
  })
})
