import { diffLines, diffWords } from "diff"

import { fieldText, isStructured, REVISION_FIELDS } from "./summary"

/**
 * Readable differences between two states of the editor, per field; for the content per line, and per word inside
 * a changed line, so a client sees which words changed rather than two walls of text.
 */

export type WordPart = { text: string; change: "same" | "added" | "removed" }
export type LineBlock =
  | { kind: "same"; text: string }
  | { kind: "skip"; lines: number }
  | { kind: "added"; text: string }
  | { kind: "removed"; text: string }
  | { kind: "changed"; parts: WordPart[] }
export type FieldDiff = { key: string; label: string; before: string; after: string; parts: WordPart[]; lines?: LineBlock[] }

/**
 * The editor's form fields in display order (what a revision restores), with their labels: the snapshot's fields,
 * with the schedule as the form holds it.
 */
export const FORM_DIFF_FIELDS: { key: string; label: string }[] = REVISION_FIELDS.map(({ key, label }) => ({
  key: key === "publish_at" ? "schedule" : key,
  label: label.charAt(0).toUpperCase() + label.slice(1),
}))

/** Unchanged runs longer than this show only their first and last CONTEXT lines. */
const CONTEXT = 2

export function displayValue(key: string, value: unknown): string {
  if (key === "published") return value === true ? "Published" : "Draft"
  return fieldText(value)
}

export function diffWordParts(before: string, after: string): WordPart[] {
  return diffWords(before, after).map((c) => ({ text: c.value, change: c.added ? "added" : c.removed ? "removed" : "same" }))
}

function splitLines(text: string): string[] {
  const lines = text.split("\n")
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop()
  return lines
}

/** The share of the longer line's words that also occur in the other line (a cheap test before a word diff). */
function sharedWords(a: string, b: string): number {
  const wa = a.split(/\s+/).filter(Boolean)
  const wb = b.split(/\s+/).filter(Boolean)
  if (wa.length === 0 || wb.length === 0) return 0
  const set = new Set(wa)
  const common = wb.filter((w) => set.has(w)).length
  return common / Math.max(wa.length, wb.length)
}

/**
 * A run of removed lines replaced by a run of added ones: the n-th old line is compared word by word with the n-th
 * new one (a word diff of whole runs would be slow on long texts and unreadable); lines that share little are
 * shown as removed and added rather than as a confetti of word changes.
 */
function pairLines(removed: string[], added: string[], blocks: LineBlock[]) {
  const n = Math.max(removed.length, added.length)
  for (let k = 0; k < n; k++) {
    const r = removed[k]
    const a = added[k]
    if (r === undefined) blocks.push({ kind: "added", text: a ?? "" })
    else if (a === undefined) blocks.push({ kind: "removed", text: r })
    else if (sharedWords(r, a) < 0.4) blocks.push({ kind: "removed", text: r }, { kind: "added", text: a })
    else {
      const parts = diffWordParts(r, a)
      const same = parts.reduce((sum, p) => sum + (p.change === "same" ? p.text.length : 0), 0)
      if (same >= Math.max(r.length, a.length) * 0.4) blocks.push({ kind: "changed", parts })
      else blocks.push({ kind: "removed", text: r }, { kind: "added", text: a })
    }
  }
}

/** Line blocks: a removed run followed by an added run becomes "changed" lines with a word diff inside. */
export function diffContentLines(before: string, after: string): LineBlock[] {
  const changes = diffLines(before, after)
  const blocks: LineBlock[] = []
  for (let i = 0; i < changes.length; i++) {
    const c = changes[i]!
    const next = changes[i + 1]
    if (c.removed && next?.added) {
      pairLines(splitLines(c.value), splitLines(next.value), blocks)
      i++
    } else if (c.added || c.removed) {
      for (const text of splitLines(c.value)) blocks.push({ kind: c.added ? "added" : "removed", text })
    } else {
      const lines = splitLines(c.value)
      if (lines.length > CONTEXT * 2 + 1) {
        const head = i === 0 ? [] : lines.slice(0, CONTEXT)
        const tail = i === changes.length - 1 ? [] : lines.slice(-CONTEXT)
        for (const text of head) blocks.push({ kind: "same", text })
        blocks.push({ kind: "skip", lines: lines.length - head.length - tail.length })
        for (const text of tail) blocks.push({ kind: "same", text })
      } else for (const text of lines) blocks.push({ kind: "same", text })
    }
  }
  return blocks
}

/** The fields that differ, in display order; content carries line blocks, every field its word parts. */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: { key: string; label: string }[] = FORM_DIFF_FIELDS,
): FieldDiff[] {
  const out: FieldDiff[] = []
  for (const { key, label } of fields) {
    if (!(key in before) && !(key in after)) continue
    const a = displayValue(key, before[key])
    const b = displayValue(key, after[key])
    if (a === b) continue
    // Content, and structured values (sections, a document's data: their texts one a line), diff line by line.
    const byLine = key === "content" || isStructured(before[key]) || isStructured(after[key])
    const diff: FieldDiff = { key, label, before: a, after: b, parts: byLine ? [] : diffWordParts(a, b) }
    if (byLine) diff.lines = diffContentLines(a, b)
    out.push(diff)
  }
  return out
}

/** The labels of the fields that differ ("Title, Content"). */
export function changedFieldLabels(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return FORM_DIFF_FIELDS.filter(({ key }) => (key in before || key in after) && displayValue(key, before[key]) !== displayValue(key, after[key])).map(
    (f) => f.label,
  )
}
