import { CTA_BANNER, SECTION_FIELDS } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { buttonField, headingField, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  headingField(),
  { name: "description", label: CTA_BANNER.fields.description, kind: "textarea", max: 1_000 },
  buttonField("button", CTA_BANNER.fields.button),
  buttonField("secondary", SECTION_FIELDS.secondaryButton.label, SECTION_FIELDS.secondaryButton.help),
]

export type CtaBannerData = { title: string; description: string; button: LinkValue; secondary: LinkValue }

export const ctaBanner: SectionDeclaration = {
  type: "cta-banner",
  label: CTA_BANNER.label,
  description: CTA_BANNER.description,
  fields,
  defaults: {
    ...defaultsOf(fields),
    title: "Ready to grow your practice?",
    description: "Tell us where you are today. We reply within one business day.",
    button: { label: "Get Started", href: "#contact" },
  },
}
