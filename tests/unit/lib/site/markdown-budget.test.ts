import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import { MARKDOWN_BUDGET, markdownBudgetOverrun } from "@/lib/domain/markdown-budget"
import { countWords } from "@/lib/domain/reading-time"
import { markdownToHastWithinBudget } from "@/lib/site/markdown/markdown-render"

import { PATHOLOGICAL_MARKDOWN } from "../../../helpers/pathological-markdown"

const real = readFileSync("content/blog/healthcare-website-conversion.mdx", "utf8").split("\n---\n").slice(1).join("\n---\n")

const timed = async <T>(fn: () => T | Promise<T>): Promise<[T, number]> => {
  const started = performance.now()
  const value = await fn()
  return [value, performance.now() - started]
}

describe("the Markdown render budget", () => {
  it("flags the nesting and size that make a parser slow, and nothing an ordinary post holds", () => {
    expect(markdownBudgetOverrun(PATHOLOGICAL_MARKDOWN["20k-deep quotes"]!)).toBe("nesting")
    expect(markdownBudgetOverrun(PATHOLOGICAL_MARKDOWN["600-deep lists"]!)).toBe("nesting")
    expect(markdownBudgetOverrun(Array.from({ length: 300 }, (_, i) => `${"  ".repeat(i)}- item`).join("\n"))).toBe("nesting")
    expect(markdownBudgetOverrun(`${"> ".repeat(20)}${"1. ".repeat(12)}deep enough`)).toBeNull()
    expect(markdownBudgetOverrun(PATHOLOGICAL_MARKDOWN["1 MB post"]!)).toBe("size")
    expect(markdownBudgetOverrun(PATHOLOGICAL_MARKDOWN["30k emphasis"]!)).toBe("delimiters")
    expect(markdownBudgetOverrun(PATHOLOGICAL_MARKDOWN["50k brackets"]!)).toBe("delimiters")
    expect(markdownBudgetOverrun(PATHOLOGICAL_MARKDOWN["9k emphasis"]!)).toBeNull()
    expect(markdownBudgetOverrun("a".repeat(MARKDOWN_BUDGET.maxChars))).toBeNull()
    expect(markdownBudgetOverrun(real)).toBeNull()
    expect(markdownBudgetOverrun("```\n" + "    code\n".repeat(200) + "```")).toBeNull()
  })

  it("shows a body over the limits as its plain text, in well under a second", async () => {
    for (const name of ["20k-deep quotes", "600-deep lists", "50k brackets", "30k emphasis", "1 MB post"]) {
      const [tree, ms] = await timed(() => markdownToHastWithinBudget(PATHOLOGICAL_MARKDOWN[name]!))
      expect(ms, name).toBeLessThan(500)
      const first = tree.children[0]
      expect(first && first.type === "element" && first.tagName, name).toBe("p")
    }
    const [tree] = await timed(() => markdownToHastWithinBudget(PATHOLOGICAL_MARKDOWN["600-deep lists"]!))
    expect(JSON.stringify(tree)).toContain(`"value":"${"- ".repeat(600)}deep"`)
  })

  it("counts words (reading time, excerpt) in linear time whatever the brackets", async () => {
    for (const [name, body] of Object.entries(PATHOLOGICAL_MARKDOWN)) {
      // Against plain words of the same length, so a busy machine slows both alike: quadratic work stands out.
      const [, plain] = await timed(() => countWords("word ".repeat(Math.ceil(body.length / 5))))
      const [, ms] = await timed(() => countWords(body))
      expect(ms, `${name}: ${Math.round(ms)} ms, plain words ${Math.round(plain)} ms`).toBeLessThan(Math.max(100, plain * 10))
    }
    expect(countWords("See [our guide](https://example.com/a \"Title here\") and ![a chart](/x.png) <b>now</b>")).toBe(7)
  })
})
