import { describe, expect, it } from "vitest"

import { applyEdit, applyMarkdownAction, CALLOUTS, imageMarkdown, insertImage, type MarkdownAction } from "@/lib/domain/markdown-actions"

// «…» marks the selection (a caret when empty), before and after the edit.
function parse(marked: string) {
  const start = marked.indexOf("«")
  const end = marked.indexOf("»") - 1
  return { value: marked.replace("«", "").replace("»", ""), start, end }
}

function run(action: MarkdownAction, marked: string): string {
  const s = parse(marked)
  const edit = applyMarkdownAction(action, s)
  const out = applyEdit(s.value, edit)
  return out.slice(0, edit.selectionStart) + "«" + out.slice(edit.selectionStart, edit.selectionEnd) + "»" + out.slice(edit.selectionEnd)
}

describe("bold", () => {
  it("wraps a selection at the start, middle and end", () => {
    expect(run("bold", "«Hello» world")).toBe("**«Hello»** world")
    expect(run("bold", "Say «hello» now")).toBe("Say **«hello»** now")
    expect(run("bold", "Say «hello»")).toBe("Say **«hello»**")
  })
  it("inserts a selected placeholder at an empty selection", () => {
    expect(run("bold", "«»")).toBe("**«bold text»**")
    expect(run("bold", "Text «»")).toBe("Text **«bold text»**")
  })
  it("wraps each line of a multi-line selection", () => {
    expect(run("bold", "«one\ntwo»")).toBe("«**one**\n**two**»")
    expect(run("bold", "«one\n\ntwo»")).toBe("«**one**\n\n**two**»")
  })
  it("keeps spaces outside the markers and unwraps a bold span", () => {
    expect(run("bold", "a« word »b")).toBe("a **«word»** b")
    expect(run("bold", "a **«word»** b")).toBe("a «word» b")
    expect(run("bold", "a «**word**» b")).toBe("a «word» b")
  })
})

describe("italic and inline code", () => {
  it("wraps at start, middle, end, empty and multi-line", () => {
    expect(run("italic", "«Hi» there")).toBe("_«Hi»_ there")
    expect(run("italic", "a «b» c")).toBe("a _«b»_ c")
    expect(run("italic", "a «b»")).toBe("a _«b»_")
    expect(run("italic", "«»")).toBe("_«italic text»_")
    expect(run("italic", "«a\nb»")).toBe("«_a_\n_b_»")
    expect(run("inlineCode", "run «npm test» now")).toBe("run `«npm test»` now")
    expect(run("inlineCode", "«»")).toBe("`«code»`")
  })
  it("turns a multi-line selection into a code block", () => {
    expect(run("inlineCode", "«a\nb»")).toBe("```\n«a\nb»\n```\n")
  })
})

describe("headings", () => {
  it("prefixes the caret's line wherever the caret is", () => {
    expect(run("heading2", "«»Title")).toBe("## «»Title")
    expect(run("heading2", "Ti«»tle")).toBe("## Ti«»tle")
    expect(run("heading2", "Title«»")).toBe("## Title«»")
    expect(run("heading3", "Intro\nTi«»tle\nEnd")).toBe("Intro\n### Ti«»tle\nEnd")
  })
  it("replaces another heading level and toggles its own off", () => {
    expect(run("heading3", "## Ti«»tle")).toBe("### Ti«»tle")
    expect(run("heading2", "## Ti«»tle")).toBe("Ti«»tle")
  })
  it("inserts a placeholder on an empty line and prefixes every selected line", () => {
    expect(run("heading2", "«»")).toBe("## «Heading»")
    expect(run("heading2", "«a\nb»")).toBe("«## a\n## b»")
  })
})

