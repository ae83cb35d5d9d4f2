import { describe, expect, it } from "vitest"

import { everyLanguage, hreflangLanguages, pageAlternates } from "@/lib/site/alternates"
import { absoluteUrl } from "@/lib/domain/site"

describe("hreflang alternates", () => {
  it("list every version and x-default (the English one) when a page exists in two languages", () => {
    expect(hreflangLanguages([{ locale: "es", path: "/es/blog/y" }, { locale: "en", path: "/blog/x" }])).toEqual({
      es: absoluteUrl("/es/blog/y"),
      en: absoluteUrl("/blog/x"),
      "x-default": absoluteUrl("/blog/x"),
    })
  })

  it("are absent for a page in one language, so no alternate ever leads to a missing page", () => {
    expect(hreflangLanguages([{ locale: "en", path: "/blog/x" }])).toBeUndefined()
    expect(hreflangLanguages([])).toBeUndefined()
    expect(pageAlternates("es", "/contact", [])).toEqual({ canonical: absoluteUrl("/es/contact"), languages: undefined })
  })

  it("give a fixed page every language's address", () => {
    expect(everyLanguage("/contact")).toEqual([
      { locale: "en", path: "/contact" },
      { locale: "es", path: "/es/contact" },
    ])
  })
})
