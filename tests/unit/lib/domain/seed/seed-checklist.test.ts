import { describe, expect, it } from "vitest"

import { checkMetaDescription, checkMetaTitle } from "@/lib/domain/checklist/rules"
import { BUILT_IN_SITE_PAGES, BUILT_IN_SITE_PAGES_BY_LOCALE } from "@/lib/domain/seed"

// The starting pages pass their own pre-publish checklist's length rules: an editor who opens one finds it green.
describe("seeded site pages' meta title and description", () => {
  const pages = [
    ...BUILT_IN_SITE_PAGES.map((page) => ({ locale: "en", page })),
    ...Object.entries(BUILT_IN_SITE_PAGES_BY_LOCALE).flatMap(([locale, list]) => (list ?? []).map((page) => ({ locale, page }))),
  ]
  for (const { locale, page } of pages) {
    it(`${locale} ${page.path}`, () => {
      const input = { kind: "page" as const, title: page.title, metaTitle: page.meta_title, metaDescription: page.meta_description, content: "" }
      expect(checkMetaTitle(input, { titleSuffix: " | Lumora Health" })).toMatchObject({ status: "pass" })
      expect(checkMetaDescription(input)).toMatchObject({ status: "pass" })
    })
  }
})
