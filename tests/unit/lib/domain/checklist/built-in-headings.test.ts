import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { describe, expect, it } from "vitest"

import { scanHeadings } from "@/lib/domain/checklist/markdown-scan"

// The built-in posts never skip a heading level (Lighthouse's heading-order audit on their pages). Unlike admin
// posts they may use an H1 in the body: together they show every Markdown feature, headings 1 to 4 included.
describe("built-in posts' heading levels", () => {
  const dir = join(process.cwd(), "content/blog")
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".mdx"))) {
    it(file, () => {
      const body = readFileSync(join(dir, file), "utf8").replace(/^---[\s\S]*?\n---\n/, "")
      let previous = 1
      const skips: string[] = []
      for (const h of scanHeadings(body)) {
        if (h.level > previous + 1) skips.push(`line ${h.line}: H${h.level} after H${previous}`)
        previous = h.level
      }
      expect(skips).toEqual([])
    })
  }
})
