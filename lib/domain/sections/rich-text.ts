import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  { name: "title", label: "Heading", kind: "text", max: 200, help: "Optional; shown above the text as a level-2 heading." },
  { name: "body", label: "Text", kind: "markdown", required: true },
]

export type RichTextData = { title: string; body: string }

export const richText: SectionDeclaration = {
  type: "rich-text",
  label: "Text",
  description: "A column of formatted text (Markdown): paragraphs, headings, lists, links and images.",
  fields,
  defaults: { ...defaultsOf(fields), body: "Write your text here. **Bold**, _italic_, [links](/contact) and lists work." },
}
