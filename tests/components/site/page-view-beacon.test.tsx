import { render } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"

let pathname = "/blog/a"
vi.mock("next/navigation", () => ({ usePathname: () => pathname }))

import { PageViewBeacon } from "@/components/site/page-view-beacon"

describe("the page-view beacon", () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it("sends nothing before the LCP entry, then one view, and one per navigation without the referrer", () => {
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

    const view = render(<PageViewBeacon />)
    vi.advanceTimersByTime(500)
    expect(sent).toHaveLength(0)
    lcp!({ getEntries: () => [{}] })
    vi.advanceTimersByTime(1)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe("/api/views")
    expect(sent[0]!.body).toMatchObject({ p: "/blog/a", r: "https://www.google.com/", q: "?utm_campaign=spring" })
    expect(String(sent[0]!.body.id)).toMatch(/^[0-9a-f]{32}$/)

    pathname = "/services"
    view.rerender(<PageViewBeacon />)
    view.rerender(<PageViewBeacon />)
    vi.advanceTimersByTime(3000)
    expect(sent.map((s) => [s.body.p, s.body.r])).toEqual([
      ["/blog/a", "https://www.google.com/"],
      ["/services", ""],
    ])
  })

  it("waits for the load event, then sends once 2 s later when no LCP entry comes, and never twice", async () => {
    // A fresh page load: the module's "first view" state starts again.
    vi.resetModules()
    const { PageViewBeacon: Beacon } = await import("@/components/site/page-view-beacon")
    vi.useFakeTimers()
    pathname = "/contact"
    const sent: Record<string, unknown>[] = []
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (_url: string, body: string) => (sent.push(JSON.parse(body)), true),
    })
    let lcp: (() => void) | null = null
    let disconnected = false
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        constructor(cb: () => void) {
          lcp = cb
        }
        observe() {}
        disconnect() {
          disconnected = true
        }
      },
    )
    let state = "loading"
    Object.defineProperty(document, "readyState", { configurable: true, get: () => state })
    render(<Beacon />)
    vi.advanceTimersByTime(5000)
    expect(sent).toHaveLength(0)
    expect(lcp).toBeNull()
    state = "complete"
    window.dispatchEvent(new Event("load"))
    vi.advanceTimersByTime(1999)
    expect(sent).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(sent.map((s) => s.p)).toEqual(["/contact"])
    expect(disconnected).toBe(true)
    // A late LCP entry after the timer's view sends nothing more.
    lcp!()
    vi.advanceTimersByTime(5000)
    expect(sent).toHaveLength(1)
  })
})
