import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterEach, describe, expect, it } from "vitest"

import { FrontMatterError } from "@/lib/site/front-matter"
import { loadBuiltInPosts, parseBuiltInPosts } from "@/lib/site/posts"

const source = (title: string, extra = "") => `---\ntitle: "${title}"\nexcerpt: "An excerpt"\ndate: "2025-05-01"\n${extra}---\nBody.`

// A fixture folder with the layout of content/blog: English files at its root, Spanish ones under es/.
describe("built-in posts per language", () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  function fixture(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), "blog-locales-"))
    dirs.push(dir)
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, ".."), { recursive: true })
      writeFileSync(join(dir, name), text)
    }
    return dir
  }

  it("reads content/blog/es/*.mdx as Spanish with its link to the English post; the es folder may be absent", async () => {
    const dir = fixture({
      "implant-care.mdx": source("Implant care"),
      "es/cuidado-de-implantes.mdx": source("Cuidado de implantes", "translationOf: implant-care\n"),
    })
    const posts = await loadBuiltInPosts(dir)
    const byLocale = [...posts].sort((a, b) => String(a.locale).localeCompare(String(b.locale)))
    expect(byLocale.map((p) => ({ slug: p.slug, locale: p.locale, translationOf: p.translationOf }))).toEqual([
      { slug: "implant-care", locale: "en", translationOf: undefined },
      { slug: "cuidado-de-implantes", locale: "es", translationOf: "implant-care" },
    ])
    expect((await loadBuiltInPosts(fixture({ "only.mdx": source("Only English") }))).map((p) => p.locale)).toEqual(["en"])
  })

  it("allows one slug in both languages, and refuses a slug twice in one, an unknown original, or a link from the original", () => {
    const file = (name: string, text: string, locale: "en" | "es" = "en") => ({ file: `content/blog/${name}`, id: name.replace(/^es\//, "").replace(/\.mdx$/, ""), source: text, locale })
    expect(parseBuiltInPosts([file("a.mdx", source("A")), file("es/a.mdx", source("A es", "translationOf: a\n"), "es")])).toHaveLength(2)
    const clash = () => parseBuiltInPosts([file("es/a.mdx", source("A", "slug: same\n"), "es"), file("es/b.mdx", source("B", "slug: same\n"), "es")])
    expect(clash).toThrow(FrontMatterError)
    const unknown = () => parseBuiltInPosts([file("es/a.mdx", source("A", "translationOf: missing\n"), "es")])
    expect(unknown).toThrow(/"missing" is not a built-in post/)
    const inOriginal = () => parseBuiltInPosts([file("a.mdx", source("A")), file("b.mdx", source("B", "translationOf: a\n"))])
    expect(inOriginal).toThrow(/translationOf/)
    const twice = () =>
      parseBuiltInPosts([file("a.mdx", source("A")), file("es/x.mdx", source("X", "translationOf: a\n"), "es"), file("es/y.mdx", source("Y", "translationOf: a\n"), "es")])
    expect(twice).toThrow(/already has a translation/)
  })
})
