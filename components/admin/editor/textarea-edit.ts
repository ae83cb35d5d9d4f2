"use client"

import type { Edit } from "@/lib/domain/markdown-actions"

/**
 * Applies an edit as if typed: execCommand("insertText") puts it on the browser's own undo stack, so Ctrl/Cmd+Z
 * undoes a toolbar action like any typing (no second, app-made undo history). It also fires the input event the
 * form listens to. Where execCommand is missing (tests without a layout engine), setRangeText does the same edit.
 */
export function applyTextareaEdit(textarea: HTMLTextAreaElement, edit: Edit) {
  textarea.focus()
  textarea.setSelectionRange(edit.from, edit.to)
  const before = textarea.value
  let done = false
  try {
    done =
      typeof document.execCommand === "function" &&
      (edit.insert === "" ? document.execCommand("delete") : document.execCommand("insertText", false, edit.insert))
  } catch {
    done = false
  }
  if (!done || (textarea.value === before && edit.insert !== before.slice(edit.from, edit.to))) {
    textarea.setRangeText(edit.insert, edit.from, edit.to, "end")
    textarea.dispatchEvent(new Event("input", { bubbles: true }))
  }
  textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd)
}

/** The textarea's text and selection, as the toolbar's transformations take them. */
export function selectionOf(textarea: HTMLTextAreaElement) {
  return { value: textarea.value, start: textarea.selectionStart, end: textarea.selectionEnd }
}

/**
 * Replaces the first occurrence of `find` (an upload's placeholder) without moving the writer's caret. Through
 * the undo stack when the field has focus; otherwise directly, so focus is never pulled back from another field.
 */
export function replaceInTextarea(textarea: HTMLTextAreaElement, find: string, insert: string): boolean {
  const at = textarea.value.indexOf(find)
  if (at === -1) return false
  const { selectionStart: start, selectionEnd: end } = textarea
  const delta = insert.length - find.length
  const move = (p: number) => (p >= at + find.length ? p + delta : p > at ? at + insert.length : p)
  const edit = { from: at, to: at + find.length, insert, selectionStart: move(start), selectionEnd: move(end) }
  if (document.activeElement === textarea) {
    applyTextareaEdit(textarea, edit)
  } else {
    textarea.setRangeText(insert, edit.from, edit.to, "preserve")
    textarea.dispatchEvent(new Event("input", { bubbles: true }))
  }
  return true
}
