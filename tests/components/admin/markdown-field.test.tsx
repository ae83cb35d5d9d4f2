import { useState } from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import "../../helpers/dom-polyfills"

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }) }))

const { MarkdownField } = await import("@/components/admin/editor/markdown-field")

function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <MarkdownField id="content" value={value} renderPreview={async (md) => <p>{md}</p>}>
      <textarea id="content" aria-label="Content" defaultValue={initial} onInput={(e) => setValue((e.target as HTMLTextAreaElement).value)} />
    </MarkdownField>
  )
}

function setup(initial: string, start: number, end: number) {
  render(<Harness initial={initial} />)
  const textarea = screen.getByLabelText("Content") as HTMLTextAreaElement
  textarea.setSelectionRange(start, end)
  return textarea
}

describe("MarkdownField toolbar", () => {
  it("labels every control and groups them in a toolbar", () => {
    setup("", 0, 0)
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" })
    for (const name of ["Bold", "Italic", "Heading 2", "Heading 3", "Link", "Bulleted list", "Numbered list", "Quote", "Inline code", "Code block", "Table", "Horizontal rule", "Callout", "Image"]) {
      expect(within(toolbar).getByRole("button", { name })).toBeTruthy()
    }
    // No control leaves the tab order: the toolbar is a set of ordinary tab stops.
    expect(toolbar.querySelectorAll('button[tabindex="-1"]').length).toBe(0)
  })

  it("Bold wraps the selection and keeps it selected", async () => {
    const textarea = setup("Say hello now", 4, 9)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Bold" })))
    expect(textarea.value).toBe("Say **hello** now")
    expect(textarea.value.slice(textarea.selectionStart, textarea.selectionEnd)).toBe("hello")
  })

  it("Ctrl+B, Ctrl+I and Ctrl+K apply bold, italic and link; Tab is left alone", async () => {
    const textarea = setup("word", 0, 4)
    fireEvent.keyDown(textarea, { key: "b", ctrlKey: true })
    expect(textarea.value).toBe("**word**")
    textarea.setSelectionRange(2, 6)
    fireEvent.keyDown(textarea, { key: "i", metaKey: true })
    expect(textarea.value).toBe("**_word_**")
    textarea.setSelectionRange(0, textarea.value.length)
    fireEvent.keyDown(textarea, { key: "k", ctrlKey: true })
    expect(textarea.value).toBe("[**_word_**](https://)")
    const tab = fireEvent.keyDown(textarea, { key: "Tab" })
    expect(tab).toBe(true) // not prevented: focus moves on
  })

  it("shows word count and reading time by the public page's rule", async () => {
    setup("one two three", 0, 0)
    expect(screen.getByTestId("content-word-count").textContent).toBe("3 words · 1 min read")
  })
})
