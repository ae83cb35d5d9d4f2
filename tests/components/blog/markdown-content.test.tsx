import { readFileSync } from "node:fs"

import { render } from "@testing-library/react"
import type { Element as HastElement } from "hast"
import { visit } from "unist-util-visit"
import { describe, expect, it } from "vitest"

import { markdownToHast } from "@/lib/site/markdown/markdown-to-hast"
import { STYLED_CODE_CLASSES } from "@/lib/site/markdown/rehype-compact-code"
import { resolvePostLink } from "@/lib/domain/blog/content-links"
import { renderMarkdown } from "@/components/blog/markdown-content"

async function html(markdown: string) {
  const { container } = render(await renderMarkdown(markdown))
  return container
}

const HOSTILE = [
  "<script>alert('x')</script>",
  '<img src="x" onerror="alert(1)">',
  '<iframe src="https://evil.example/"></iframe>',
  '<a href="javascript:alert(1)">html link</a>',
  "[md link](javascript:alert(1))",
  "[obfuscated](java\tscript:alert(1))",
  "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![pic](javascript:alert(1))",
  '<div onclick="alert(1)" style="background:url(javascript:alert(1))">div</div>',
  "<svg><script>alert(1)</script></svg>",
  '<object data="x.swf"></object><embed src="x.swf">',
  "<style>body{display:none}</style>",
  '<form action="https://evil.example"><input name="p"></form>',
  "{alert(1)} <Evil /> export const x = 1",
].join("\n\n")

