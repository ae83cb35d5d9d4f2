import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { buttonField, headingField, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  headingField(),
  { name: "description", label: "Text", kind: "textarea", max: 1_000 },
  buttonField("button", "Main button"),
  buttonField("secondary", "Second button", "Optional, drawn as an outline; leave the label empty for none."),
]

export type CtaBannerData = { title: string; description: string; button: LinkValue; secondary: LinkValue }

export const ctaBanner: SectionDeclaration = {
  type: "cta-banner",
  label: "Call to action",
  description: "A rounded brand-coloured banner with a heading, a sentence and one or two buttons.",
  fields,
  defaults: {
    ...defaultsOf(fields),
    title: "Ready to grow your practice?",
    description: "Tell us where you are today. We reply within one business day.",
    button: { label: "Get Started", href: "#contact" },
  },
}