describe("lists and quotes", () => {
  it("bullets every selected line, skipping blank ones", () => {
    expect(run("bulletList", "«one\n\ntwo»")).toBe("«- one\n\n- two»")
    expect(run("bulletList", "«»")).toBe("- «List item»")
    expect(run("bulletList", "x«»")).toBe("- x«»")
    expect(run("bulletList", "«- one\n- two»")).toBe("«one\ntwo»")
  })
  it("numbers lines in order and converts bullets", () => {
    expect(run("numberedList", "«one\ntwo\nthree»")).toBe("«1. one\n2. two\n3. three»")
    expect(run("numberedList", "«- one\n- two»")).toBe("«1. one\n2. two»")
    expect(run("numberedList", "«1. one\n2. two»")).toBe("«one\ntwo»")
  })
  it("quotes the selected lines at start, middle and end of the text", () => {
    expect(run("quote", "«a»\nb\nc")).toBe("> «a»\nb\nc")
    expect(run("quote", "a\n«b»\nc")).toBe("a\n> «b»\nc")
    expect(run("quote", "a\nb\n«c»")).toBe("a\nb\n> «c»")
  })
  it("does not take in the line after a selection ending with a newline", () => {
    expect(run("quote", "«a\n»b")).toBe("> «a\n»b")
  })
})

describe("link", () => {
  it("wraps selected text and selects the URL placeholder", () => {
    expect(run("link", "«Docs» here")).toBe("[Docs](«https://») here")
    expect(run("link", "See «docs» here")).toBe("See [docs](«https://») here")
    expect(run("link", "See «docs»")).toBe("See [docs](«https://»)")
  })
  it("uses a selected URL as the target and selects the text placeholder", () => {
    expect(run("link", "«https://example.com»")).toBe("[«link text»](https://example.com)")
  })
  it("inserts a placeholder link at the caret and joins a multi-line selection", () => {
    expect(run("link", "«»")).toBe("[«link text»](https://)")
    expect(run("link", "«a\nb»")).toBe("[a b](«https://»)")
  })
})

describe("blocks", () => {
  it("code block: own lines with blank lines around, at start, middle and end", () => {
    expect(run("codeBlock", "«»")).toBe("```\n«code»\n```\n")
    expect(run("codeBlock", "Text «x» more")).toBe("Text \n\n```\n«x»\n```\n\n more")
    expect(run("codeBlock", "Intro\n\n«a\nb»")).toBe("Intro\n\n```\n«a\nb»\n```\n")
  })
  it("table: a two-column template, the selection in the first header", () => {
    expect(run("table", "«»")).toBe("| «Column 1» | Column 2 |\n| --- | --- |\n| Cell | Cell |\n")
    expect(run("table", "a\n«Name»")).toBe("a\n\n| «Name» | Column 2 |\n| --- | --- |\n| Cell | Cell |\n")
  })
  it("horizontal rule after the selection, never replacing it", () => {
    expect(run("rule", "«»")).toBe("---«»\n")
    expect(run("rule", "Para«»")).toBe("Para\n\n---«»\n")
    expect(run("rule", "«keep»\n\nnext")).toBe("keep\n\n---«»\n\nnext")
  })
  it("callouts in the renderer's syntax, empty and around a multi-line selection", () => {
    expect(run("callout:NOTE", "«»")).toBe("> [!NOTE]\n> «Callout text»\n")
    expect(CALLOUTS).toEqual(["NOTE", "TIP", "IMPORTANT", "WARNING"])
    expect(run("callout:WARNING", "«Be careful\n\nreally»")).toBe("«> [!WARNING]\n> Be careful\n>\n> really»\n")
    expect(run("callout:TIP", "Start «tip» end")).toBe("Start \n\n«> [!TIP]\n> tip»\n\n end")
  })
})

describe("images", () => {
  it("writes alt, URL and the caption as a title, escaping what would break the syntax", () => {
    expect(imageMarkdown({ url: "/api/uploads/a.png", alt: "A smile" })).toBe("![A smile](/api/uploads/a.png)")
    expect(imageMarkdown({ url: "/api/uploads/a.png", alt: "", caption: "Our \"new\" clinic" })).toBe(
      '![](/api/uploads/a.png "Our \\"new\\" clinic")',
    )
    expect(imageMarkdown({ url: "/x (1).png", alt: "a [b]" })).toBe("![a \\[b\\]](/x%20%281%29.png)")
  })
  it("inserts the image as its own paragraph", () => {
    const s = { value: "Before after", start: 7, end: 7 }
    const edit = insertImage(s, { url: "/u.png", alt: "x" })
    expect(applyEdit(s.value, edit)).toBe("Before \n\n![x](/u.png)\n\nafter")
  })
})
