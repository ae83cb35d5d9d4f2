import { describe, expect, it } from "vitest"

import type { PageRow } from "@/lib/domain/types"
import { buildPageMetadata } from "@/lib/site/page-metadata"
import { checkMetaTitle } from "@/lib/domain/checklist/rules"
import { titleSuffix } from "@/lib/domain/seo/title"

const page = (over: Partial<PageRow> = {}): PageRow => ({
  id: "00000000-0000-4000-8000-000000000001",
  title: "About our practice",
  slug: "about",
  content: "Text.",
  published: true,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  published_at: "2026-01-01T00:00:00Z",
  publish_at: null,
  version: 1,
  updated_by_email: "",
  meta_title: "",
  meta_description: "",
  canonical_url: "",
  noindex: false,
  social_image: null,
  social_title: "",
  social_description: "",
  locale: "en",
  translation_of: null,
  source_version: null,
  ...over,
})

describe("admin page metadata", () => {
  it("titles a page without a meta title with the site's name, as the checklist counts it", () => {
    const meta = buildPageMetadata(page())
    expect(meta.title).toEqual({ absolute: "About our practice | Lumora Health" })
    const item = checkMetaTitle({ kind: "page", title: "About our practice", metaTitle: "", metaDescription: "", content: "" }, { titleSuffix: titleSuffix("page") })
    expect(item.label).toBe(`Meta title (fallback): ${"About our practice | Lumora Health".length} characters`)
  })

  it("uses the meta title, canonical and noindex as given", () => {
    const meta = buildPageMetadata(page({ meta_title: "Meet the team", canonical_url: "https://example.org/a", noindex: true }))
    expect(meta.title).toEqual({ absolute: "Meet the team" })
    expect(meta.alternates).toEqual({ canonical: "https://example.org/a" })
    expect(meta.robots).toEqual({ index: false, follow: true })
  })
})
