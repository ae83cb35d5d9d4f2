/**
 * The Markdown toolbar's transformations, as pure functions of the text and its selection. Each returns one
 * replacement (from, to, insert) plus the selection to restore, so the editor can apply it as a single native
 * edit (the browser's own undo stack keeps working) and tests can check every case without a browser.
 */

import { MARKDOWN_PLACEHOLDERS } from "@/lib/copy/editor"
import { CALLOUT_TYPES, type CalloutType } from "@/lib/domain/blog/callout-types"

export type Selection = { value: string; start: number; end: number }

/** Replace value[from, to) with insert, then select [selectionStart, selectionEnd) of the new value. */
export type Edit = { from: number; to: number; insert: string; selectionStart: number; selectionEnd: number }

export type CalloutKind = Uppercase<CalloutType>
export const CALLOUTS = CALLOUT_TYPES.map((type) => type.toUpperCase() as CalloutKind)

export type MarkdownAction =
  | "bold"
  | "italic"
  | "heading2"
  | "heading3"
  | "link"
  | "bulletList"
  | "numberedList"
  | "quote"
  | "inlineCode"
  | "codeBlock"
  | "table"
  | "rule"
  | `callout:${CalloutKind}`

const PLACEHOLDER = MARKDOWN_PLACEHOLDERS

function replace(s: Selection, insert: string, selStart: number, selEnd: number): Edit {
  return { from: s.start, to: s.end, insert, selectionStart: s.start + selStart, selectionEnd: s.start + selEnd }
}

/**
 * Wraps the selection in a marker (`**`, `_`, `` ` ``). Unwraps when the selection already is (or sits inside)
 * such a span. A selection over several lines is wrapped line by line, since these spans cannot cross paragraphs.
 * With nothing selected a placeholder is inserted and selected, ready to be typed over.
 */
export function wrapInline(s: Selection, marker: string, placeholder: string): Edit {
  const selected = s.value.slice(s.start, s.end)
  const m = marker.length
  // Already wrapped, markers outside the selection: remove them.
  if (s.value.slice(s.start - m, s.start) === marker && s.value.slice(s.end, s.end + m) === marker && s.start >= m) {
    return { from: s.start - m, to: s.end + m, insert: selected, selectionStart: s.start - m, selectionEnd: s.end - m }
  }
  // Already wrapped, markers inside the selection.
  if (selected.length >= 2 * m && selected.startsWith(marker) && selected.endsWith(marker) && !selected.includes("\n")) {
    const inner = selected.slice(m, selected.length - m)
    return replace(s, inner, 0, inner.length)
  }
  if (selected === "") return replace(s, marker + placeholder + marker, m, m + placeholder.length)
  if (selected.includes("\n")) {
    const wrapped = selected
      .split("\n")
      .map((line) => {
        if (line.trim() === "") return line
        const lead = line.match(/^\s*/)![0]
        const trail = line.match(/\s*$/)![0]
        return lead + marker + line.slice(lead.length, line.length - trail.length) + marker + trail
      })
      .join("\n")
    return replace(s, wrapped, 0, wrapped.length)
  }
  // Spaces selected along with a word stay outside the markers (`** word**` would not render as bold).
  const lead = selected.match(/^\s*/)![0]
  const trail = selected.match(/\s*$/)![0]
  const core = selected.slice(lead.length, selected.length - trail.length)
  const insert = lead + marker + core + marker + trail
  return replace(s, insert, lead.length + m, lead.length + m + core.length)
}

/** The whole lines the selection touches: [lineStart, lineEnd) with lineEnd before the last newline. */
function lineRange(s: Selection): { from: number; to: number } {
  const from = s.value.lastIndexOf("\n", s.start - 1) + 1
  // A selection ending right after a newline does not take in the next line.
  const endAt = s.end > s.start && s.value[s.end - 1] === "\n" ? s.end - 1 : s.end
  const nl = s.value.indexOf("\n", endAt)
  return { from, to: nl === -1 ? s.value.length : nl }
}

