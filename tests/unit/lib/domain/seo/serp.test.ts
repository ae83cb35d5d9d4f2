import { describe, expect, it } from "vitest"

import { SERP, textWidth, truncateToWidth, urlBreadcrumbs } from "@/lib/domain/seo/serp"

describe("search result preview", () => {
  it("measures by glyph width: narrow letters fit more than wide ones", () => {
    expect(textWidth("iiii", 20)).toBeLessThan(textWidth("WWWW", 20))
    expect(textWidth("a", 1000)).toBe(556)
  })
  it("keeps a title that fits and cuts a wide one on a word boundary with an ellipsis", () => {
    expect(truncateToWidth("Gum health for busy families", SERP.titleFontPx, SERP.titleMaxPx)).toEqual({ text: "Gum health for busy families", truncated: false })
    const long = "Medically Reviewed Guide to Whitening Your Teeth Safely at Home Without Damaging Enamel"
    const cut = truncateToWidth(long, SERP.titleFontPx, SERP.titleMaxPx)
    expect(cut.truncated).toBe(true)
    expect(cut.text.endsWith(" …")).toBe(true)
    expect(long.startsWith(cut.text.slice(0, -2))).toBe(true)
    expect(textWidth(cut.text, SERP.titleFontPx)).toBeLessThanOrEqual(SERP.titleMaxPx)
  })
  it("fits fewer wide characters than narrow ones", () => {
    const wide = truncateToWidth("W".repeat(80), 20, 600).text.length
    const narrow = truncateToWidth("l".repeat(200), 20, 600).text.length
    expect(narrow).toBeGreaterThan(wide)
  })
  it("shows the URL as breadcrumbs", () => {
    expect(urlBreadcrumbs("https://lumora.example/blog/gum-health")).toBe("lumora.example › blog › gum-health")
    expect(urlBreadcrumbs("https://lumora.example/")).toBe("lumora.example")
  })
})
