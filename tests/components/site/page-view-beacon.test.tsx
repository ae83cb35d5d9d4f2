import { renderToStaticMarkup } from "react-dom/server"
import { afterEach, describe, expect, it, vi } from "vitest"

import { PAGE_VIEW_SCRIPT_BYTES, PageViewBeacon } from "@/components/site/page-view-beacon"

function scriptText(): string {
  const html = renderToStaticMarkup(<PageViewBeacon />)
  return html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "")
}

describe("the page-view beacon script", () => {
  afterEach(() => vi.useRealTimers())

  it("is at most 1 KB", () => {
    expect(PAGE_VIEW_SCRIPT_BYTES).toBeLessThanOrEqual(1024)
    expect(Buffer.byteLength(scriptText())).toBe(PAGE_VIEW_SCRIPT_BYTES)
  })

  it("sends nothing before the LCP entry, then one view, and one per navigation to another path", () => {
    vi.useFakeTimers()
    const sent: Record<string, unknown>[] = []
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: (_url: string, body: string) => (sent.push(JSON.parse(body)), true) })
    let lcp: ((list: { getEntries(): unknown[] }) => void) | null = null
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        constructor(cb: (list: { getEntries(): unknown[] }) => void) {
          lcp = cb
        }
        observe() {}
      },
    )
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "complete" })
    Object.defineProperty(document, "referrer", { configurable: true, get: () => "https://www.google.com/" })
    window.history.replaceState(null, "", "/blog/a?utm_campaign=spring")
    new Function(scriptText())()
    vi.advanceTimersByTime(500)
    expect(sent).toHaveLength(0)
    lcp!({ getEntries: () => [{}] })
    vi.advanceTimersByTime(1)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ p: "/blog/a", r: "https://www.google.com/", q: "?utm_campaign=spring" })
    expect(String(sent[0]!.id)).toMatch(/^[0-9a-f]{32}$/)
    window.history.pushState(null, "", "/services")
    window.history.replaceState(null, "", "/services")
    vi.advanceTimersByTime(3000)
    expect(sent.map((v) => [v.p, v.r])).toEqual([
      ["/blog/a", "https://www.google.com/"],
      ["/services", ""],
    ])
    vi.unstubAllGlobals()
  })
})