type LinePrefix = { prefix: (index: number) => string; existing: RegExp }

/**
 * Adds a prefix to every line the selection touches (headings, lists, quotes), replacing another prefix of the
 * same family; removes it when every line already has it. An empty line with nothing selected gets a placeholder.
 */
function prefixLines(s: Selection, rule: LinePrefix, placeholder: string): Edit {
  const { from, to } = lineRange(s)
  const lines = s.value.slice(from, to).split("\n")
  const own = (line: string, i: number) => line.startsWith(rule.prefix(i))
  const content = lines.filter((l) => l.trim() !== "")
  const allHave = content.length > 0 && lines.every((l, i) => l.trim() === "" || own(l, i))
  let insert: string
  if (allHave) {
    insert = lines.map((l, i) => (l.trim() === "" ? l : l.slice(rule.prefix(i).length))).join("\n")
  } else if (content.length === 0) {
    insert = rule.prefix(0) + placeholder
    const p = rule.prefix(0).length
    return { from, to, insert, selectionStart: from + p, selectionEnd: from + p + placeholder.length }
  } else {
    let n = 0
    insert = lines
      .map((l) => {
        if (l.trim() === "") return l
        return rule.prefix(n++) + l.replace(rule.existing, "")
      })
      .join("\n")
  }
  // One line: keep the caret or selection on the same text; several: select the lines changed.
  if (lines.length === 1) {
    const shift = insert.length - (to - from)
    return { from, to, insert, selectionStart: Math.max(from, s.start + shift), selectionEnd: Math.max(from, s.end + shift) }
  }
  return { from, to, insert, selectionStart: from, selectionEnd: from + insert.length }
}

const HEADING = /^#{1,6}\s+/
const LIST = /^(\s*)(?:[-*+]|\d+[.)])\s+/
const QUOTE = /^>\s?/

/** Text that must stand as its own block: a blank line before (unless at the start) and after it. */
function insertBlock(s: Selection, block: string, selectInBlock: [number, number]): Edit {
  const before = s.value.slice(0, s.start)
  const after = s.value.slice(s.end)
  const lead = before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n"
  const trail = after === "" ? "\n" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n"
  const insert = lead + block + trail
  return replace(s, insert, lead.length + selectInBlock[0], lead.length + selectInBlock[1])
}

function link(s: Selection): Edit {
  const selected = s.value.slice(s.start, s.end)
  if (/^(https?:\/\/|mailto:|tel:|\/)\S*$/.test(selected)) {
    // A URL selected: it becomes the target, and the caret waits for the link text.
    const insert = `[${PLACEHOLDER.linkText}](${selected})`
    return replace(s, insert, 1, 1 + PLACEHOLDER.linkText.length)
  }
  if (selected === "") {
    const insert = `[${PLACEHOLDER.linkText}](${PLACEHOLDER.url})`
    return replace(s, insert, 1, 1 + PLACEHOLDER.linkText.length)
  }
  const text = selected.replace(/\n+/g, " ")
  const insert = `[${text}](${PLACEHOLDER.url})`
  // The URL placeholder is selected so typing or pasting the address replaces it.
  return replace(s, insert, text.length + 3, text.length + 3 + PLACEHOLDER.url.length)
}

function inlineCode(s: Selection): Edit {
  const selected = s.value.slice(s.start, s.end)
  if (selected.includes("\n")) return codeBlock(s)
  return wrapInline(s, "`", PLACEHOLDER.code)
}

function codeBlock(s: Selection): Edit {
  const selected = s.value.slice(s.start, s.end).replace(/\n+$/, "")
  const body = selected === "" ? PLACEHOLDER.code : selected
  const block = "```\n" + body + "\n```"
  return insertBlock(s, block, [4, 4 + body.length])
}

