import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { describe, expect, it } from "vitest"

import { checkInternalLinks } from "@/lib/domain/checklist/rules"
import { fixedLivePaths, livePrefixes } from "@/lib/domain/checklist/site-paths"
import { SITE } from "@/lib/domain/site"

// The pre-publish checklist's link rule, run over the built-in posts of every language with the addresses every site
// has: a built-in post never links to an address that does not exist (an English post's slug under /es/ did).
describe("built-in posts' internal links", () => {
  const ctx = { livePaths: fixedLivePaths(), livePrefixes: livePrefixes(), siteOrigin: SITE.url }
  const root = join(process.cwd(), "content/blog")
  const files = [
    ...readdirSync(root).filter((f) => f.endsWith(".mdx")),
    ...readdirSync(join(root, "es")).filter((f) => f.endsWith(".mdx")).map((f) => `es/${f}`),
  ]
  for (const file of files) {
    it(file, () => {
      const content = readFileSync(join(root, file), "utf8").replace(/^---[\s\S]*?\n---\n/, "")
      const result = checkInternalLinks({ kind: "post", title: "", metaTitle: "", metaDescription: "", content }, ctx)
      expect(result.label).toBe("Internal links lead to live pages")
    })
  }
})