describe("admin Markdown (untrusted)", () => {
  it("drops raw HTML, event handlers, iframes and non-http(s) URLs", async () => {
    const root = await html(HOSTILE)
    expect(root.querySelector("script, iframe, object, embed, style, form, svg, input[name]")).toBeNull()
    for (const el of root.querySelectorAll("*")) {
      for (const attr of el.getAttributeNames()) expect(attr.startsWith("on"), `${el.tagName} ${attr}`).toBe(false)
      expect(el.getAttribute("style") ?? "").not.toContain("javascript")
    }
    for (const a of root.querySelectorAll("a")) expect(a.getAttribute("href") ?? "").toMatch(/^(https?:|\/|#|mailto:|tel:)/)
    for (const img of root.querySelectorAll("img")) expect(img.getAttribute("src") ?? "").not.toMatch(/^(javascript|data):/i)
    expect(root.innerHTML).not.toMatch(/javascript:/i)
    // MDX syntax is just text here: nothing evaluated, no component resolved
    expect(root.textContent).toContain("{alert(1)}")
    expect(root.textContent).toContain("md link")
  })

  it("renders the Markdown features: headings with anchors, emphasis, code, table, lists, rule, quote, image", async () => {
    const root = await html(
      [
        "# One",
        "## Two words",
        "### Three",
        "#### Four",
        "**bold** *italic* `inline`",
        "```js\nconst answer = 42\n```",
        "| a | b |\n|---|---|\n| 1 | 2 |",
        "- item\n- item",
        "1. first\n2. second",
        "---",
        "> a quote",
        "![alt text](https://example.com/pic.png)",
      ].join("\n\n"),
    )
    expect(root.querySelector("h1#user-content-one")).not.toBeNull()
    expect(root.querySelector("h2#user-content-two-words")).not.toBeNull()
    expect(root.querySelector("h3#user-content-three")).not.toBeNull()
    expect(root.querySelector("h4#user-content-four")).not.toBeNull()
    // No id without the prefix: a heading cannot take the name of a page global.
    expect([...root.querySelectorAll("[id]")].every((el) => el.id.startsWith("user-content-"))).toBe(true)
    expect(root.querySelector("strong")?.textContent).toBe("bold")
    expect(root.querySelector("em")?.textContent).toBe("italic")
    expect(root.querySelector("p code")?.textContent).toBe("inline")
    // highlighted on the server: coloured spans already in the markup
    expect(root.querySelector("pre code.hljs .hljs-keyword")?.textContent).toBe("const")
    expect(root.querySelectorAll("table td")).toHaveLength(2)
    expect(root.querySelector("ul li")).not.toBeNull()
    expect(root.querySelector("ol li")).not.toBeNull()
    expect(root.querySelector("hr")).not.toBeNull()
    expect(root.querySelector("blockquote")?.textContent).toContain("a quote")
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("alt text")
  })

  it("turns > [!NOTE], [!TIP], [!IMPORTANT] and [!WARNING] into callouts", async () => {
    const root = await html(["> [!NOTE]\n> n", "> [!TIP]\n> t", "> [!IMPORTANT]\n> i", "> [!WARNING]\n> w", "> [!OTHER]\n> o"].join("\n\n"))
    const types = [...root.querySelectorAll('[role="note"][data-callout]')].map((el) => el.getAttribute("data-callout"))
    expect(types).toEqual(["note", "tip", "important", "warning"])
    expect(root.querySelector('[role="note"][data-callout="warning"]')?.textContent?.trim()).toMatch(/^Warning\s*w$/)
    expect(root.querySelectorAll("blockquote")).toHaveLength(1)
  })

  it("opens links to other sites in a new tab without opener or referrer", async () => {
    const root = await html("[out](https://web.dev/articles/vitals) [in](/contact) [mail](mailto:a@b.co)")
    const [out, inside, mail] = [...root.querySelectorAll("a")]
    expect(out?.getAttribute("target")).toBe("_blank")
    expect(out?.getAttribute("rel")).toBe("noopener noreferrer")
    expect(inside?.getAttribute("target")).toBeNull()
    expect(inside?.getAttribute("href")).toBe("/contact")
    expect(mail?.getAttribute("href")).toBe("mailto:a@b.co")
  })
})

describe("compact output", () => {
  it("keeps highlighted code as markup: markup-looking code stays text, and the block carries no extra attribute", async () => {
    const source = ["```html", '<img src="x" onerror="alert(1)"> & <script>alert(2)</script>', "```", "", "```js", "const a = `</span><b>`", "```"].join("\n")
    const root = await html(source)
    const [first, second] = [...root.querySelectorAll("pre code")] as [Element, Element]
    expect(first.textContent).toBe('<img src="x" onerror="alert(1)"> & <script>alert(2)</script>\n')
    expect(second.textContent).toBe("const a = `</span><b>`\n")
    expect(root.querySelector("pre img, pre script, pre b")).toBeNull()
    expect(first.querySelector(".hljs-tag")).not.toBeNull()
    expect(second.querySelector(".hljs-keyword")?.textContent).toBe("const")
    for (const code of [first, second]) expect(code.getAttributeNames().sort()).toEqual(["class"])
    // The spans travel as one string of markup on the block, not as child elements (what keeps the payload small).
    const blocks: HastElement[] = []
    visit(await markdownToHast(source), "element", (node: HastElement) => {
      if (node.tagName === "code") blocks.push(node)
    })
    expect(blocks).toHaveLength(2)
    for (const block of blocks) {
      expect(block.children).toEqual([])
      expect(block.properties.dataHtml).toMatch(/^<span class="hljs-/)
    }
  })

  it("leaves out the highlighter's spans the stylesheet does not colour, and keeps the code's text and colours", async () => {
    const source = ["```json", '{ "name": "Clinic", "open": [1, 2] }', "```"].join("\n")
    const code = (await html(source)).querySelector("pre code")!
    expect(code.textContent).toBe('{ "name": "Clinic", "open": [1, 2] }\n')
    expect(code.querySelector(".hljs-attr")?.textContent).toBe('"name"')
    expect(code.querySelector(".hljs-string")?.textContent).toBe('"Clinic"')
    expect(code.querySelectorAll(".hljs-number")).toHaveLength(2)
    for (const span of code.querySelectorAll("span")) {
      expect([...span.classList].some((name) => STYLED_CODE_CLASSES.has(name)), span.className).toBe(true)
    }
  })

  it("knows exactly the highlighter classes the post stylesheet colours", () => {
    const css = readFileSync("components/blog/prose.css", "utf8")
    const styled = new Set(css.match(/\.hljs-[\w-]+/g)!.map((selector) => selector.slice(1)))
    expect([...STYLED_CODE_CLASSES].sort()).toEqual([...styled].sort())
  })

  it("drops the line breaks between blocks but keeps every space between words and inside code", async () => {
    const root = await html("# Title\n\nOne **bold** *word*.\n\n- a\n- b\n\n> quoted\n\n```text\nline 1\n\nline 3\n```")
    const blankBetweenBlocks = [...root.querySelectorAll("*")].flatMap((el) =>
      el.tagName === "PRE" ? [] : [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent?.trim() === "" && n.textContent.includes("\n")),
    )
    expect(blankBetweenBlocks).toHaveLength(0)
    expect(root.querySelector("p")?.textContent).toBe("One bold word.")
    expect(root.querySelector("pre code")?.textContent).toBe("line 1\n\nline 3\n")
    expect([...root.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["a", "b"])
  })
})

describe("image captions", () => {
  it("renders an image alone in its paragraph with a title as a figure with that figcaption", async () => {
    const root = await html('Intro\n\n![A bright dental clinic](https://cdn.example/clinic.png "Our Austin clinic")\n\nAfter')
    const figure = root.querySelector("figure")
    expect(figure?.querySelector("img")?.getAttribute("alt")).toBe("A bright dental clinic")
    expect(figure?.querySelector("img")?.hasAttribute("title")).toBe(false)
    expect(figure?.querySelector("figcaption")?.textContent).toBe("Our Austin clinic")
  })
  it("keeps an empty alt for a decorative image and leaves images without a title or inside text alone", async () => {
    const root = await html('![](https://cdn.example/wave.png)\n\nText ![x](https://cdn.example/a.png "Tip") more')
    expect(root.querySelector("figure")).toBeNull()
    const imgs = root.querySelectorAll("img")
    expect(imgs[0]?.getAttribute("alt")).toBe("")
    expect(imgs[1]?.getAttribute("title")).toBe("Tip")
  })
})

describe("links to posts inside a body written in Spanish", () => {
  it("lead to the post's Spanish version when it has one, else to the original's address", async () => {
    const versions = [
      { locale: "en" as const, slug: "dental-practice-marketing-guide", key: "dental" },
      { locale: "es" as const, slug: "guia-marketing-consultorio-dental", key: "dental" },
      { locale: "en" as const, slug: "healthcare-website-conversion", key: "conversion" },
    ]
    const markdown = "[guía](/blog/dental-practice-marketing-guide) [conversión](/es/blog/healthcare-website-conversion) [contacto](/es/contact)"
    const { container } = render(await renderMarkdown(markdown, (href) => resolvePostLink(href, "es", versions)))
    expect([...container.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "/es/blog/guia-marketing-consultorio-dental",
      "/blog/healthcare-website-conversion",
      "/es/contact",
    ])
  })
})