function table(s: Selection): Edit {
  const selected = s.value.slice(s.start, s.end).trim().replace(/\s*\n\s*/g, " ")
  const first = selected || "Column 1"
  const block = `| ${first} | Column 2 |\n| --- | --- |\n| Cell | Cell |`
  return insertBlock(s, block, [2, 2 + first.length])
}

function rule(s: Selection): Edit {
  const e = insertBlock({ ...s, start: s.end }, "---", [3, 3])
  return e
}

function callout(s: Selection, kind: CalloutKind): Edit {
  const selected = s.value.slice(s.start, s.end).replace(/\n+$/, "")
  const marker = `> [!${kind}]\n`
  if (selected === "") {
    const block = `${marker}> ${PLACEHOLDER.callout}`
    return insertBlock(s, block, [marker.length + 2, block.length])
  }
  const body = selected
    .split("\n")
    .map((line) => (line.trim() === "" ? ">" : `> ${line}`))
    .join("\n")
  const block = marker + body
  return insertBlock(s, block, [0, block.length])
}

/** The edit one toolbar button (or shortcut) makes. */
export function applyMarkdownAction(action: MarkdownAction, s: Selection): Edit {
  const sel = { ...s, start: Math.min(s.start, s.end), end: Math.max(s.start, s.end) }
  switch (action) {
    case "bold":
      return wrapInline(sel, "**", PLACEHOLDER.bold)
    case "italic":
      return wrapInline(sel, "_", PLACEHOLDER.italic)
    case "heading2":
      return prefixLines(sel, { prefix: () => "## ", existing: HEADING }, PLACEHOLDER.heading)
    case "heading3":
      return prefixLines(sel, { prefix: () => "### ", existing: HEADING }, PLACEHOLDER.heading)
    case "bulletList":
      return prefixLines(sel, { prefix: () => "- ", existing: LIST }, PLACEHOLDER.listItem)
    case "numberedList":
      return prefixLines(sel, { prefix: (i) => `${i + 1}. `, existing: LIST }, PLACEHOLDER.listItem)
    case "quote":
      return prefixLines(sel, { prefix: () => "> ", existing: QUOTE }, PLACEHOLDER.quote)
    case "link":
      return link(sel)
    case "inlineCode":
      return inlineCode(sel)
    case "codeBlock":
      return codeBlock(sel)
    case "table":
      return table(sel)
    case "rule":
      return rule(sel)
    default: {
      const kind = action.slice("callout:".length) as CalloutKind
      return callout(sel, kind)
    }
  }
}

/** The value after an edit (what the textarea holds once the browser applied it). */
export function applyEdit(value: string, edit: Edit): string {
  return value.slice(0, edit.from) + edit.insert + value.slice(edit.to)
}

// ---- images ----

export type ImageMarkdown = { url: string; alt: string; caption?: string }

const escapeAlt = (alt: string) => alt.replace(/[\\\]\[]/g, (c) => `\\${c}`).replace(/\s*\n\s*/g, " ")
const escapeTitle = (title: string) => title.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\s*\n\s*/g, " ")

/**
 * `![alt](url "caption")`: the optional title carries the caption, which the renderer turns into a figcaption
 * when the image stands alone in its paragraph. An empty alt marks a decorative image.
 */
export function imageMarkdown({ url, alt, caption }: ImageMarkdown): string {
  const safeUrl = url.replace(/[\s()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)
  const title = caption?.trim() ? ` "${escapeTitle(caption.trim())}"` : ""
  return `![${escapeAlt(alt.trim())}](${safeUrl}${title})`
}

/** Text as its own paragraph at the caret (or in place of the selection), the caret after it. */
export function insertParagraph(s: Selection, text: string): Edit {
  return insertBlock({ ...s, start: Math.min(s.start, s.end), end: Math.max(s.start, s.end) }, text, [text.length, text.length])
}

/** An image as its own paragraph at the caret (or in place of the selection). */
export function insertImage(s: Selection, image: ImageMarkdown): Edit {
  return insertParagraph(s, imageMarkdown(image))
}
