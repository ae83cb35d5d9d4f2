import { RICH_TEXT } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  { name: "title", label: RICH_TEXT.fields.title.label, kind: "text", max: 200, help: RICH_TEXT.fields.title.help },
  { name: "body", label: RICH_TEXT.fields.body, kind: "markdown", required: true },
]

export type RichTextData = { title: string; body: string }

export const richText: SectionDeclaration = {
  type: "rich-text",
  label: RICH_TEXT.label,
  description: RICH_TEXT.description,
  fields,
  defaults: { ...defaultsOf(fields), body: "Write your text here. **Bold**, _italic_, [links](/contact) and lists work." },
}
